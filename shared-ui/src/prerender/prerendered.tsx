// A public page prerendered at build time is already on screen when the shell starts, and React replaces
// the #root content at its first commit. So the page is held: until the page itself can render, every
// loading state on the way (the shell waiting for the public portal, the portal waiting for the page's
// chunk) suspends instead of showing its fallback. The app's first render is a transition, and a transition
// that suspends with no fallback left to show commits nothing: the prerendered page stays on screen as it
// is, and is replaced once, by the page itself (one layout of the document, not one per loading step).
// A failed load still ends the hold: the portal's error boundary commits its message. shared-ui is a shared
// singleton, so the shell and the portal see the same hold.
import { type ReactNode, use } from 'react';

let heldPath: string | null = null;
const untilRendered: Promise<never> = new Promise(() => {});

/** Call once, before the first render: holds the prerendered page, if the document is one. */
export function holdPrerenderedPage(doc: Document = document): void {
  heldPath = doc.documentElement.hasAttribute('data-prerendered') ? doc.location.pathname : null;
}

/** Call at the app's first commit: from then on loading states are the ordinary ones. */
export function releasePrerenderedPage(): void {
  heldPath = null;
}

/** A Suspense fallback: suspends while the prerendered page is held (see above), else `fallback`. */
export function PrerenderedOr({ fallback }: { fallback: ReactNode }) {
  if (heldPath !== null && heldPath === window.location.pathname) use(untilRendered);
  return fallback;
}
