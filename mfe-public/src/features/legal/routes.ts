import { lazy } from 'react';
import type { PublicRoute } from '../../lib/publicRoute.ts';

export const legalRoutes: PublicRoute[] = [
  { path: '/privacy-policy', Page: lazy(() => import('./PrivacyPolicyPage.tsx')) },
  { path: '/terms-and-conditions', Page: lazy(() => import('./TermsAndConditionsPage.tsx')) },
];
