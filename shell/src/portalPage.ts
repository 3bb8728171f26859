// The shell's second entry, named only by the HTML of pages that are not prerendered (a portal's login page or
// work screen; the prerender removes it from the public pages): hints for the portal's first files go out at
// once, while the shell's own scripts still download. It has a runtime of its own and shares nothing with them.
import { preloadPortalRoute } from './federation/preloadPortalRoute.ts';

void preloadPortalRoute(window.location.pathname);
