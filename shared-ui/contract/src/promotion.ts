// Academic years and promotion: the year-end preview, the run that moves students up or graduates them,
// and a student's history year by year.
import { type Static, Type } from 'typebox';
import { academicYear, idParams, nullable, replies, type RouteSchema, strictObject, year } from './common.ts';
import { STUDENT_STATUSES } from './limits.ts';
import { subjectRef } from './records.ts';

/** What became of a student at the end of an academic year. */
export const YEAR_OUTCOMES = ['promoted', 'held-back', 'graduated'] as const;
export type YearOutcome = (typeof YEAR_OUTCOMES)[number];
/** The admin's choice for one student: move up (a final-year student graduates) or stay in the year. */
export const PROMOTION_DECISIONS = ['promote', 'hold-back'] as const;
export type PromotionDecision = (typeof PROMOTION_DECISIONS)[number];

const GUARDED = [401, 403] as const;
const recordId = Type.Integer({ minimum: 1, maximum: 999_999_999 });
const percent = nullable(Type.Number());

export const promotionCandidate = Type.Object({
  id: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  enrollmentNumber: Type.String(),
  year,
  /** What the college's rules propose: hold back with a failed subject or an uncondoned shortage. */
  proposal: Type.Enum(PROMOTION_DECISIONS),
  /** What promoting means for this student: the next year of study, or graduation after the final one. */
  movesTo: nullable(year),
  failedSubjects: Type.Array(Type.Object({ subject: subjectRef, percentage: Type.Number(), grade: Type.String() })),
  attendanceShortages: Type.Array(Type.Object({ subject: subjectRef, held: Type.Integer(), attended: Type.Integer(), percentage: percent })),
});
export type PromotionCandidate = Static<typeof promotionCandidate>;

export const promotionPreviewReply = Type.Object({
  academicYear: Type.String(),
  nextAcademicYear: Type.String(),
  attendanceThreshold: Type.Integer(),
  /** When this academic year's promotion has been run already: who ran it and when (nothing more to run). */
  promoted: nullable(Type.Object({ at: Type.String(), by: Type.String() })),
  years: Type.Array(Type.Object({ year, students: Type.Array(promotionCandidate) })),
});
export type PromotionPreviewReply = Static<typeof promotionPreviewReply>;

/**
 * `academicYear` is the year the admin previewed: a run for any other (one already promoted) is refused
 * with 409. `decisions` override the proposals; a student left out follows the proposal.
 */
export const promotionBody = strictObject({
  academicYear,
  decisions: Type.Array(strictObject({ studentId: recordId, decision: Type.Enum(PROMOTION_DECISIONS) }), { maxItems: 20_000 }),
});
export type PromotionBody = Static<typeof promotionBody>;

export const promotionReply = Type.Object({
  academicYear: Type.String(),
  nextAcademicYear: Type.String(),
  promoted: Type.Integer(),
  heldBack: Type.Integer(),
  graduated: Type.Integer(),
});
export type PromotionReply = Static<typeof promotionReply>;

export const academicYearRow = Type.Object({
  name: Type.String(),
  startsOn: Type.String(),
  endsOn: Type.String(),
  current: Type.Boolean(),
  promoted: nullable(Type.Object({ at: Type.String(), by: Type.String() })),
});
export type AcademicYearRow = Static<typeof academicYearRow>;

const yearResult = Type.Object({ subject: subjectRef, percentage: Type.Number(), grade: Type.String(), passed: Type.Boolean() });

export const studentHistoryReply = Type.Object({
  student: Type.Object({
    id: Type.Integer(),
    firstName: Type.String(),
    lastName: Type.String(),
    enrollmentNumber: Type.String(),
    year,
    status: Type.Enum(STUDENT_STATUSES),
  }),
  /** Oldest first. `outcome` null: the year is the current one (still running) or ended before promotions were recorded. */
  years: Type.Array(
    Type.Object({
      academicYear: Type.String(),
      current: Type.Boolean(),
      yearOfStudy: nullable(year),
      outcome: nullable(Type.Enum(YEAR_OUTCOMES)),
      results: Type.Array(yearResult),
      sgpa: nullable(Type.Number()),
      attendance: Type.Object({ held: Type.Integer(), attended: Type.Integer(), percentage: percent }),
      fees: Type.Object({ charged: Type.Integer(), waived: Type.Integer(), paid: Type.Integer() }),
    }),
  ),
});
export type StudentHistoryReply = Static<typeof studentHistoryReply>;

export const promotionRoutes = {
  'GET /academic-years/records': { response: replies({ 200: Type.Array(academicYearRow) }, ...GUARDED) },
  'GET /promotion': { response: replies({ 200: promotionPreviewReply }, ...GUARDED) },
  'POST /promotion': { body: promotionBody, response: replies({ 200: promotionReply }, 400, ...GUARDED, 409, 413, 415) },
  'GET /students/:id/history': { params: idParams, response: replies({ 200: studentHistoryReply }, 400, ...GUARDED, 404, 414) },
} satisfies Record<string, RouteSchema>;
