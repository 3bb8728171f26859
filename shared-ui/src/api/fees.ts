// Fee plans, charges, payments, receipts and dues.
import { api } from '@college/shared-ui/state';
import type { ListParams, Paged, Year } from './adminList.ts';
import { listQuery } from './adminList.ts';
import type { PersonRef } from './records.ts';

export type Quota = 'convener' | 'management';
export const QUOTAS: readonly Quota[] = ['convener', 'management'];

export type PaymentMode = 'cash' | 'upi' | 'card' | 'bank-transfer' | 'cheque' | 'demand-draft';
export const PAYMENT_MODES: readonly PaymentMode[] = ['cash', 'upi', 'card', 'bank-transfer', 'cheque', 'demand-draft'];

export interface FeePlanBody {
  quota: Quota;
  yearOfStudy: Year;
  annualFee: number;
  oneTimeFee: number;
  dueDate: string;
}

export type FeePlan = FeePlanBody & { id: number; academicYear: string };

export interface Charge {
  id: number;
  academicYear: string;
  yearOfStudy: Year;
  description: string;
  amount: number;
  paid: number;
  due: number;
  dueDate: string;
  status: 'paid' | 'partial' | 'pending';
  overdue: boolean;
}

export interface Payment {
  id: number;
  studentId: number;
  amount: number;
  paidOn: string;
  mode: PaymentMode;
  receiptNumber: string;
  note: string | null;
  recordedBy: string;
  recordedAt: string;
}

export type FeeStudent = PersonRef & { enrollmentNumber: string | null; year: Year; quota: Quota };

export interface StudentFees {
  student: FeeStudent;
  charges: Charge[];
  payments: Payment[];
  totals: { charged: number; paid: number; due: number; overdue: number };
}

export interface Receipt {
  payment: Payment;
  student: PersonRef & { enrollmentNumber: string | null; year: Year };
  college: { name: string; address: string };
  balanceAfter: number;
}

export interface DueRow {
  student: FeeStudent;
  charged: number;
  paid: number;
  due: number;
  overdueAmount: number;
  oldestDueDate: string | null;
}

export interface PaymentBody {
  amount: number;
  paidOn: string;
  mode: PaymentMode;
  receiptNumber?: string;
  note?: string;
}

export const listFeePlans = (academicYear?: string) => api.get<FeePlan[]>('/fee-plans', { academicYear });
export const saveFeePlans = (academicYear: string, plans: FeePlanBody[]) => api.put<FeePlan[]>('/fee-plans', { academicYear, plans });
export const applyFeePlans = (academicYear: string) => api.post<{ created: number }>('/fee-plans/apply', { academicYear });

export const getStudentFees = (studentId: number) => api.get<StudentFees>(`/students/${studentId}/fees`);
export const getReceipt = (paymentId: number) => api.get<Receipt>(`/payments/${paymentId}/receipt`);
/** The same key for every retry of one payment form, so a double click records it once. */
export const recordPayment = (studentId: number, body: PaymentBody, idempotencyKey: string) =>
  api.post<Payment>(`/students/${studentId}/payments`, body, { 'Idempotency-Key': idempotencyKey });

export const listDues = (params: ListParams, filter: { overdue?: boolean; year?: Year } = {}, signal?: AbortSignal) =>
  api.get<Paged<DueRow>>('/fees/dues', listQuery(params, { overdue: filter.overdue ? 'true' : undefined, year: filter.year }), signal);
