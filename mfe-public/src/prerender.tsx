// Build time only, in Node (scripts/prerender.mjs): the page's part as React renders it on a server, for the
// document of each address (seo/public-routes.ts, pageDocuments), from a server build of the same components.
// The shell's hydration renders the same tree inside its page boundary: this portal's route elements under a
// catch-all route. Visitors never load this module.
import { renderAt } from '@college/platform/server-render';
import { Route, Routes } from 'react-router-dom';
import PublicRoutes from './app/PublicRoutes.tsx';

export { pageDocuments } from './seo/public-routes.ts';

/**
 * The prefix of the ids React makes (useId) in the page's part: they never equal one of the chrome's. In the
 * browser React computes other ids for the same elements (from where they sit in the shell's tree) and keeps
 * the ones the HTML brought, so an attribute naming a useId id must not change after the first render (a
 * field's aria-describedby when its error appears): the forms give their fields ids of their own.
 */
const PAGE_ID_PREFIX = 'p';

export const renderPage = (path: string, siteOrigin: string) =>
  renderAt(
    path,
    <Routes>
      <Route path="*" element={<PublicRoutes />} />
    </Routes>,
    { identifierPrefix: PAGE_ID_PREFIX, siteOrigin },
  );

/** The modules this copy of the server build has run (webpack's module cache): what its renders needed. */
export const loadedModules = (): string[] => Object.keys(require.cache);
