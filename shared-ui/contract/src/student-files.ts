// A student's profile photo and admission documents: uploaded by the student (or the admin), each document
// verified or rejected with a reason by the admin.
import { type Static, Type } from 'typebox';
import { dateTime, fileReply, idString, nullable, replies, type RouteSchema, strictObject } from './common.ts';
import { ADMISSION_DOCUMENT_KINDS, ADMISSION_DOCUMENT_STATUSES, STUDENT_FILE_LIMITS } from './limits.ts';

const GUARDED = [401, 403] as const;
const UPLOAD = [400, 401, 403, 404, 409, 413, 414, 415] as const;

const kindParams = Type.Object({ id: idString, kind: Type.Enum(ADMISSION_DOCUMENT_KINDS) }, { additionalProperties: false });
const studentParams = Type.Object({ id: idString }, { additionalProperties: false });

export const admissionDocumentReply = Type.Object({
  kind: Type.Enum(ADMISSION_DOCUMENT_KINDS),
  status: Type.Enum(ADMISSION_DOCUMENT_STATUSES),
  /** pdf, jpg, png or webp: what the bytes are, whatever the file was called. */
  fileType: nullable(Type.String()),
  size: nullable(Type.Integer()),
  uploadedAt: nullable(dateTime),
  reviewedAt: nullable(dateTime),
  /** Why the office rejected it; null unless rejected. */
  rejectionReason: nullable(Type.String()),
});
export type AdmissionDocument = Static<typeof admissionDocumentReply>;

export const documentReviewBody = strictObject({
  decision: Type.Union([Type.Literal('verified'), Type.Literal('rejected')]),
  reason: Type.Optional(Type.String({ maxLength: STUDENT_FILE_LIMITS.reason })),
});
export type DocumentReviewBody = Static<typeof documentReviewBody>;

export const profilePhotoReply = Type.Object({ ProfilePic: Type.String() });

export const studentFileRoutes = {
  'PUT /students/:id/photo': {
    summary: 'Upload a profile photo, field `photo`: JPEG, PNG or WebP, resized and stripped of metadata (own or admin)',
    params: studentParams,
    consumes: ['multipart/form-data'],
    response: replies({ 200: profilePhotoReply }, ...UPLOAD),
  },
  'GET /students/:id/documents': {
    summary: "The nine admission documents and each one's status (own or admin)",
    params: studentParams,
    response: replies({ 200: Type.Array(admissionDocumentReply) }, 400, ...GUARDED, 404, 414),
  },
  'PUT /students/:id/documents/:kind': {
    summary: 'Upload an admission document, field `file`: PDF, JPEG, PNG or WebP; it then waits for verification (own or admin)',
    params: kindParams,
    consumes: ['multipart/form-data'],
    response: replies({ 200: admissionDocumentReply }, ...UPLOAD),
  },
  'GET /students/:id/documents/:kind/file': {
    summary: 'The uploaded document, under a generated name (own or admin)',
    params: kindParams,
    response: replies({ 200: fileReply('The document', 'application/pdf', 'image/jpeg', 'image/png', 'image/webp') }, 400, ...GUARDED, 404, 414),
  },
  'POST /students/:id/documents/:kind/review': {
    summary: 'Verify or reject (with a reason the student sees) an uploaded document (admin)',
    params: kindParams,
    body: documentReviewBody,
    response: replies({ 200: admissionDocumentReply }, 400, ...GUARDED, 404, 409, 413, 414, 415),
  },
} satisfies Record<string, RouteSchema>;
