import { lazy } from 'react';
import type { PublicRoute } from '../../lib/publicRoute.ts';

export const homeRoutes: PublicRoute[] = [{ path: '/', Page: lazy(() => import('./HomePage.tsx')) }];
