import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { announcementRoutes } from './announcements/routes.ts';
import { accountRoutes } from './accounts/routes.ts';
import { analyticsRoutes } from './analytics/routes.ts';
import { academicCalendarRoutes } from './academic-calendar/routes.ts';
import { assessmentRoutes } from './assessments/routes.ts';
import { attendanceRoutes } from './attendance/routes.ts';
import { auditLogRoutes } from './audit-log/routes.ts';
import { libraryRoutes } from './library/routes.ts';
import { newsletterRoutes } from './newsletter/routes.ts';
import { newsletterSubscriberRoutes } from './newsletter/subscriber-routes.ts';
import { authRoutes } from './auth/routes.ts';
import { contactInfoRoutes } from './contact-info/routes.ts';
import { documentRoutes } from './documents/routes.ts';
import { eventRoutes } from './events/routes.ts';
import { examRoutes } from './exams/routes.ts';
import { facultyRoutes } from './faculty/routes.ts';
import { feeOfficeRoutes } from './fees/office-routes.ts';
import { feeRoutes } from './fees/routes.ts';
import { hallTicketRoutes } from './hall-tickets/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { personalInfoRoutes } from './personal-info/routes.ts';
import { promotionRoutes } from './promotion/routes.ts';
import { publicFacultyRoutes } from './public-faculty/routes.ts';
import { resultRoutes } from './results/routes.ts';
import { settingsRoutes } from './settings/routes.ts';
import { studentFileRoutes } from './student-files/routes.ts';
import { studentRoutes } from './students/routes.ts';
import { subjectRoutes } from './subjects/routes.ts';
import { inboxRoutes } from './submissions/inbox-routes.ts';
import { submissionPublicRoutes } from './submissions/public-routes.ts';
import { teachingRoutes } from './teaching/routes.ts';
import { timetableRoutes } from './timetable/routes.ts';
import { uploadRoutes } from './uploads/routes.ts';
import { userRoutes } from './users/routes.ts';

/** Every feature's routes, mounted under /api. */
export const apiRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const routes of [
    healthRoutes,
    authRoutes,
    accountRoutes,
    userRoutes,
    studentRoutes,
    studentFileRoutes,
    facultyRoutes,
    subjectRoutes,
    eventRoutes,
    academicCalendarRoutes,
    personalInfoRoutes,
    contactInfoRoutes,
    publicFacultyRoutes,
    auditLogRoutes,
    uploadRoutes,
    feeRoutes,
    feeOfficeRoutes,
    documentRoutes,
    hallTicketRoutes,
    submissionPublicRoutes,
    inboxRoutes,
    teachingRoutes,
    assessmentRoutes,
    resultRoutes,
    examRoutes,
    settingsRoutes,
    timetableRoutes,
    attendanceRoutes,
    announcementRoutes,
    libraryRoutes,
    newsletterRoutes,
    newsletterSubscriberRoutes,
    analyticsRoutes,
    promotionRoutes,
  ]) {
    await app.register(routes);
  }
};
