/** Addresses of the student dashboard's own pages (under the shell's `/student-dashboard/:id/*`). */
export const studentPaths = {
  dashboard: (studentId: number | string) => `/student-dashboard/${studentId}`,
  results: (studentId: number | string) => `/student-dashboard/${studentId}/results`,
  fees: (studentId: number | string) => `/student-dashboard/${studentId}/fees`,
  timetable: (studentId: number | string) => `/student-dashboard/${studentId}/timetable`,
  attendance: (studentId: number | string) => `/student-dashboard/${studentId}/attendance`,
  announcements: (studentId: number | string) => `/student-dashboard/${studentId}/announcements`,
  library: (studentId: number | string) => `/student-dashboard/${studentId}/library`,
  history: (studentId: number | string) => `/student-dashboard/${studentId}/history`,
  documents: (studentId: number | string) => `/student-dashboard/${studentId}/documents`,
  receipt: (studentId: number | string, paymentId: number) => `/student-dashboard/${studentId}/receipts/${paymentId}`,
};

const description = 'Your profile, subjects, timetable, attendance, results, fees, announcements and book requests.';
export const dashboardMeta = { title: 'Student Dashboard | Physiotherapy College', description, robots: 'noindex, nofollow' } as const;
export const sectionMeta = (section: string) => ({ ...dashboardMeta, title: `${section} | ${dashboardMeta.title}` });
