// A student's marksheets, transcript and hall ticket: PDFs made by the API (plain links: the browser saves them).
import { apiBase, call } from '@college/shared-ui/state';

export const marksheetUrl = (studentId: number, academicYear: string) =>
  `${apiBase()}/students/${encodeURIComponent(studentId)}/marksheets/${encodeURIComponent(academicYear)}`;
export const transcriptUrl = (studentId: number) => `${apiBase()}/students/${encodeURIComponent(studentId)}/transcript`;
export const hallTicketUrl = (studentId: number, sessionId: number) =>
  `${apiBase()}/students/${encodeURIComponent(studentId)}/hall-ticket?session=${encodeURIComponent(sessionId)}`;
/** Whether the student may download a hall ticket now, and every reason why not. */
export const getHallTicketEligibility = (studentId: number) => call('GET /students/:id/hall-ticket/eligibility', { params: { id: studentId } });
