import { lazy } from 'react';
import type { PublicRoute } from './types.ts';

/** Exams, gallery, digital library, research, scholarships form, legal pages. */
export const part2Routes: PublicRoute[] = [
  { path: '/exams/:tab?', Page: lazy(() => import('../../features/exams/ExamsPage.tsx')) },
  { path: '/resources/*', Page: lazy(() => import('../../features/resources/ResourcePage.tsx')) },
  { path: '/gallery', Page: lazy(() => import('../../features/gallery/GalleryPage.tsx')) },
  { path: '/services/digital-library', Page: lazy(() => import('../../features/digital-library/DigitalLibraryPage.tsx')) },
  { path: '/services/research-laboratory', Page: lazy(() => import('../../features/research/ResearchPage.tsx')) },
  { path: '/scholarships-form', Page: lazy(() => import('../../features/scholarship-form/ScholarshipFormPage.tsx')) },
  { path: '/applications/status', Page: lazy(() => import('../../features/application-status/ApplicationStatusPage.tsx')) },
  { path: '/privacy-policy', Page: lazy(() => import('../../features/legal/PrivacyPolicyPage.tsx')) },
  { path: '/terms-and-conditions', Page: lazy(() => import('../../features/legal/TermsAndConditionsPage.tsx')) },
];
