// Fee plans, charges, payments, receipts and dues.
import { call } from '@college/shared-ui/state';
import type { Static } from 'typebox';
import type {
  chargeReply,
  dueRowReply,
  feePlanBody,
  feePlanReply,
  feeStudentReply,
  PaymentMode,
  paymentReply,
  Quota,
  RouteBody,
  RouteReply,
  Year,
} from '@college/contract';
import { listQuery, type ListParams } from './adminList.ts';

export type { PaymentMode, Quota };
export { PAYMENT_MODES, QUOTAS } from '@college/contract/limits';

export type FeePlanBody = Static<typeof feePlanBody>;
export type FeePlan = Static<typeof feePlanReply>;
export type Charge = Static<typeof chargeReply>;
export type Payment = Static<typeof paymentReply>;
export type FeeStudent = Static<typeof feeStudentReply>;
export type StudentFees = RouteReply<'GET /students/:id/fees'>;
export type Receipt = RouteReply<'GET /payments/:id/receipt'>;
export type DueRow = Static<typeof dueRowReply>;
export type PaymentBody = RouteBody<'POST /students/:id/payments'>;

export const listFeePlans = (academicYear?: string) => call('GET /fee-plans', { query: { academicYear } });
export const saveFeePlans = (academicYear: string, plans: FeePlanBody[]) => call('PUT /fee-plans', { body: { academicYear, plans } });
export const applyFeePlans = (academicYear: string) => call('POST /fee-plans/apply', { body: { academicYear } });

export const getStudentFees = (studentId: number) => call('GET /students/:id/fees', { params: { id: studentId } });
export const getReceipt = (paymentId: number) => call('GET /payments/:id/receipt', { params: { id: paymentId } });
/** The same key for every retry of one payment form, so a double click records it once. */
export const recordPayment = (studentId: number, body: PaymentBody, idempotencyKey: string) =>
  call('POST /students/:id/payments', { params: { id: studentId }, body, headers: { 'Idempotency-Key': idempotencyKey } });

export const listDues = (params: ListParams, filter: { overdue?: boolean; year?: Year } = {}, signal?: AbortSignal) =>
  call('GET /fees/dues', { query: listQuery(params, { overdue: filter.overdue ? ('true' as const) : undefined, year: filter.year }), signal });
