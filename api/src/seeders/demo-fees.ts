import type { EntityManager } from '@mikro-orm/core';
import { academicYearOf } from '../shared/academic-year.ts';
import { Account } from '../modules/auth/account.entity.ts';
import { Charge } from '../modules/fees/charge.entity.ts';
import { FeePlan } from '../modules/fees/fee-plan.entity.ts';
import { PAYMENT_MODES, Payment, type PaymentMode } from '../modules/fees/payment.entity.ts';
import { Student } from '../modules/students/student.entity.ts';
import { QUOTAS, type Quota, YEARS } from '../shared/domain.ts';
import { DEMO_ACCOUNTS } from './demo-data.ts';

/** SPEC: convener 50,000 a year, management 1,20,000 a year, 10,000 one-time in the first year. */
export const DEMO_ANNUAL_FEE: Record<Quota, number> = { convener: 50_000, management: 120_000 };
export const DEMO_ONE_TIME_FEE = 10_000;
/** The demo's current academic year and the three before it (a fourth-year student's first). */
const CURRENT_START = 2026;
const FIRST_START = CURRENT_START - 3;
/** A due date the office moved back for a few students: their dues are not overdue yet. */
const EXTENDED_DUE_DATE = '2027-01-31';

/** Every third demo student (by index) is management quota; the demo student is convener. */
export const demoQuota = (index: number): Quota => (index % 3 === 2 ? 'management' : 'convener');

const academicYear = (start: number) => `${start}-${String((start + 1) % 100).padStart(2, '0')}`;

type CurrentYearState = 'paid' | 'partial' | 'unpaid' | 'unpaid-extended' | 'partial-extended';
const STATES: CurrentYearState[] = ['paid', 'partial', 'unpaid', 'unpaid-extended', 'partial-extended'];

/**
 * Fee plans for 2023-24 to 2026-27, the charges of every demo student for each year they have studied,
 * and payments: earlier years paid in full, the current year paid, partly paid or unpaid (overdue, or not
 * yet with a later due date) in turn. The demo student paid the first year (receipt RCPT-2025-000001) and
 * 20,000 of the second (RCPT-2026-000002), leaving 30,000 overdue.
 */
export async function seedDemoFees(em: EntityManager): Promise<void> {
  const admin = await em.findOneOrFail(Account, { type: 'admin', login: DEMO_ACCOUNTS.admin.username });
  const plans = new Map<string, FeePlan>();
  for (let start = FIRST_START; start <= CURRENT_START; start++) {
    for (const quota of QUOTAS) {
      for (const yearOfStudy of YEARS) {
        const plan = em.create(FeePlan, {
          academicYear: academicYear(start),
          quota,
          yearOfStudy,
          annualFee: DEMO_ANNUAL_FEE[quota],
          oneTimeFee: yearOfStudy === 'FIRST' ? DEMO_ONE_TIME_FEE : 0,
          dueDate: `${start}-08-31`,
        });
        plans.set(`${plan.academicYear}:${quota}:${yearOfStudy}`, plan);
      }
    }
  }

  let receipts = 0;
  let payments = 0;
  const pay = (student: Student, amount: number, paidOn: string) => {
    if (amount <= 0) return;
    receipts += 1;
    const mode: PaymentMode = PAYMENT_MODES[payments++ % PAYMENT_MODES.length] ?? 'cash';
    em.create(Payment, {
      student,
      amount,
      paidOn,
      academicYear: academicYearOf(paidOn),
      mode,
      receiptNumber: `RCPT-${paidOn.slice(0, 4)}-${String(receipts).padStart(6, '0')}`,
      note: null,
      recordedById: admin.id,
      recordedByName: admin.login,
      recordedAt: new Date(`${paidOn}T10:30:00+05:30`),
    });
  };

  const students = await em.find(Student, {}, { populate: ['contactInfo'], orderBy: { id: 'asc' } });
  // the demo student first, so its receipt numbers are the first ones
  students.sort((a, b) => Number(b.contactInfo?.email === DEMO_ACCOUNTS.student.email) - Number(a.contactInfo?.email === DEMO_ACCOUNTS.student.email));
  students.forEach((student, index) => {
    const yearIndex = YEARS.indexOf(student.year);
    const demo = index === 0;
    for (let y = 0; y <= yearIndex; y++) {
      const start = CURRENT_START - yearIndex + y;
      const current = y === yearIndex;
      const state = STATES[index % STATES.length] ?? 'paid';
      const plan = plans.get(`${academicYear(start)}:${student.quota}:${YEARS[y]}`) as FeePlan;
      const extended = current && !demo && state.endsWith('-extended');
      const dueDate = extended ? EXTENDED_DUE_DATE : plan.dueDate;
      const charge = (kind: 'annual' | 'one-time', amount: number) =>
        em.create(Charge, {
          student,
          academicYear: plan.academicYear,
          yearOfStudy: plan.yearOfStudy,
          kind,
          amount,
          dueDate,
          plan,
          description: `${kind === 'annual' ? 'Annual fee' : 'One-time fee'} ${plan.academicYear}`,
        });
      charge('annual', plan.annualFee);
      if (plan.oneTimeFee > 0) charge('one-time', plan.oneTimeFee);
      const yearTotal = plan.annualFee + plan.oneTimeFee;
      if (demo) {
        pay(student, current ? 20_000 : yearTotal, current ? `${start}-08-20` : `${start}-07-15`);
      } else if (!current || state === 'paid') {
        pay(student, yearTotal, `${start}-07-${String(10 + (index % 18)).padStart(2, '0')}`);
      } else if (state.startsWith('partial')) {
        pay(student, Math.round(yearTotal / 2000) * 1000, `${start}-08-${String(1 + (index % 25)).padStart(2, '0')}`);
      }
    }
  });
  await em.flush();
  // generated receipt numbers carry on after the seeded ones
  await em.getConnection().execute(`select setval('payment_receipt_seq', ${receipts})`);
}
