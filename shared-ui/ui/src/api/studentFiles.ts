// A student's profile photo and admission documents: the student uploads, the admin verifies or rejects.
import type { AdmissionDocument, AdmissionDocumentKind, AdmissionDocumentStatus, DocumentReviewBody } from '@college/contract';
import { ADMISSION_DOCUMENT_KINDS, STUDENT_FILE_LIMITS } from '@college/contract/limits';
import { admissions } from '../content/admissions.ts';
import { apiBase, call } from '@college/shared-ui/state';

export type { AdmissionDocument, AdmissionDocumentKind, AdmissionDocumentStatus };
export { STUDENT_FILE_LIMITS };

/** What the file pickers offer; the API checks the bytes whatever the picker let through. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';
export const DOCUMENT_ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp';

/** The admissions page's name of each document (the kinds follow its list's order). */
export const admissionDocumentLabel = (kind: AdmissionDocumentKind): string => admissions.documents[ADMISSION_DOCUMENT_KINDS.indexOf(kind)] ?? kind;

const STATUS_LABELS: Record<AdmissionDocumentStatus, string> = {
  missing: 'Not uploaded',
  waiting: 'Waiting for verification',
  verified: 'Verified',
  rejected: 'Rejected',
};
export const admissionDocumentStatusLabel = (status: AdmissionDocumentStatus) => STATUS_LABELS[status];

/** The size check the API makes, said before the upload starts; null when the file fits. */
export function fileTooLarge(file: File, maxBytes: number, what: string): string | null {
  return file.size > maxBytes ? `${what} must be ${maxBytes / (1024 * 1024)} MB or smaller` : null;
}

const formWith = (field: string, file: File) => {
  const data = new FormData();
  data.append(field, file, file.name);
  return data;
};

export const uploadProfilePhoto = (studentId: number, file: File) =>
  call('PUT /students/:id/photo', { params: { id: studentId }, body: formWith('photo', file) });
export const getAdmissionDocuments = (studentId: number) => call('GET /students/:id/documents', { params: { id: studentId } });
export const uploadAdmissionDocument = (studentId: number, kind: AdmissionDocumentKind, file: File) =>
  call('PUT /students/:id/documents/:kind', { params: { id: studentId, kind }, body: formWith('file', file) });
export const reviewAdmissionDocument = (studentId: number, kind: AdmissionDocumentKind, body: DocumentReviewBody) =>
  call('POST /students/:id/documents/:kind/review', { params: { id: studentId, kind }, body });
/** A plain link: the browser saves the file under the name the API gives it. */
export const admissionDocumentUrl = (studentId: number, kind: AdmissionDocumentKind) =>
  `${apiBase()}/students/${encodeURIComponent(studentId)}/documents/${encodeURIComponent(kind)}/file`;
