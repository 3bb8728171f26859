import { startTransition, useEffect, useState } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

// one query list for the page (made again only if the page's matchMedia is replaced): every moving part
// reads it, and making one is not free
let cached: { from: typeof window.matchMedia; list: MediaQueryList } | undefined;
const media = () => {
  if (cached?.from !== window.matchMedia) cached = { from: window.matchMedia, list: window.matchMedia(QUERY) };
  return cached.list;
};

/**
 * Calls `then` once the page is live: the html element has `data-app-started` (markAppStarted, set by whichever
 * copy of this library makes the page live, hence the attribute rather than a variable of this module). Returns a
 * function that cancels the wait.
 */
export function whenPageLive(then: () => void, doc: Document = document): () => void {
  const html = doc.documentElement;
  const live = () => html.hasAttribute('data-app-started');
  if (live()) {
    then();
    return () => {};
  }
  const observer = new MutationObserver(() => {
    if (!live()) return;
    observer.disconnect();
    then();
  });
  observer.observe(html, { attributes: true, attributeFilter: ['data-app-started'] });
  return () => observer.disconnect();
}

/**
 * True while the visitor asks for reduced motion; follows changes live. The first render is the still version,
 * as a server rendering (the prerendered pages) and the hydration of it are: the page works without scripts,
 * and nothing moves before the app runs. It stays still until the page is live: on a slow phone each step of a
 * typewriter is a render and a frame, and before the page answers its first tap, the CPU is the page's (a
 * prerendered page's part hydrates after the chrome, whose top bar types). The visitor's own setting follows
 * then, as a transition: starting the page's motion (typewriter, slideshow) is rendered in slices that leave the
 * main thread free, not in one task, when a visitor's first tap should be answered.
 */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(true);
  useEffect(() => {
    const list = media();
    const follow = () => startTransition(() => setReduced(list.matches));
    const cancel = whenPageLive(() => {
      follow();
      list.addEventListener('change', follow);
    });
    return () => {
      cancel();
      list.removeEventListener('change', follow);
    };
  }, []);
  return reduced;
}
