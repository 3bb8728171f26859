import { lazy } from 'react';
import type { PublicRoute } from '../../lib/publicRoute.ts';

export const digitalLibraryRoutes: PublicRoute[] = [{ path: '/services/digital-library', Page: lazy(() => import('./DigitalLibraryPage.tsx')) }];
