import { NEWSLETTER_PAGE } from '@college/contract/limits';
import { lazy } from 'react';
import type { PublicRoute } from '../../lib/publicRoute.ts';

export const newsletterRoutes: PublicRoute[] = [{ path: NEWSLETTER_PAGE, Page: lazy(() => import('./NewsletterPage.tsx')) }];
