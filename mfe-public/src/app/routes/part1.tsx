import { lazy } from 'react';
import { Navigate } from 'react-router-dom';
import { aboutPath, aboutSlugs, legacyAboutRedirects } from '../../content/part1/aboutSlugs.ts';
import type { PublicRoute } from './types.ts';

const HomePage = lazy(() => import('../../features/home/HomePage.tsx'));
const AboutPage = lazy(() => import('../../features/about/AboutPage.tsx'));
const AdmissionsPage = lazy(() => import('../../features/admissions/AdmissionsPage.tsx'));

/** A route element that only redirects (no chunk of its own). */
const redirectTo = (to: string) => lazy(async () => ({ default: () => <Navigate to={to} replace /> }));

/** Home, about, services, courses, admissions, facilities, contact and friends. */
export const part1Routes: PublicRoute[] = [
  { path: '/', Page: HomePage },
  ...aboutSlugs.map((slug) => ({ path: aboutPath(slug), Page: AboutPage })),
  ...legacyAboutRedirects.map(({ from, to }) => ({ path: from, Page: redirectTo(to) })),
  { path: '/services', Page: lazy(() => import('../../features/services/ServicesPage.tsx')) },
  { path: '/services/community-services', Page: lazy(() => import('../../features/services/CommunityServicesPage.tsx')) },
  { path: '/services/sports-training-camping', Page: lazy(() => import('../../features/services/SportsTrainingPage.tsx')) },
  { path: '/services/scholarships', Page: lazy(() => import('../../features/services/ScholarshipsPage.tsx')) },
  { path: '/courses', Page: lazy(() => import('../../features/courses/CoursesPage.tsx')) },
  { path: '/service-details/:id', Page: lazy(() => import('../../features/courses/CourseDetailPage.tsx')) },
  { path: '/admissions', Page: AdmissionsPage },
  { path: '/admissions/*', Page: AdmissionsPage },
  { path: '/facilities', Page: lazy(() => import('../../features/facilities/FacilitiesPage.tsx')) },
  { path: '/contact', Page: lazy(() => import('../../features/contact/ContactPage.tsx')) },
  { path: '/under-developments-or-maintenance', Page: lazy(() => import('../../features/under-development/UnderDevelopmentPage.tsx')) },
  { path: '/webinar', Page: lazy(() => import('../../features/webinar/WebinarPage.tsx')) },
  { path: '/faculty-and-calendar', Page: lazy(() => import('../../features/faculty-calendar/FacultyCalendarPage.tsx')) },
];
