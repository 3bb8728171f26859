import { lazy } from 'react';
import type { PublicRoute } from '../../lib/publicRoute.ts';

export const webinarRoutes: PublicRoute[] = [{ path: '/webinar', Page: lazy(() => import('./WebinarPage.tsx')) }];
