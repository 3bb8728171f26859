// Build time only (.ci/lib/prerender.mjs, in this portal's standalone page): the page's part as React renders
// it on a server, for the document of its address (seo/public-routes.ts, pageDocuments). The shell's
// hydration renders the same tree inside its page boundary: this portal's route elements under a catch-all
// route. Every module the page needs is loaded by then (the page is on screen), so nothing suspends.
// Visitors never load this chunk.
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import PublicRoutes from './app/PublicRoutes.tsx';

export { pageDocuments } from './seo/public-routes.ts';

/**
 * The prefix of the ids React makes (useId) in the page's part: they never equal one of the chrome's. In the
 * browser React computes other ids for the same elements (from where they sit in the shell's tree) and keeps
 * the ones the HTML brought, so an attribute naming a useId id must not change after the first render (a
 * field's aria-describedby when its error appears): the forms give their fields ids of their own.
 */
export const PAGE_ID_PREFIX = 'p';

export function renderPage(path: string): string {
  return renderToString(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<PublicRoutes />} />
      </Routes>
    </MemoryRouter>,
    { identifierPrefix: PAGE_ID_PREFIX },
  );
}
