// What the student, faculty and admin portals share: login and dashboard pages, tables and the admin API
// (a shared singleton of its own; the public site never loads it).
export * from './api/adminAuditLog.ts';
export * from './api/adminCalendar.ts';
export * from './api/adminContactInfo.ts';
export * from './api/adminEvents.ts';
export * from './api/adminInbox.ts';
export * from './api/adminFaculty.ts';
export * from './api/adminList.ts';
export * from './api/adminPersonalInfo.ts';
export * from './api/adminSignInLink.ts';
export * from './api/analytics.ts';
export * from './api/adminStudentImport.ts';
export * from './api/adminStudents.ts';
export * from './api/adminSubjects.ts';
export * from './api/documents.ts';
export * from './api/fees.ts';
export * from './api/feesOffice.ts';
export * from './api/library.ts';
export * from './api/newsletterSubscribers.ts';
export * from './api/promotion.ts';
export * from './api/records.ts';
export * from './api/studentFiles.ts';
export * from './api/teachingYear.ts';
export * from './auth/index.ts';
export * from './table/index.ts';
export { CourseHistory } from './history/CourseHistory.tsx';
export { distributionSummary, GradeDistributionChart, type GradeDistributionChartProps } from './charts/GradeDistributionChart.tsx';
