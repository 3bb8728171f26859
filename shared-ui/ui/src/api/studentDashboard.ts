/** Everything the student dashboard shows, in one call. */
export const STUDENT_DASHBOARD_INCLUDE = 'personalInfo,contactInfo,fees,results.subject,gradeInfo.subject';

/** Where an uploaded picture is, under the API's base: the uploads path plus the ProfilePic value (SPEC section 7). */
export const uploadsPath = (file: string) => `/uploads/${encodeURIComponent(file)}`;
