import { lazy } from 'react';
import type { PublicRoute } from '../../lib/publicRoute.ts';

/** The landing page of each study resource the exams page links to. */
export const resourcesRoutes: PublicRoute[] = [{ path: '/resources/*', Page: lazy(() => import('./ResourcePage.tsx')) }];
