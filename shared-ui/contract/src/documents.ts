// Marksheets and transcripts: PDFs of published results, each with a code anyone can check on /verify.
import { type Static, Type } from 'typebox';
import { academicYear, dateTime, fileReply, idString, nullable, replies, type RouteSchema, year } from './common.ts';

const GUARDED = [401, 403] as const;

export const DOCUMENT_KINDS = ['marksheet', 'transcript', 'hall_ticket'] as const;
/** Verifications an address may ask for in one window of the submissions' limit. */
export const VERIFY_LIMIT = 20;

/** What a document states, kept as it was issued: a later change of results issues a new code. */
export const documentStatement = Type.Object({
  student: Type.Object({ name: Type.String(), enrollmentNumber: nullable(Type.String()) }),
  years: Type.Array(
    Type.Object({
      academicYear: Type.String(),
      yearOfStudy: year,
      subjects: Type.Array(
        Type.Object({
          code: Type.String(),
          name: Type.String(),
          percentage: Type.Number(),
          grade: Type.String(),
          gradePoint: Type.Number(),
          passed: Type.Boolean(),
        }),
      ),
      sgpa: nullable(Type.Number()),
    }),
  ),
  cgpa: nullable(Type.Number()),
  /** A hall ticket's: the year it admits to and its papers (its `years` are empty, its `cgpa` null). */
  hallTicket: Type.Optional(
    Type.Object({
      yearOfStudy: year,
      papers: Type.Array(Type.Object({ examCode: Type.String(), subject: Type.String(), date: Type.String(), time: Type.String(), venue: Type.String() })),
    }),
  ),
});
export type DocumentStatement = Static<typeof documentStatement>;

export const verificationReply = Type.Object({
  code: Type.String(),
  kind: Type.Enum(DOCUMENT_KINDS),
  title: Type.String(),
  issuedAt: dateTime,
  college: Type.String(),
  statement: documentStatement,
});
export type VerificationReply = Static<typeof verificationReply>;

const pdf = fileReply('The document as PDF', 'application/pdf');

export const documentRoutes = {
  'GET /students/:id/marksheets/:academicYear': {
    params: Type.Object({ id: idString, academicYear }, { additionalProperties: false }),
    response: replies({ 200: pdf }, 400, ...GUARDED, 404, 414),
  },
  'GET /students/:id/transcript': {
    params: Type.Object({ id: idString }, { additionalProperties: false }),
    response: replies({ 200: pdf }, 400, ...GUARDED, 404, 414),
  },
  'GET /verify/:code': {
    params: Type.Object({ code: Type.String({ maxLength: 40 }) }, { additionalProperties: false }),
    response: replies({ 200: verificationReply }, 400, 404, 414),
  },
} satisfies Record<string, RouteSchema>;
