import { lazy } from 'react';
import type { PublicRoute } from '../../lib/publicRoute.ts';

const AdmissionsPage = lazy(() => import('./AdmissionsPage.tsx'));

/** /admissions and its side-menu pages (one page component). */
export const admissionsRoutes: PublicRoute[] = [
  { path: '/admissions', Page: AdmissionsPage },
  { path: '/admissions/*', Page: AdmissionsPage },
];
