// Where the API is: the one configuration object the shell's /config.js sets on the window.

declare global {
  interface Window {
    __COLLEGE_CONFIG__?: { apiBase?: string; booksApiBase?: string };
  }
}

/** API base: runtime config injected by the shell server, else same-origin `/api`. */
export function apiBase(): string {
  const configured = typeof window !== 'undefined' ? window.__COLLEGE_CONFIG__?.apiBase : undefined;
  return (configured ?? '/api').replace(/\/$/, '');
}
