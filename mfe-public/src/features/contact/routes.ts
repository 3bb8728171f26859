import { lazy } from 'react';
import type { PublicRoute } from '../../lib/publicRoute.ts';

export const contactRoutes: PublicRoute[] = [{ path: '/contact', Page: lazy(() => import('./ContactPage.tsx')) }];
