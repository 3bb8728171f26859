// A public page prerendered at build time is already on screen when the shell starts. React replaces the
// #root content on its first render, so the page's <main> is kept here and shown again by every loading
// state on the way (the shell waiting for the public portal, the portal waiting for the page's chunk):
// what the visitor sees stays put until the page renders itself. shared-ui is a shared singleton, so the
// shell and the portal see the same copy.
import type { ReactNode } from 'react';

let kept: { path: string; html: string } | null = null;

/** Call once, before the first render. */
export function keepPrerenderedMain(doc: Document = document): void {
  const main = doc.documentElement.hasAttribute('data-prerendered') ? doc.querySelector('#root main#main') : null;
  kept = main ? { path: doc.location.pathname, html: main.outerHTML } : null;
}

/** The kept <main> while the visitor is still on the page it was rendered for. */
export const prerenderedMainFor = (path: string): string | null => (kept && kept.path === path ? kept.html : null);

/** The first navigation elsewhere: from then on loading states are the ordinary ones. */
export function forgetPrerenderedMain(): void {
  kept = null;
}

/** A Suspense fallback: the prerendered page when there is one for this address, else `fallback`. */
export function PrerenderedOr({ fallback }: { fallback: ReactNode }) {
  const html = prerenderedMainFor(window.location.pathname);
  // our own build's HTML (never user data), shown as it was
  return html ? <div className="prerendered" dangerouslySetInnerHTML={{ __html: html }} /> : fallback;
}
