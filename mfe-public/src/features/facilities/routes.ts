import { lazy } from 'react';
import type { PublicRoute } from '../../lib/publicRoute.ts';

export const facilitiesRoutes: PublicRoute[] = [{ path: '/facilities', Page: lazy(() => import('./FacilitiesPage.tsx')) }];
