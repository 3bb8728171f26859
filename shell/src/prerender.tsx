// Build time only (.ci/lib/prerender.mjs): the shell's chrome as React renders it on a server, in every state
// the address changes (which navigation bar, which entry is current), with the page's part left as a slot.
// Each public page is composed from one of these and the public portal's document for the address
// (src/server/composition.ts); visitors' browsers hydrate the result (bootstrap.tsx). Visitors never load this chunk.
import { PAGE_SLOT } from '@college/shared-ui/composition';
import { mainNavigation, variantNavigation, variantNavigationRoutes } from '@college/shared-ui/content';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { PageSlot } from './federation/PortalRoute.tsx';

/** The chrome of `/` alone, and of every address no navigation entry or variant covers (rendered at an address nothing covers). */
const HOME = { state: '_home', path: '/' };
const OTHER = { state: '_other', path: '/_' };

/**
 * The addresses where the chrome may change: every navigation entry (current on its address and below it) and
 * every route of the variant bar (it and below it). Below such an address the chrome is the same as on it, so
 * an address takes the chrome of the longest of these it starts with (src/server/composition.ts).
 */
export function chromeStates(): { state: string; path: string }[] {
  const paths = new Set([...mainNavigation, ...variantNavigation].map((entry) => entry.path).concat(variantNavigationRoutes));
  paths.delete('/');
  return [HOME, OTHER, ...[...paths].sort().map((path) => ({ state: path, path }))];
}

/** The chrome in each state: `tree` (the app as bootstrap.tsx hydrates it) rendered at the state's address. */
export function renderChrome(tree: ReactNode): { state: string; html: string }[] {
  const here = `${location.pathname}${location.search}`;
  try {
    return chromeStates().map(({ state, path }) => {
      // the router reads the address from the location, as it does in a visitor's browser
      history.replaceState(history.state, '', path);
      return { state, html: renderToString(<PageSlot value={PAGE_SLOT}>{tree}</PageSlot>) };
    });
  } finally {
    history.replaceState(history.state, '', here);
  }
}
