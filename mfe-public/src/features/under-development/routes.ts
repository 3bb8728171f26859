import { lazy } from 'react';
import type { PublicRoute } from '../../lib/publicRoute.ts';
import { UNDER_DEVELOPMENT_PATH } from '../../lib/links.ts';

export const underDevelopmentRoutes: PublicRoute[] = [{ path: UNDER_DEVELOPMENT_PATH, Page: lazy(() => import('./UnderDevelopmentPage.tsx')) }];
