import { lazy } from 'react';
import type { PublicRoute } from '../../lib/publicRoute.ts';

export const examsRoutes: PublicRoute[] = [{ path: '/exams/*', Page: lazy(() => import('./ExamsPage.tsx')) }];
