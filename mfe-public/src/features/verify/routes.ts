import { lazy } from 'react';
import type { PublicRoute } from '../../lib/publicRoute.ts';

export const verifyRoutes: PublicRoute[] = [{ path: '/verify', Page: lazy(() => import('./VerifyPage.tsx')) }];
