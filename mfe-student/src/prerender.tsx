// Build time only, in Node (scripts/prerender.mjs): the portal's prerendered pages as React renders them on a
// server, from a server build of the same components. The shell hydrates the same element inside its page
// boundary. Visitors never load this module.
import { renderAt } from '@college/platform/server-render';
import type { ComponentType } from 'react';
import LoginRoute from './app/LoginRoute.tsx';

/** The exposed route modules the topology marks `prerendered`, by name. */
const MODULES: Record<string, ComponentType> = { LoginRoute };

/** The prefix of the ids React makes (useId) in the page's part: they never equal one of the chrome's. */
const PAGE_ID_PREFIX = 'p';

export function renderPage(module: string, path: string, siteOrigin: string) {
  const Page = MODULES[module];
  if (!Page) throw new Error(`${module} is not a prerendered module of this portal`);
  return renderAt(path, <Page />, { identifierPrefix: PAGE_ID_PREFIX, siteOrigin });
}
