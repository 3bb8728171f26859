import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type pg from 'pg';
import type { SessionUser } from '../../plugins/session.ts';
import { academicYearOf, currentAcademicYear, startYearOf } from '../../shared/academic-year.ts';
import { toDateOnly } from '../../shared/dates.ts';
import { YEARS } from '../../shared/domain.ts';
import { badRequest, conflict, notFound } from '../../shared/http-errors.ts';
import { recordAudit } from '../audit-log/record-audit.ts';
import { FeePlan } from './fee-plan.entity.ts';
import { COUNTED_PAYMENT, listFeePlans, readPayment, WAIVED_SQL } from './fee-reads.ts';
import { Payment } from './payment.entity.ts';
import type { FeePlansBody, PaymentBody } from '../../contract.ts';

const planFields = (plan: FeePlan) => ({
  academicYear: plan.academicYear,
  quota: plan.quota,
  yearOfStudy: plan.yearOfStudy,
  annualFee: plan.annualFee,
  oneTimeFee: plan.oneTimeFee,
  dueDate: plan.dueDate,
});

/** Creates or changes the plan of each quota and year of study given; the others of that academic year stay. */
export async function upsertFeePlans(em: EntityManager, sql: pg.Pool, body: FeePlansBody & { academicYear: string }, actor: SessionUser | null) {
  const seen = new Set<string>();
  const plans = body.plans.map((plan, index) => {
    const key = `${plan.quota} ${plan.yearOfStudy}`;
    if (seen.has(key)) throw badRequest(`plans.${index} repeats the plan for ${key}`);
    seen.add(key);
    return { ...plan, dueDate: toDateOnly(`plans.${index}.dueDate`, plan.dueDate) };
  });
  await em.transactional(async (tx) => {
    const existing = await tx.find(FeePlan, { academicYear: body.academicYear });
    const changed: { plan: FeePlan; before?: ReturnType<typeof planFields> }[] = [];
    for (const plan of plans) {
      const found = existing.find((candidate) => candidate.quota === plan.quota && candidate.yearOfStudy === plan.yearOfStudy);
      if (!found) {
        changed.push({ plan: tx.create(FeePlan, { academicYear: body.academicYear, ...plan }) });
        continue;
      }
      const before = planFields(found);
      tx.assign(found, { annualFee: plan.annualFee, oneTimeFee: plan.oneTimeFee, dueDate: plan.dueDate });
      if (JSON.stringify(before) !== JSON.stringify(planFields(found))) changed.push({ plan: found, before });
    }
    await tx.flush();
    for (const { plan, before } of changed) {
      recordAudit(tx, actor, before ? 'update' : 'create', 'fee_plan', plan.id, { ...(before && { before }), after: planFields(plan) });
    }
  });
  return listFeePlans(sql, body.academicYear);
}

type CreatedCharge = {
  id: number;
  student_id: number;
  academic_year: string;
  year_of_study: string;
  kind: string;
  description: string;
  amount: number;
  due_date: string;
};

const YEARS_SQL = `array[${YEARS.map((year) => `'${year}'`).join(', ')}]`;
/** Parameters: the academic year, then how many years it is after the current one (negative: before). */
const applySql = (kind: 'annual' | 'one-time') => {
  const amount = kind === 'annual' ? 'annual_fee' : 'one_time_fee';
  const label = kind === 'annual' ? 'Annual fee ' : 'One-time fee ';
  // the student's year of study in that academic year, counted from their year now (none before FIRST or after FOURTH)
  return `insert into charge (student_id, academic_year, year_of_study, kind, description, amount, due_date, plan_id)
    select s.id, fp.academic_year, fp.year_of_study, '${kind}', '${label}' || fp.academic_year, fp.${amount}, fp.due_date, fp.id
    from student s join fee_plan fp on fp.academic_year = ? and fp.quota = s.quota
      and fp.year_of_study = (${YEARS_SQL})[array_position(${YEARS_SQL}, s.year) + ?]
    where fp.${amount} > 0
    order by s.id
    on conflict (student_id, academic_year, kind) where kind in ('annual', 'one-time') do nothing
    returning id, student_id, academic_year, year_of_study, kind, description, amount, due_date::text`;
};

/**
 * A charge for every student from the plan of their quota and of their year of study in that academic
 * year (the one-time fee where that plan has one: the first year). A charge already there is left alone,
 * so a second run creates nothing, also when two runs overlap (the unique key decides).
 */
export async function applyFeePlans(em: EntityManager, academicYear: string, actor: SessionUser | null): Promise<number> {
  const yearsAfterCurrent = startYearOf(academicYear) - startYearOf(currentAcademicYear());
  return em.transactional(async (tx) => {
    const created = [
      ...(await tx.execute<CreatedCharge[]>(applySql('annual'), [academicYear, yearsAfterCurrent])),
      ...(await tx.execute<CreatedCharge[]>(applySql('one-time'), [academicYear, yearsAfterCurrent])),
    ];
    for (const charge of created) {
      recordAudit(tx, actor, 'create', 'charge', charge.id, {
        after: {
          studentId: charge.student_id,
          academicYear: charge.academic_year,
          yearOfStudy: charge.year_of_study,
          kind: charge.kind,
          description: charge.description,
          amount: charge.amount,
          dueDate: charge.due_date,
        },
      });
    }
    await tx.flush();
    return created.length;
  });
}

const RECEIPT_TRIES = 20;
async function nextReceiptNumber(tx: EntityManager): Promise<string> {
  for (let attempt = 0; attempt < RECEIPT_TRIES; attempt++) {
    const [row] = await tx.execute<{ number: string }[]>(
      `select 'RCPT-' || to_char(current_date, 'YYYY') || '-' || lpad(nextval('payment_receipt_seq')::text, 6, '0') as number`,
    );
    const number = row?.number as string;
    // a number typed by hand may already hold this one: skip it
    if (!(await tx.count(Payment, { receiptNumber: number }))) return number;
  }
  throw new Error('no free receipt number');
}

const receiptInUse = (receiptNumber: string) => badRequest(`receiptNumber: Receipt number ${receiptNumber} is already used`);

export type RecordedPayment = { payment: NonNullable<Awaited<ReturnType<typeof readPayment>>>; created: boolean };

/**
 * Records a payment in one transaction with its audit row. With an idempotency key, a key already used
 * answers the payment stored under it and stores nothing: checked first, again once this student's row
 * is locked (a request that waited on a twin sees the twin's payment), and finally by the unique key
 * itself when the twins were for different students.
 */
export async function recordPayment(
  em: EntityManager,
  sql: pg.Pool,
  studentId: number,
  body: PaymentBody,
  idempotencyKey: string | undefined,
  actor: SessionUser,
): Promise<RecordedPayment> {
  const stored = async () => {
    const payment = idempotencyKey === undefined ? null : await readPayment(sql, 'idempotency_key', idempotencyKey);
    return payment && { payment, created: false };
  };
  const earlier = await stored();
  if (earlier) return earlier;
  if (body.amount <= 0) throw badRequest('amount must be more than 0');
  const paidOn = toDateOnly('paidOn', body.paidOn);
  const receiptNumber = body.receiptNumber?.trim();
  let id: number | null;
  try {
    id = await em.transactional(async (tx) => {
      // one payment of a student at a time; what is due is read after the lock, in a statement of its own,
      // so it includes a payment committed while this one waited
      const locked = await tx.execute<{ id: number }[]>('select id from student where id = ? for update', [studentId]);
      if (!locked.length) throw notFound('Student');
      if (idempotencyKey !== undefined && (await tx.count(Payment, { idempotencyKey }))) return null;
      const [{ due } = { due: 0 }] = await tx.execute<{ due: number }[]>(
        `select (select coalesce(sum(greatest(c.amount - ${WAIVED_SQL}, 0)), 0) from charge c where c.student_id = ?)::int
          - (select coalesce(sum(amount), 0) from payment where student_id = ? and ${COUNTED_PAYMENT})::int as due`,
        [studentId, studentId],
      );
      if (body.amount > due) throw badRequest(`amount ${body.amount} is more than the ${Math.max(due, 0)} due`);
      if (receiptNumber && (await tx.count(Payment, { receiptNumber }))) throw receiptInUse(receiptNumber);
      const payment = tx.create(Payment, {
        student: studentId,
        amount: body.amount,
        paidOn,
        academicYear: academicYearOf(paidOn),
        mode: body.mode,
        receiptNumber: receiptNumber || (await nextReceiptNumber(tx)),
        note: body.note?.trim() || null,
        recordedById: actor.accountId,
        recordedByName: actor.name ?? actor.type,
        recordedAt: new Date(),
        idempotencyKey: idempotencyKey ?? null,
      });
      await tx.flush();
      recordAudit(tx, actor, 'create', 'payment', payment.id, {
        after: { studentId, amount: payment.amount, paidOn: payment.paidOn, mode: payment.mode, receiptNumber: payment.receiptNumber, note: payment.note },
      });
      return payment.id;
    });
  } catch (error) {
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    if (/idempotency_key/.test(error.message)) {
      const twin = await stored();
      if (twin) return twin;
    }
    if (/receipt_number/.test(error.message) && receiptNumber) throw receiptInUse(receiptNumber);
    throw conflict('Another payment was recorded at the same moment; try again');
  }
  if (id === null) return (await stored()) as RecordedPayment;
  return { payment: (await readPayment(sql, 'id', id)) as RecordedPayment['payment'], created: true };
}
