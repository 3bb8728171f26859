// Kept on its own: a portal page's first script sends the dashboard's call before the app runs (./sendEarly.ts).

/** Everything the student dashboard shows, in one call. */
export const STUDENT_DASHBOARD_INCLUDE = 'personalInfo,contactInfo,fees,results.subject,gradeInfo.subject';
