// Build time only (.ci/lib/prerender.mjs): the page's HTML as React renders it on a server, from the live
// app in the prerender's browser, so that visitors' browsers hydrate it (bootstrap.tsx). Every module the
// page needs is loaded by then, so nothing suspends; data sections render their loading state, as they
// will at hydration. Visitors never load this chunk.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';

export function renderPage(tree: ReactNode): string {
  return renderToString(tree);
}
