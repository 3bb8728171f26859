// Fees as the office runs them: concessions and waivers, ad-hoc charges, voided payments, the collection
// register, and the fee plans as the public site shows them.
import { type Static, Type } from 'typebox';
import {
  academicYear,
  day,
  dateTime,
  fileReply,
  idParams,
  nullable,
  replies,
  requiredDate,
  requiredText,
  type RouteSchema,
  strictObject,
  year,
} from './common.ts';
import { ADHOC_CHARGE_KINDS, CONCESSION_KINDS, FEE_LIMITS, FEES_OFFICE_LIMITS, PAYMENT_MODES, QUOTAS } from './limits.ts';

const GUARDED = [401, 403] as const;
const WRITE = [400, 401, 403, 413, 415] as const;

const dayInput = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' });
const rupees = Type.Integer({ minimum: 1, maximum: FEE_LIMITS.maxAmount });
const reason = requiredText(FEES_OFFICE_LIMITS.reason);

/** To one student (`studentId`) or to every current student of a year of study (`year`): exactly one of them. */
export const adhocChargeBody = strictObject({
  kind: Type.Enum(ADHOC_CHARGE_KINDS),
  description: requiredText(FEES_OFFICE_LIMITS.description),
  amount: rupees,
  dueDate: requiredDate,
  academicYear: Type.Optional(academicYear),
  studentId: Type.Optional(Type.Integer({ minimum: 1, maximum: 999_999_999 })),
  year: Type.Optional(year),
});
export const adhocChargeReply = Type.Object({ created: Type.Integer() });

/** Exactly one of `amount` (rupees) and `percent` (of the charge, whole or with two decimals). */
export const concessionBody = strictObject({
  kind: Type.Enum(CONCESSION_KINDS),
  amount: Type.Optional(rupees),
  percent: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 100, multipleOf: 0.01 })),
  reason,
});
export const concessionReply = Type.Object({
  id: Type.Integer(),
  chargeId: Type.Integer(),
  kind: Type.Enum(CONCESSION_KINDS),
  percent: nullable(Type.Number()),
  amount: Type.Integer(),
  reason: Type.String(),
  grantedBy: Type.String(),
  grantedAt: dateTime,
});
export type ConcessionReply = Static<typeof concessionReply>;

export const voidPaymentBody = strictObject({ reason });
export const voidedReply = Type.Object({ at: dateTime, reason: Type.String(), by: Type.String() });

export const collectionQuery = Type.Object({
  from: Type.Optional(dayInput),
  to: Type.Optional(dayInput),
  mode: Type.Optional(Type.Enum(PAYMENT_MODES)),
});
export const collectionRowReply = Type.Object({
  id: Type.Integer(),
  receiptNumber: Type.String(),
  paidOn: day,
  mode: Type.Enum(PAYMENT_MODES),
  amount: Type.Integer(),
  student: Type.Object({ id: Type.Integer(), firstName: Type.String(), lastName: Type.String(), enrollmentNumber: nullable(Type.String()), year }),
  recordedBy: Type.String(),
  voided: nullable(voidedReply),
});
export type CollectionRowReply = Static<typeof collectionRowReply>;
/** Voided payments are listed, and left out of every total. */
export const collectionReply = Type.Object({
  from: day,
  to: day,
  mode: nullable(Type.Enum(PAYMENT_MODES)),
  items: Type.Array(collectionRowReply),
  total: Type.Integer(),
  count: Type.Integer(),
  byMode: Type.Array(Type.Object({ mode: Type.Enum(PAYMENT_MODES), count: Type.Integer(), amount: Type.Integer() })),
  voidedCount: Type.Integer(),
});

export const publicFeePlansReply = Type.Object({
  academicYear: Type.String(),
  plans: Type.Array(Type.Object({ quota: Type.Enum(QUOTAS), yearOfStudy: year, annualFee: Type.Integer(), oneTimeFee: Type.Integer(), dueDate: day })),
});

export type AdhocChargeBody = Static<typeof adhocChargeBody>;
export type ConcessionBody = Static<typeof concessionBody>;

export const feesOfficeRoutes = {
  'POST /fees/charges': { body: adhocChargeBody, response: replies({ 201: adhocChargeReply }, ...WRITE, 404) },
  'POST /charges/:id/concessions': { params: idParams, body: concessionBody, response: replies({ 201: concessionReply }, ...WRITE, 404, 414) },
  'POST /payments/:id/void': {
    params: idParams,
    body: voidPaymentBody,
    response: replies({ 200: Type.Object({ id: Type.Integer(), voided: voidedReply }) }, ...WRITE, 404, 409, 414),
  },
  'GET /fees/collections': { querystring: collectionQuery, response: replies({ 200: collectionReply }, 400, ...GUARDED) },
  'GET /fees/collections.csv': {
    querystring: collectionQuery,
    response: replies({ 200: fileReply('The register as CSV (UTF-8 with a byte order mark)', 'text/csv') }, 400, ...GUARDED),
  },
  'GET /public/fee-plans': { response: replies({ 200: publicFeePlansReply }) },
} satisfies Record<string, RouteSchema>;
