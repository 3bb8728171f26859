import { apiBase, Dialog, logout, type SessionUser } from '@college/shared-ui';
import { loginPathFor, loginUrl } from '@college/shared-ui/format';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { applyDraft, draftFieldsShown, draftFor, forgetDraft, saveDraft } from './formDrafts.ts';
import { idleDeadlines, initialActivity, recordActivity, watchApiActivity } from './idleClock.ts';
import { pageQueries } from './pageQueries.ts';

export const idleTexts = {
  title: 'Are you still there?',
  body: (at: string) =>
    `For your security you will be signed out at ${at}, because nothing has been sent to the college for almost 30 minutes. Whatever you are typing is kept on this browser for your next sign-in.`,
  stay: 'Stay signed in',
  logout: 'Logout',
  restored: 'What you were typing when you were signed out has been put back.',
} as const;

const RESTORE_WAIT_MS = 15_000;
const RESTORED_NOTICE_MS = 10_000;
const timeOfDay = (at: number) => new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/** Puts the person's kept draft back once the page's form is there (portal pages render after their code loads). */
function useDraftRestore(user: SessionUser): boolean {
  const { pathname, search } = useLocation();
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    const draft = draftFor(user, `${pathname}${search}`);
    if (!draft) return;
    const tryRestore = () => {
      if (!draftFieldsShown(draft)) return false;
      if (applyDraft(draft) > 0) setRestored(true);
      forgetDraft(user);
      return true;
    };
    if (tryRestore()) return;
    const observer = new MutationObserver(() => {
      if (tryRestore()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const giveUp = setTimeout(() => observer.disconnect(), RESTORE_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(giveUp);
    };
  }, [user, pathname, search]);
  useEffect(() => {
    if (!restored) return;
    const hide = setTimeout(() => setRestored(false), RESTORED_NOTICE_MS);
    return () => clearTimeout(hide);
  }, [restored]);
  return restored;
}

/**
 * Two minutes before an idle session would end, offers to stay signed in; ignored, it signs the person
 * out cleanly, keeping what they were typing for their own next sign-in on this browser.
 */
export function IdleWarning({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const hereRef = useRef(here);
  hereRef.current = here;
  const [lastActivity, setLastActivity] = useState(initialActivity);
  const [warning, setWarning] = useState(false);
  const restored = useDraftRestore(user);
  const { warnAt, expiresAt } = idleDeadlines(lastActivity);

  const signOut = useCallback(
    async (keepDraft: boolean) => {
      if (keepDraft) saveDraft(user, hereRef.current);
      setWarning(false);
      try {
        await logout();
      } catch (error) {
        // the session may be gone already: signing out here is still right
        console.error('[auth] logout failed', error);
      }
      navigate(keepDraft ? loginUrl(loginPathFor(user.type), { expired: true, next: hereRef.current }) : loginPathFor(user.type), { replace: true });
      (await pageQueries()).sessionEnded();
    },
    [user, navigate],
  );

  useEffect(() => watchApiActivity(apiBase(), (at) => setLastActivity((last) => Math.max(last, at))), []);

  useEffect(() => {
    const now = Date.now();
    setWarning(now >= warnAt);
    const warn = setTimeout(() => setWarning(true), Math.max(0, warnAt - now));
    const end = setTimeout(() => void signOut(true), Math.max(0, expiresAt - now));
    return () => {
      clearTimeout(warn);
      clearTimeout(end);
    };
  }, [warnAt, expiresAt, signOut]);

  async function staySignedIn() {
    setWarning(false);
    // Counted from when the renewal was asked for, not from when its answer is read here: the server's idle clock
    // restarts when the request reaches it, and the answer can be read much later (a slow network, a busy page), which
    // would put the next warning after the server's own deadline.
    const askedAt = Date.now();
    const session = await (await pageQueries()).loadSession({ fresh: true }).catch(() => null);
    if (session?.state === 'signed-in') setLastActivity((last) => Math.max(last, recordActivity(askedAt)));
    else await signOut(true);
  }

  return (
    <>
      {restored ? (
        <p className="idle-restored" role="status">
          {idleTexts.restored}
        </p>
      ) : null}
      <Dialog open={warning} title={idleTexts.title} onClose={() => void staySignedIn()} closeOnBackdrop={false}>
        {/* written only while shown: the first time formatter a page makes loads the browser's locale data, a
            cost every signed-in page would otherwise pay at each render of the top bar */}
        <p>{warning ? idleTexts.body(timeOfDay(expiresAt)) : null}</p>
        <div className="session-menu__actions">
          {/* first, so the dialog opens on it: the safe choice for someone who just presses Enter */}
          <button type="button" className="ui-button" onClick={() => void staySignedIn()}>
            {idleTexts.stay}
          </button>
          <button type="button" className="ui-button ui-button--secondary" onClick={() => void signOut(false)}>
            {idleTexts.logout}
          </button>
        </div>
      </Dialog>
    </>
  );
}
