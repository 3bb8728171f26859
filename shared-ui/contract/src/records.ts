// Academic records: teaching assignments, assessments and marks, results and grades, and fees.
import { type Static, Type } from 'typebox';
import {
  academicYear,
  academicYearQuery,
  day,
  dateTime,
  idParams,
  idString,
  listQueryProperties,
  multilineText,
  nullable,
  okMessage,
  orNull,
  page,
  replies,
  requiredDate,
  requiredText,
  type RouteSchema,
  strictObject,
  year,
} from './common.ts';
import { concessionReply, voidedReply } from './fees-office.ts';
import { ASSESSMENT_LIMITS, ASSESSMENT_STATUSES, CHARGE_KINDS, FEE_LIMITS, GRADE_SCALE_LIMITS, PAYMENT_MODES, QUOTAS } from './limits.ts';

const GUARDED = [401, 403] as const;
const WRITE = [400, 401, 403, 413, 415] as const;

// ---- teaching --------------------------------------------------------------------------------------------

const person = { id: Type.Integer(), firstName: Type.String(), lastName: Type.String() };
export const personRef = Type.Object(person);
export const subjectRef = Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String(), year });
export const teacherReply = Type.Object({ ...person, designation: nullable(Type.String()) });
/** A student of a class as their teachers see them: name, enrollment number, year only. */
export const classStudentReply = Type.Object({ ...person, enrollmentNumber: nullable(Type.String()), year });

export const teachingAssignmentReply = Type.Object({ id: Type.Integer(), academicYear: Type.String(), faculty: teacherReply, subject: subjectRef });
export const subjectWithTeachersReply = Type.Object({ ...subjectRef.properties, teachers: Type.Array(teacherReply) });
export const mySubjectReply = Type.Object({
  assignmentId: Type.Integer(),
  academicYear: Type.String(),
  subject: subjectRef,
  students: Type.Integer(),
  assessments: Type.Integer(),
  published: Type.Integer(),
});
export const academicYearsReply = Type.Object({ current: Type.String(), years: Type.Array(Type.String()) });

export const assignmentListQuery = Type.Object({
  academicYear: Type.Optional(academicYear),
  facultyId: Type.Optional(idString),
  subjectId: Type.Optional(idString),
});
export const subjectTeachersQuery = Type.Object({ year: Type.Optional(year), academicYear: Type.Optional(academicYear) });
const recordId = Type.Integer({ minimum: 1, maximum: 999_999_999 });
export const assignmentBody = strictObject({ facultyId: recordId, subjectId: recordId, academicYear });

// ---- assessments and marks -------------------------------------------------------------------------------

export const assessmentReply = Type.Object({
  id: Type.Integer(),
  subjectId: Type.Integer(),
  academicYear: Type.String(),
  name: Type.String(),
  maxMarks: Type.Integer(),
  /** YYYY-MM-DD */
  date: Type.String(),
  /** Percent of the subject's result, 1..100. */
  weight: Type.Integer(),
  status: Type.Enum(ASSESSMENT_STATUSES),
  publishedAt: nullable(Type.String()),
  version: Type.Integer(),
});
export type AssessmentReply = Static<typeof assessmentReply>;

const version = Type.Integer({ minimum: 0, maximum: 2_000_000_000 });
const assessmentFields = {
  name: requiredText(ASSESSMENT_LIMITS.name),
  maxMarks: Type.Integer({ minimum: ASSESSMENT_LIMITS.minMarks, maximum: ASSESSMENT_LIMITS.maxMarks }),
  date: requiredDate,
  weight: Type.Integer({ minimum: ASSESSMENT_LIMITS.minWeight, maximum: ASSESSMENT_LIMITS.maxWeight }),
};
export const assessmentCreateBody = strictObject({ academicYear, ...assessmentFields });
export const assessmentUpdateBody = strictObject({ ...assessmentFields, version });
export const versionBody = strictObject({ version });

/** `marks`: 0..maxMarks in 0.5 steps, null when absent or not entered (range and steps are checked by hand, so the message can name the row). */
export const marksBody = strictObject({
  version,
  entries: Type.Array(strictObject({ studentId: recordId, marks: nullable(Type.Number()), absent: Type.Boolean() }), {
    maxItems: ASSESSMENT_LIMITS.maxEntries,
  }),
});
export const marksSheetReply = Type.Object({
  assessment: assessmentReply,
  version: Type.Integer(),
  entries: Type.Array(Type.Object({ student: classStudentReply, marks: nullable(Type.Number()), absent: Type.Boolean() })),
});

// ---- results ---------------------------------------------------------------------------------------------

export const gradeBand = Type.Object({ minPercentage: Type.Number(), letter: Type.String(), gradePoint: Type.Number() });
export const gradeBandInput = strictObject({
  minPercentage: Type.Number({ minimum: 0, maximum: 100 }),
  letter: requiredText(GRADE_SCALE_LIMITS.letter),
  gradePoint: Type.Number({ minimum: 0, maximum: GRADE_SCALE_LIMITS.maxGradePoint }),
});
export const gradeScaleBody = strictObject({
  bands: Type.Array(gradeBandInput, { minItems: GRADE_SCALE_LIMITS.minBands, maxItems: GRADE_SCALE_LIMITS.maxBands }),
});

const distribution = Type.Array(Type.Object({ grade: Type.String(), count: Type.Integer() }));

export const subjectResultReply = Type.Object({
  subject: subjectRef,
  academicYear: Type.String(),
  percentage: Type.Number(),
  grade: Type.String(),
  gradePoint: Type.Number(),
  passed: Type.Boolean(),
  assessments: Type.Array(
    Type.Object({ name: Type.String(), maxMarks: Type.Integer(), weight: Type.Integer(), marks: nullable(Type.Number()), absent: Type.Boolean() }),
  ),
});
export const studentResultsReply = Type.Object({
  student: Type.Object({ ...person, enrollmentNumber: nullable(Type.String()), year }),
  years: Type.Array(Type.Object({ academicYear: Type.String(), yearOfStudy: year, subjects: Type.Array(subjectResultReply), sgpa: nullable(Type.Number()) })),
  cgpa: nullable(Type.Number()),
  scale: Type.Array(gradeBand),
});
export const subjectResultsReply = Type.Object({
  subject: subjectRef,
  academicYear: Type.String(),
  includesDrafts: Type.Boolean(),
  rows: Type.Array(
    Type.Object({
      student: classStudentReply,
      percentage: nullable(Type.Number()),
      grade: nullable(Type.String()),
      gradePoint: nullable(Type.Number()),
      passed: nullable(Type.Boolean()),
    }),
  ),
  distribution,
  passRate: nullable(Type.Number()),
});
/** `passRate`: percent, one decimal. */
export const subjectAnalyticsReply = Type.Object({
  subject: subjectRef,
  academicYear: Type.String(),
  students: Type.Integer(),
  passed: Type.Integer(),
  passRate: nullable(Type.Number()),
  distribution,
});
export const analyticsQuery = Type.Object({ academicYear: Type.Optional(academicYear), year: Type.Optional(year) });

// ---- fees ------------------------------------------------------------------------------------------------

const rupees = Type.Integer({ minimum: 0, maximum: FEE_LIMITS.maxAmount });
const quota = Type.Enum(QUOTAS);
const paymentMode = Type.Enum(PAYMENT_MODES);

export const feePlanBody = strictObject({ quota, yearOfStudy: year, annualFee: rupees, oneTimeFee: rupees, dueDate: requiredDate });
export const feePlansBody = strictObject({
  academicYear: Type.Optional(academicYear),
  plans: Type.Array(feePlanBody, { minItems: 1, maxItems: FEE_LIMITS.maxPlans }),
});
export const feePlanReply = Type.Object({
  id: Type.Integer(),
  academicYear: Type.String(),
  quota,
  yearOfStudy: year,
  annualFee: Type.Integer(),
  oneTimeFee: Type.Integer(),
  dueDate: day,
});
export const applyPlansBody = strictObject({ academicYear: Type.Optional(academicYear) });
export const applyPlansReply = Type.Object({ created: Type.Integer() });

export const paymentBody = strictObject({
  // no `minimum`: the handler's check names the field with a plainer message than the validator's
  amount: Type.Integer({ maximum: FEE_LIMITS.maxAmount }),
  paidOn: requiredDate,
  mode: paymentMode,
  /** Left out, the next `RCPT-<year>-<6 digits>`. */
  receiptNumber: Type.Optional(requiredText(FEE_LIMITS.receiptNumber)),
  note: Type.Optional(orNull(multilineText(FEE_LIMITS.note))),
});
/** The same key for every retry of one payment form, so a double click records it once. */
export const paymentHeaders = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 200, pattern: '^[\\x21-\\x7E]+$' })),
});
export const paymentReply = Type.Object({
  id: Type.Integer(),
  studentId: Type.Integer(),
  amount: Type.Integer(),
  paidOn: day,
  mode: paymentMode,
  receiptNumber: Type.String(),
  note: nullable(Type.String()),
  recordedBy: Type.String(),
  recordedAt: dateTime,
  /** A voided payment counts for nothing; its receipt says so. */
  voided: nullable(voidedReply),
});
export type PaymentReply = Static<typeof paymentReply>;

const feePerson = { ...person, enrollmentNumber: nullable(Type.String()), year };
export const chargeReply = Type.Object({
  id: Type.Integer(),
  academicYear: Type.String(),
  yearOfStudy: year,
  kind: Type.Enum(CHARGE_KINDS),
  description: Type.String(),
  /** As charged; `waived` (the concessions on it) is taken off before payments are spent on it. */
  amount: Type.Integer(),
  waived: Type.Integer(),
  concessions: Type.Array(concessionReply),
  paid: Type.Integer(),
  due: Type.Integer(),
  dueDate: day,
  status: Type.Union([Type.Literal('paid'), Type.Literal('partial'), Type.Literal('pending')]),
  overdue: Type.Boolean(),
});
export const feeStudentReply = Type.Object({ ...feePerson, quota });
export const studentFeesReply = Type.Object({
  student: feeStudentReply,
  charges: Type.Array(chargeReply),
  payments: Type.Array(paymentReply),
  totals: Type.Object({ charged: Type.Integer(), waived: Type.Integer(), paid: Type.Integer(), due: Type.Integer(), overdue: Type.Integer() }),
});
export const receiptReply = Type.Object({
  payment: paymentReply,
  student: Type.Object(feePerson),
  college: Type.Object({ name: Type.String(), address: Type.String() }),
  balanceAfter: Type.Integer(),
});

const trueOrFalse = Type.Union([Type.Literal('true'), Type.Literal('false')]);
export const duesQuery = Type.Object({ overdue: Type.Optional(trueOrFalse), year: Type.Optional(year), ...listQueryProperties });
export const dueRowReply = Type.Object({
  student: feeStudentReply,
  charged: Type.Integer(),
  paid: Type.Integer(),
  due: Type.Integer(),
  overdueAmount: Type.Integer(),
  oldestDueDate: nullable(day),
});
export type DueRowReply = Static<typeof dueRowReply>;
export const duesReply = page(dueRowReply);

export type FeePlansBody = Static<typeof feePlansBody>;
export type PaymentBody = Static<typeof paymentBody>;

// ---- routes ----------------------------------------------------------------------------------------------

export const recordRoutes = {
  'GET /academic-years': { response: replies({ 200: academicYearsReply }, ...GUARDED) },
  'GET /teaching-assignments': { querystring: assignmentListQuery, response: replies({ 200: Type.Array(teachingAssignmentReply) }, 400, ...GUARDED) },
  'POST /teaching-assignments': { body: assignmentBody, response: replies({ 201: teachingAssignmentReply }, ...WRITE, 404, 409) },
  'DELETE /teaching-assignments/:id': { params: idParams, response: replies({ 200: okMessage }, ...WRITE, 404, 414) },
  'GET /subject-teachers': { querystring: subjectTeachersQuery, response: replies({ 200: Type.Array(subjectWithTeachersReply) }, 400, ...GUARDED) },
  'GET /faculty/:id/subjects': {
    params: idParams,
    querystring: academicYearQuery,
    response: replies({ 200: Type.Array(mySubjectReply) }, 400, ...GUARDED, 414),
  },
  'GET /subjects/:id/students': {
    params: idParams,
    querystring: academicYearQuery,
    response: replies({ 200: Type.Array(classStudentReply) }, 400, ...GUARDED, 404, 414),
  },

  'GET /subjects/:id/assessments': {
    params: idParams,
    querystring: academicYearQuery,
    response: replies({ 200: Type.Array(assessmentReply) }, 400, ...GUARDED, 404, 414),
  },
  'POST /subjects/:id/assessments': { params: idParams, body: assessmentCreateBody, response: replies({ 201: assessmentReply }, ...WRITE, 404, 409, 414) },
  'PUT /assessments/:id': { params: idParams, body: assessmentUpdateBody, response: replies({ 200: assessmentReply }, ...WRITE, 404, 409, 414) },
  'DELETE /assessments/:id': { params: idParams, response: replies({ 200: okMessage }, ...WRITE, 404, 414) },
  'GET /assessments/:id/marks': { params: idParams, response: replies({ 200: marksSheetReply }, 400, ...GUARDED, 404, 414) },
  'PUT /assessments/:id/marks': { params: idParams, body: marksBody, response: replies({ 200: marksSheetReply }, ...WRITE, 404, 409, 414) },
  'POST /assessments/:id/publish': { params: idParams, body: versionBody, response: replies({ 200: assessmentReply }, ...WRITE, 404, 409, 414) },
  'POST /assessments/:id/reopen': { params: idParams, response: replies({ 200: assessmentReply }, ...WRITE, 404, 414) },

  'GET /grade-scale': { response: replies({ 200: Type.Array(gradeBand) }, ...GUARDED) },
  'PUT /grade-scale': { body: gradeScaleBody, response: replies({ 200: Type.Array(gradeBand) }, ...WRITE) },
  'GET /students/:id/results': { params: idParams, response: replies({ 200: studentResultsReply }, 400, ...GUARDED, 404, 414) },
  'GET /subjects/:id/results': { params: idParams, querystring: academicYearQuery, response: replies({ 200: subjectResultsReply }, 400, ...GUARDED, 404, 414) },
  'GET /analytics/results': { querystring: analyticsQuery, response: replies({ 200: Type.Array(subjectAnalyticsReply) }, 400, ...GUARDED) },

  'GET /fee-plans': { querystring: academicYearQuery, response: replies({ 200: Type.Array(feePlanReply) }, 400, ...GUARDED) },
  'PUT /fee-plans': { body: feePlansBody, response: replies({ 200: Type.Array(feePlanReply) }, ...WRITE) },
  'POST /fee-plans/apply': { body: applyPlansBody, response: replies({ 200: applyPlansReply }, ...WRITE) },
  'GET /students/:id/fees': { params: idParams, response: replies({ 200: studentFeesReply }, 400, ...GUARDED, 404, 414) },
  'POST /students/:id/payments': {
    params: idParams,
    headers: paymentHeaders,
    body: paymentBody,
    // 201: recorded; 200: the same Idempotency-Key again, answered with the payment it recorded first
    response: replies({ 200: paymentReply, 201: paymentReply }, ...WRITE, 404, 409, 414),
  },
  'GET /payments/:id/receipt': { params: idParams, response: replies({ 200: receiptReply }, 400, ...GUARDED, 404, 414) },
  'GET /fees/dues': { querystring: duesQuery, response: replies({ 200: duesReply }, 400, ...GUARDED) },
} satisfies Record<string, RouteSchema>;
