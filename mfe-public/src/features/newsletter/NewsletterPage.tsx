import { ApiError, call, usePageMeta } from '@college/shared-ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { newsletterText as text } from './content.ts';

type Action = { kind: 'confirm' | 'unsubscribe'; token: string };

/** The secret of a mailed link, from the address's fragment: never sent to a server or a log. */
function actionFromHash(hash: string): Action | null {
  const match = /^#(confirm|unsubscribe)=([A-Za-z0-9_-]{20,100})$/.exec(hash);
  return match ? { kind: match[1] as Action['kind'], token: match[2] as string } : null;
}

/** Confirms or ends a subscription, on a press of the button (a mail scanner opening the link does neither). */
export default function NewsletterPage() {
  usePageMeta(text.meta);
  const [action, setAction] = useState<Action | null>(null);
  const [done, setDone] = useState('');
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  // read after the first render, which is the prerendered page's (it knows no fragment), and on every new link
  useEffect(() => {
    const read = () => {
      setAction(actionFromHash(window.location.hash));
      setDone('');
      setFailure('');
    };
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);

  async function act(current: Action) {
    setBusy(true);
    setFailure('');
    try {
      const route = current.kind === 'confirm' ? 'POST /newsletter/confirmations' : 'POST /newsletter/unsubscriptions';
      setDone((await call(route, { body: { token: current.token } })).message);
      // the used secret leaves the address bar and the history entry
      window.history.replaceState(window.history.state, '', window.location.pathname);
    } catch (caught) {
      setFailure(caught instanceof ApiError && caught.status === 400 ? caught.message : text.failed);
    } finally {
      setBusy(false);
    }
  }

  const step = action ? text[action.kind] : null;
  return (
    <main id="main" className="ui-container newsletter-page">
      <h1>{text.heading}</h1>
      {!action || !step ? <p>{text.noLink}</p> : null}
      {action && step && !done ? (
        <>
          <p>{step.intro}</p>
          <button type="button" className="ui-button" disabled={busy} onClick={() => void act(action)}>
            {step.button}
          </button>
        </>
      ) : null}
      <p role="status">{done}</p>
      <p role="alert">{failure}</p>
      <p>
        <Link to={text.home.href}>{text.home.label}</Link>
      </p>
    </main>
  );
}
