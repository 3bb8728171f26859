// When the server will end an idle session, as far as this browser can tell. The server counts only
// requests to the API, and records one at most once a minute, so its idle clock may have started up to a
// minute before the last request this page saw.
export const IDLE_TIMEOUT_MS = 30 * 60_000;
const SERVER_TOUCH_INTERVAL_MS = 60_000;
export const WARNING_BEFORE_MS = 2 * 60_000;
// Shared by every tab of this browser: work in one keeps the others signed in too.
const ACTIVITY_KEY = 'college.lastApiActivity';

export function idleDeadlines(lastActivity: number): { warnAt: number; expiresAt: number } {
  const expiresAt = lastActivity + IDLE_TIMEOUT_MS - SERVER_TOUCH_INTERVAL_MS;
  return { warnAt: expiresAt - WARNING_BEFORE_MS, expiresAt };
}

function storedActivity(): number {
  try {
    return Number(localStorage.getItem(ACTIVITY_KEY)) || 0;
  } catch {
    return 0;
  }
}

export function recordActivity(at = Date.now()): number {
  try {
    localStorage.setItem(ACTIVITY_KEY, String(at));
  } catch {
    // storage refused: this tab still counts its own requests
  }
  return at;
}

/** The newest request to the API seen by this tab or another: now, when the watch starts with a page. */
export const initialActivity = () => Math.max(storedActivity(), recordActivity());

/** Whether a resource this page loaded was a request to the API that the session answered. */
export function isApiActivity(entry: { name: string; responseStatus?: number }, apiUrl: string): boolean {
  return entry.name.startsWith(apiUrl) && entry.responseStatus !== 401;
}

/**
 * When the newest of these answers came, on the wall clock: the server's idle clock started then, not when the
 * observer was told (the browser delivers resource entries when it has time, sometimes long after).
 */
export function answeredAt(entries: readonly { responseEnd: number }[], timeOrigin: number, now: number): number {
  const newest = Math.max(...entries.map((entry) => entry.responseEnd));
  return Number.isFinite(newest) && newest > 0 ? Math.min(now, timeOrigin + newest) : now;
}

/** Calls back on every request to the API this page makes, and on every one another tab records. */
export function watchApiActivity(apiBase: string, onActivity: (at: number) => void): () => void {
  const apiUrl = `${new URL(apiBase, window.location.href).href.replace(/\/$/, '')}/`;
  const observer =
    typeof PerformanceObserver === 'function'
      ? new PerformanceObserver((list) => {
          const answers = (list.getEntries() as PerformanceResourceTiming[]).filter((entry) => isApiActivity(entry, apiUrl));
          // never back: a newer answer another tab recorded stays
          if (answers.length) onActivity(recordActivity(Math.max(storedActivity(), answeredAt(answers, performance.timeOrigin, Date.now()))));
        })
      : undefined;
  observer?.observe({ type: 'resource' });
  const onStorage = (event: StorageEvent) => {
    if (event.key === ACTIVITY_KEY && event.newValue) onActivity(Number(event.newValue));
  };
  window.addEventListener('storage', onStorage);
  return () => {
    observer?.disconnect();
    window.removeEventListener('storage', onStorage);
  };
}
