import '@college/shared-ui/tokens.css';
import { lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';

// Loaded as the shell loads it (its own chunk, the same one the federation exposes), so the route modules
// are concatenated into that one chunk instead of being kept apart for two.
const PublicRoutes = lazy(() => import('./app/PublicRoutes.tsx'));

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <Routes>
      <Route path="*" element={<PublicRoutes />} />
    </Routes>
  </BrowserRouter>,
);

// The release build's prerender renders each page's document here, from this build alone (.ci/lib/prerender.mjs).
type Prerender = typeof import('./prerender.tsx');
const prerendering = globalThis as typeof globalThis & {
  __collegePrerender?: boolean;
  __collegePageDocuments?: () => Promise<Prerender['pageDocuments']>;
  __collegeRenderPage?: (path: string) => Promise<string>;
};
if (prerendering.__collegePrerender) {
  const prerender = () => import(/* webpackChunkName: "prerender" */ './prerender.tsx');
  prerendering.__collegePageDocuments = async () => (await prerender()).pageDocuments;
  prerendering.__collegeRenderPage = async (path) => (await prerender()).renderPage(path);
}
