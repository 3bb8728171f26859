import { lazy } from 'react';
import type { PublicRoute } from '../../lib/publicRoute.ts';

export const galleryRoutes: PublicRoute[] = [{ path: '/gallery', Page: lazy(() => import('./GalleryPage.tsx')) }];
