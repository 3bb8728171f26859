import type { EntityManager } from '@mikro-orm/core';
import { Account } from '../modules/auth/account.entity.ts';
import { Charge } from '../modules/fees/charge.entity.ts';
import { Concession } from '../modules/fees/concession.entity.ts';
import { Payment } from '../modules/fees/payment.entity.ts';
import { Student } from '../modules/students/student.entity.ts';
import { DEMO_ACCOUNTS } from './demo-data.ts';

const CURRENT_YEAR = '2026-27';

/**
 * What the fees office adds to the demo, on the last three demo students (no test relies on their sums):
 * a 25% scholarship waiver on DEMO-BPT-22's annual fee, a library fine for DEMO-BPT-23, and a payment of
 * DEMO-BPT-24 voided because the cheque came back (listed in the register, counted nowhere).
 */
export async function seedDemoFeesOffice(em: EntityManager): Promise<void> {
  const admin = await em.findOneOrFail(Account, { type: 'admin', login: DEMO_ACCOUNTS.admin.username });
  const byNumber = (n: number) => em.findOneOrFail(Student, { enrollmentNumber: `DEMO-BPT-${n}` });
  const granted = { grantedById: admin.id, grantedByName: admin.login, grantedAt: new Date('2026-09-01T11:00:00+05:30') };

  const annual = await em.findOneOrFail(Charge, { student: await byNumber(22), academicYear: CURRENT_YEAR, kind: 'annual' });
  em.create(Concession, {
    charge: annual,
    kind: 'scholarship',
    percent: 25,
    amount: Math.round(annual.amount / 4),
    reason: 'Merit scholarship: first rank in the previous year',
    ...granted,
  });

  const fined = await byNumber(23);
  em.create(Charge, {
    student: fined,
    academicYear: CURRENT_YEAR,
    yearOfStudy: fined.year,
    kind: 'fine',
    description: 'Library fine: books returned late',
    amount: 500,
    dueDate: '2026-12-31',
    plan: null,
  });

  const [{ next }] = (await em.getConnection().execute(`select nextval('payment_receipt_seq') as next`)) as [{ next: string }];
  em.create(Payment, {
    student: await byNumber(24),
    amount: 5_000,
    paidOn: '2026-11-02',
    academicYear: '2026-27',
    mode: 'cheque',
    receiptNumber: `RCPT-2026-${String(next).padStart(6, '0')}`,
    note: null,
    recordedById: admin.id,
    recordedByName: admin.login,
    recordedAt: new Date('2026-11-02T12:00:00+05:30'),
    voidedAt: new Date('2026-11-09T10:00:00+05:30'),
    voidReason: 'Cheque returned unpaid by the bank',
    voidedByName: admin.login,
  });
  await em.flush();
}
