// The states of the shell's chrome that the build prerenders (prerender.tsx, in Node): the chrome
// depends on the address only through its navigation (which bar, which entry is current).
import { mainNavigation, variantNavigation, variantNavigationRoutes } from '@college/shared-ui/content';
import { PORTALS } from '@college/topology';

export interface ChromeState {
  /** Its name (`/about`, or `_home` and `_other`): the folder of the shell's build it is kept in (@college/platform/composition). */
  state: string;
  /** The address it is rendered at. */
  path: string;
}

/** The chrome of `/` alone, and of every address no navigation entry or variant covers (rendered at an address nothing covers). */
const HOME: ChromeState = { state: '_home', path: '/' };
const OTHER: ChromeState = { state: '_other', path: '/_' };

/**
 * The addresses where the chrome may change: every navigation entry (current on its address and below it) and
 * every route of the variant bar (it and below it). Below such an address the chrome is the same as on it, so
 * an address takes the chrome of the longest of these it starts with (@college/platform/composition). And a
 * portal's prerendered pages (its login), whose chrome is a work screen's: no public widgets.
 */
export function chromeStates(): ChromeState[] {
  const portalPages = PORTALS.flatMap((portal) => portal.routes.filter((route) => route.prerendered).map((route) => route.path));
  const paths = new Set([...mainNavigation, ...variantNavigation].map((entry) => entry.path).concat(variantNavigationRoutes, portalPages));
  paths.delete('/');
  return [HOME, OTHER, ...[...paths].sort().map((path) => ({ state: path, path }))];
}
