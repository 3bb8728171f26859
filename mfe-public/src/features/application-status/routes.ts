import { lazy } from 'react';
import type { PublicRoute } from '../../lib/publicRoute.ts';

export const applicationStatusRoutes: PublicRoute[] = [{ path: '/applications/status', Page: lazy(() => import('./ApplicationStatusPage.tsx')) }];
