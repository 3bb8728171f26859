import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

// one query list for the page (made again only if the page's matchMedia is replaced): every render of every
// moving part reads it, and making one is not free
let cached: { from: typeof window.matchMedia; list: MediaQueryList } | undefined;
const media = () => {
  if (cached?.from !== window.matchMedia) cached = { from: window.matchMedia, list: window.matchMedia(QUERY) };
  return cached.list;
};

function subscribe(onChange: () => void) {
  const list = media();
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/**
 * True while the visitor asks for reduced motion; follows changes live. A server rendering (the prerendered
 * pages) and the hydration of it take the still version: the page works without scripts, and nothing moves
 * before the app runs.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media().matches,
    () => true,
  );
}
