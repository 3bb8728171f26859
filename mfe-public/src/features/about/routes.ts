import { lazy } from 'react';
import { type PublicRoute, redirectTo } from '../../lib/publicRoute.ts';
import { aboutPath, aboutSlugs, legacyAboutRedirects } from './aboutSlugs.ts';

const AboutPage = lazy(() => import('./AboutPage.tsx'));

/** /about and its sub-pages (one page component), and the old addresses that now redirect. */
export const aboutRoutes: PublicRoute[] = [
  ...aboutSlugs.map((slug) => ({ path: aboutPath(slug), Page: AboutPage })),
  ...legacyAboutRedirects.map(({ from, to }) => ({ path: from, Page: redirectTo(to) })),
];
