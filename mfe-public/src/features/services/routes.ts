import { lazy } from 'react';
import type { PublicRoute } from '../../lib/publicRoute.ts';

export const servicesRoutes: PublicRoute[] = [
  { path: '/services', Page: lazy(() => import('./ServicesPage.tsx')) },
  { path: '/services/community-services', Page: lazy(() => import('./CommunityServicesPage.tsx')) },
  { path: '/services/sports-training-camping', Page: lazy(() => import('./SportsTrainingPage.tsx')) },
  { path: '/services/scholarships', Page: lazy(() => import('./ScholarshipsPage.tsx')) },
];
