// Build time only (.ci/lib/prerender.mjs): the shell's chrome as React renders it on a server, from the live app
// in the prerender's browser, at the address of each of its states (chromeStates.ts), with the page's part left
// as a slot (federation/PortalRoute.tsx renders the marker the prerender sets). Each public page is composed
// from one of these and the public portal's document for the address (@college/shared-ui/composition);
// visitors' browsers hydrate the result (bootstrap.tsx). Visitors never run this; its module is a few bytes
// (the loop over the states is the prerender's own).
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';

export function renderPage(tree: ReactNode): string {
  return renderToString(tree);
}
