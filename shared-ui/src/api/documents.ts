// A student's marksheets and transcript: PDFs made by the API (plain links: the browser saves them).
import { apiBase } from '@college/shared-ui/state';

export const marksheetUrl = (studentId: number, academicYear: string) =>
  `${apiBase()}/students/${encodeURIComponent(studentId)}/marksheets/${encodeURIComponent(academicYear)}`;
export const transcriptUrl = (studentId: number) => `${apiBase()}/students/${encodeURIComponent(studentId)}/transcript`;
