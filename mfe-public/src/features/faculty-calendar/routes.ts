import { lazy } from 'react';
import type { PublicRoute } from '../../lib/publicRoute.ts';

export const facultyCalendarRoutes: PublicRoute[] = [{ path: '/faculty-and-calendar', Page: lazy(() => import('./FacultyCalendarPage.tsx')) }];
