// Every public page, in the order the router tries them: what PublicRoutes mounts and what the release's page
// documents must cover (seo/page-documents.test.ts). A module apart from the exposed one, whose exports every
// visitor downloads.
import { aboutRoutes } from '../features/about/routes.ts';
import { admissionsRoutes } from '../features/admissions/routes.ts';
import { applicationStatusRoutes } from '../features/application-status/routes.ts';
import { contactRoutes } from '../features/contact/routes.ts';
import { coursesRoutes } from '../features/courses/routes.ts';
import { digitalLibraryRoutes } from '../features/digital-library/routes.ts';
import { examsRoutes } from '../features/exams/routes.ts';
import { facilitiesRoutes } from '../features/facilities/routes.ts';
import { facultyCalendarRoutes } from '../features/faculty-calendar/routes.ts';
import { galleryRoutes } from '../features/gallery/routes.ts';
import { homeRoutes } from '../features/home/routes.ts';
import { legalRoutes } from '../features/legal/routes.ts';
import { newsletterRoutes } from '../features/newsletter/routes.ts';
import { researchRoutes } from '../features/research/routes.ts';
import { resourcesRoutes } from '../features/resources/routes.ts';
import { scholarshipFormRoutes } from '../features/scholarship-form/routes.ts';
import { servicesRoutes } from '../features/services/routes.ts';
import { underDevelopmentRoutes } from '../features/under-development/routes.ts';
import { verifyRoutes } from '../features/verify/routes.ts';
import { webinarRoutes } from '../features/webinar/routes.ts';
import type { PublicRoute } from '../lib/publicRoute.ts';

/** Every public page; each feature defines its own routes next to its pages. */
export const publicPages: PublicRoute[] = [
  ...homeRoutes,
  ...aboutRoutes,
  ...servicesRoutes,
  ...coursesRoutes,
  ...admissionsRoutes,
  ...facilitiesRoutes,
  ...contactRoutes,
  ...underDevelopmentRoutes,
  ...webinarRoutes,
  ...facultyCalendarRoutes,
  ...examsRoutes,
  ...resourcesRoutes,
  ...galleryRoutes,
  ...digitalLibraryRoutes,
  ...researchRoutes,
  ...scholarshipFormRoutes,
  ...applicationStatusRoutes,
  ...verifyRoutes,
  ...legalRoutes,
  ...newsletterRoutes,
];
