import { lazy } from 'react';
import type { PublicRoute } from './types.ts';

/** Home, about, services, courses, admissions, facilities, contact and friends (issue 4). */
export const part1Routes: PublicRoute[] = [{ path: '/', Page: lazy(() => import('../../features/home/HomePage.tsx')) }];
