// Build time only, in Node: a page's server rendering with react-dom/server, as each release's
// scripts/prerender.mjs makes its part of the public pages (docs/decisions/0008-how-a-page-starts.md).
// Visitors never load this module.
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { type Navigator, Router } from 'react-router-dom';
import { type PageHead, PageHeadContext, SiteOriginContext } from '@college/shared-ui/page-head';

export type { PageHead };

/**
 * A router fixed at one address, as a server renders with: the links' addresses are written out, and nothing
 * navigates (effects do not run in a server rendering).
 */
const serverNavigator: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`),
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

export interface RenderOptions {
  /** The prefix of the ids React makes (useId). */
  identifierPrefix?: string;
  /** What the page writes for the site's origin (useSiteOrigin). */
  siteOrigin?: string;
}

/**
 * `tree` rendered at `path` once every lazy module it needs is in (React's static prerender waits for them), with
 * what its pages said of the head. Data sections stay in their loading state: nothing answers their requests.
 */
export async function renderAt(path: string, tree: ReactNode, { identifierPrefix, siteOrigin }: RenderOptions = {}): Promise<{ html: string; head: PageHead }> {
  const head: PageHead = {};
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <SiteOriginContext value={siteOrigin}>
      <PageHeadContext value={head}>
        <Router location={path} navigator={serverNavigator} static>
          {tree}
        </Router>
      </PageHeadContext>
    </SiteOriginContext>,
    { ...(identifierPrefix === undefined ? {} : { identifierPrefix }), onError: (error) => void errors.push(error) },
  );
  // a component that fails on the server would leave its part to the browser: the build says which
  if (errors.length) throw new AggregateError(errors, `${path}: ${errors.map(String).join('; ')}`);
  return { html: await new Response(prelude).text(), head };
}
