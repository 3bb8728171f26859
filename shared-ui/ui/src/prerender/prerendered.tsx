// A public page prerendered at build time is React's own server rendering of the app (shell/src/bootstrap.tsx),
// and the shell hydrates it (shell/src/bootstrap.tsx): the nodes on screen are kept and brought to life, never
// replaced. The page's own part sits in a Suspense boundary; until the public portal's code is in, that part
// stays exactly as the server rendered it, then hydrates in place. `PageLive` says when that has happened.
import { useEffect } from 'react';

/** The marker tests and tools wait for: the page is live (rendered, or on a prerendered page hydrated). */
export function markAppStarted(doc: Document = document): void {
  doc.documentElement.setAttribute('data-app-started', '');
}

/**
 * Rendered beside a page's own content, inside the Suspense boundary around it: its effect runs when that
 * boundary commits, which on a prerendered page is when the page itself has hydrated.
 */
export function PageLive() {
  useEffect(() => markAppStarted(), []);
  return null;
}
