// GETs of the API sent before the app runs (./sendEarly.ts). A page's first script sends what the app is sure to
// ask first (on a portal page: who is signed in), so the answer is on its way while the app's code still
// downloads; the API client's first call of the same address takes it as its own answer, once (later calls ask
// again). The client's side, and the API base both sides build addresses from.

declare global {
  interface Window {
    __COLLEGE_CONFIG__?: { apiBase?: string; booksApiBase?: string };
    /** GETs sent before the app runs, by address, each waiting for the app's first call of it. */
    __COLLEGE_EARLY_REQUESTS__?: Map<string, Promise<Response>>;
  }
}

/** API base: runtime config injected by the shell server, else same-origin `/api`. */
export function apiBase(): string {
  const configured = typeof window !== 'undefined' ? window.__COLLEGE_CONFIG__?.apiBase : undefined;
  return (configured ?? '/api').replace(/\/$/, '');
}

/**
 * The answer to an early GET of `url`, once; undefined when none was sent (or it was taken). A call with any
 * other method drops every early answer: a sign-in or a sign-out changes what they would say. In a browser only.
 */
export function takeEarly(url: string, method: string): Promise<Response> | undefined {
  const early = window.__COLLEGE_EARLY_REQUESTS__;
  if (method !== 'GET') early?.clear();
  const response = early?.get(url);
  early?.delete(url);
  return response;
}
