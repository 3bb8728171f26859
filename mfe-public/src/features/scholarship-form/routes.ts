import { lazy } from 'react';
import type { PublicRoute } from '../../lib/publicRoute.ts';

export const scholarshipFormRoutes: PublicRoute[] = [{ path: '/scholarships-form', Page: lazy(() => import('./ScholarshipFormPage.tsx')) }];
