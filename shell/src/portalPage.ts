// The shell's second entry, named only by the HTML of pages that are not prerendered (a portal's login page or
// work screen; the prerender removes it from the public pages): hints for the portal's first files go out at
// once, while the shell's own scripts still download; so does the question every portal page asks first (who is
// signed in), whose answer the app's session query takes as its own, as the app takes the reads that found the
// portal's files (the HTML names this script before main.js: it runs first). It has a runtime of its own and shares
// nothing with them.
import { sendPortalPageReads } from '@college/shared-ui/early';
import { portalRouteAt, preloadPortalRoute } from './federation/preloadPortalRoute.ts';

if (portalRouteAt(window.location.pathname)) sendPortalPageReads(window.location.pathname);
preloadPortalRoute(window.location.pathname);
