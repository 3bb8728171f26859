// Build time only (.ci/lib/prerender.mjs, in this portal's standalone page): the page's part as React renders
// it on a server, for the document of its address (seo/public-routes.ts, pageDocuments). The shell's
// hydration renders the same tree inside its page boundary: this portal's route elements under a catch-all
// route. Every module the page needs is loaded by then (the page is on screen), so nothing suspends.
// Visitors never load this chunk.
import { renderToString } from 'react-dom/server';
import { type Navigator, Route, Router, Routes } from 'react-router-dom';
import PublicRoutes from './app/PublicRoutes.tsx';

export { pageDocuments } from './seo/public-routes.ts';

/**
 * The prefix of the ids React makes (useId) in the page's part: they never equal one of the chrome's. In the
 * browser React computes other ids for the same elements (from where they sit in the shell's tree) and keeps
 * the ones the HTML brought, so an attribute naming a useId id must not change after the first render (a
 * field's aria-describedby when its error appears): the forms give their fields ids of their own.
 */
export const PAGE_ID_PREFIX = 'p';

/**
 * A router fixed at one address, as a server renders with: the links' addresses are written out, and nothing
 * navigates (effects do not run in a server rendering). React Router's own `Router`, which every router is built
 * on, so the router every page shares carries no history of its own for this (a memory router's).
 */
const serverNavigator: Navigator = {
  // the router resolves every link to a path whose search and hash are written out already
  createHref: (to) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`),
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

export function renderPage(path: string): string {
  return renderToString(
    <Router location={path} navigator={serverNavigator} static>
      <Routes>
        <Route path="*" element={<PublicRoutes />} />
      </Routes>
    </Router>,
    { identifierPrefix: PAGE_ID_PREFIX },
  );
}
