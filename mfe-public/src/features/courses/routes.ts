import { lazy } from 'react';
import type { PublicRoute } from '../../lib/publicRoute.ts';

export const coursesRoutes: PublicRoute[] = [
  { path: '/courses', Page: lazy(() => import('./CoursesPage.tsx')) },
  { path: '/service-details/*', Page: lazy(() => import('./CourseDetailPage.tsx')) },
];
