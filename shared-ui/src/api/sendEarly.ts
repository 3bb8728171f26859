// The sending side of ./early.ts, for a page's first script: kept out of the API client, which every page downloads.
import { apiBase } from './early.ts';

/** How the API client sends a GET with no body (cookies included, JSON asked for). */
const GET_INIT: RequestInit = { method: 'GET', credentials: 'include', headers: { Accept: 'application/json' } };

/** Sends `GET <api>/<path>` now, for the API client's first call of it to take. */
export function sendEarly(path: string): void {
  const url = `${apiBase()}${path}`;
  window.__COLLEGE_EARLY_REQUESTS__ ??= new Map();
  if (window.__COLLEGE_EARLY_REQUESTS__.has(url)) return;
  const response = fetch(url, GET_INIT);
  // a failure is the taker's to see, as its own fetch's would be; nobody taking it is no error
  response.catch(() => undefined);
  window.__COLLEGE_EARLY_REQUESTS__.set(url, response);
}
