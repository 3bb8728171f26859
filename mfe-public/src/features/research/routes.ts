import { lazy } from 'react';
import type { PublicRoute } from '../../lib/publicRoute.ts';

export const researchRoutes: PublicRoute[] = [{ path: '/services/research-laboratory', Page: lazy(() => import('./ResearchPage.tsx')) }];
