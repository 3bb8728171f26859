/** Addresses of the faculty dashboard's own pages (under the shell's `/faculty-dashboard/:id/*`). */
export const facultyPaths = {
  dashboard: (facultyId: number | string) => `/faculty-dashboard/${facultyId}`,
  subject: (facultyId: number | string, subjectId: number) => `/faculty-dashboard/${facultyId}/subjects/${subjectId}`,
  marks: (facultyId: number | string, subjectId: number, assessmentId: number) =>
    `/faculty-dashboard/${facultyId}/subjects/${subjectId}/assessments/${assessmentId}`,
  attendance: (facultyId: number | string, periodId: number, date: string) => `/faculty-dashboard/${facultyId}/attendance/${periodId}/${date}`,
};
