// The sending side of ./early.ts, for a page's first script: kept out of the API client, which every page downloads.
import { apiBase } from './early.ts';

export { takeEarly } from './early.ts';

/** How the API client sends a GET with no body (cookies included, JSON asked for). */
const GET_INIT: RequestInit = { method: 'GET', credentials: 'include', headers: { Accept: 'application/json' } };

/**
 * Sends `GET url` now, for the app's first fetch of the same address to take as its own (./early.ts); the
 * sender reads a copy of the answer.
 */
export function sendEarlyGet(url: string, init: RequestInit): Promise<Response> {
  window.__COLLEGE_EARLY_REQUESTS__ ??= new Map();
  const response = fetch(url, init);
  // a failure is the taker's to see, as its own fetch's would be; nobody taking it is no error
  response.catch(() => undefined);
  window.__COLLEGE_EARLY_REQUESTS__.set(url, response);
  return response.then((answer) => answer.clone());
}

/** Sends `GET <api>/<path>` now, for the API client's first call of it to take. */
export function sendEarly(path: string): void {
  const url = `${apiBase()}${path}`;
  if (!window.__COLLEGE_EARLY_REQUESTS__?.has(url)) void sendEarlyGet(url, GET_INIT).catch(() => undefined);
}
