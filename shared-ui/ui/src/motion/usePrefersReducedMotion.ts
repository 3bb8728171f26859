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
 * True while the visitor asks for reduced motion; follows changes live. The first render is the still version,
 * as a server rendering (the prerendered pages) and the hydration of it are: the page works without scripts,
 * and nothing moves before the app runs. The visitor's own setting follows at once, as a transition: starting
 * the page's motion (typewriter, ticker, slideshow) is rendered in slices that leave the main thread free, not
 * in one task straight after the page has hydrated, when a visitor's first tap should be answered.
 */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(true);
  useEffect(() => {
    const list = media();
    const follow = () => startTransition(() => setReduced(list.matches));
    follow();
    list.addEventListener('change', follow);
    return () => list.removeEventListener('change', follow);
  }, []);
  return reduced;
}
