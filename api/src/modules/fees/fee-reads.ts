import type pg from 'pg';
import type { Quota, Year } from '../../shared/domain.ts';
import { today } from '../../shared/dates.ts';
import { likePattern, type Paging } from '../../shared/list-query.ts';
import { allocatePayments } from './allocation.ts';
import type { PaymentMode } from './payment.entity.ts';
import type { CHARGE_KINDS, ConcessionReply, DueRowReply as DueRow, PaymentReply } from '../../contract.ts';

type ChargeKind = (typeof CHARGE_KINDS)[number];

/**
 * Fee reads in plain SQL. What is paid, due and overdue is never read from the database: every read here
 * hands the charges and the payments' total to `allocatePayments`.
 */
type StudentRow = { id: number; firstName: string; lastName: string; enrollmentNumber: string | null; year: Year; quota: Quota };
type ChargeRow = {
  id: number;
  academicYear: string;
  yearOfStudy: Year;
  kind: ChargeKind;
  description: string;
  amount: number;
  waived: number;
  concessions: ConcessionReply[];
  dueDate: string;
};

/** Only payments not voided count. */
export const COUNTED_PAYMENT = 'voided_at is null';
/** What the concessions on charge `c` take off it. */
export const WAIVED_SQL = '(select coalesce(sum(k.amount), 0) from concession k where k.charge_id = c.id)::int';

const STUDENT_COLUMNS = `s.id, s.first_name as "firstName", s.last_name as "lastName", s.enrollment_number as "enrollmentNumber", s.year, s.quota`;
const CHARGE_COLUMNS = `c.id, c.academic_year as "academicYear", c.year_of_study as "yearOfStudy", c.kind, c.description, c.amount,
  ${WAIVED_SQL} as waived, c.due_date::text as "dueDate",
  coalesce((select json_agg(json_build_object('id', k.id, 'chargeId', k.charge_id, 'kind', k.kind, 'percent', k.percent::float8, 'amount', k.amount,
    'reason', k.reason, 'grantedBy', k.granted_by_name, 'grantedAt', to_char(k.granted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
    order by k.id) from concession k where k.charge_id = c.id), '[]') as concessions`;
export const PAYMENT_COLUMNS = `p.id, p.student_id as "studentId", p.amount, p.paid_on::text as "paidOn", p.mode, p.receipt_number as "receiptNumber",
  p.note, p.recorded_by_name as "recordedBy", to_char(p.recorded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "recordedAt",
  case when p.voided_at is null then null else json_build_object('at', to_char(p.voided_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'reason', p.void_reason, 'by', p.voided_by_name) end as voided`;

type PaymentRow = Omit<PaymentReply, 'mode'> & { mode: PaymentMode };

export async function readPayment(sql: pg.Pool | pg.PoolClient, where: 'id' | 'idempotency_key', value: number | string): Promise<PaymentRow | null> {
  const { rows } = await sql.query<PaymentRow>(`select ${PAYMENT_COLUMNS} from payment p where p.${where} = $1`, [value]);
  return rows[0] ?? null;
}

async function chargesOf(sql: pg.Pool, studentId: number) {
  const { rows } = await sql.query<ChargeRow>(`select ${CHARGE_COLUMNS} from charge c where c.student_id = $1 order by c.due_date, c.id`, [studentId]);
  return rows;
}

export async function readStudentFees(sql: pg.Pool, studentId: number) {
  const [students, charges, payments] = await Promise.all([
    sql.query<StudentRow>(`select ${STUDENT_COLUMNS} from student s where s.id = $1`, [studentId]),
    chargesOf(sql, studentId),
    sql.query<PaymentRow>(`select ${PAYMENT_COLUMNS} from payment p where p.student_id = $1 order by p.paid_on desc, p.id desc`, [studentId]),
  ]);
  const student = students.rows[0];
  if (!student) return null;
  const paid = payments.rows.reduce((sum, payment) => sum + (payment.voided ? 0 : payment.amount), 0);
  const allocation = allocatePayments(charges, paid, today());
  return { student, charges: allocation.charges, payments: payments.rows, totals: allocation.totals };
}

export async function readReceipt(sql: pg.Pool, paymentId: number) {
  const payment = await readPayment(sql, 'id', paymentId);
  if (!payment) return null;
  const [students, charges, paidUpTo] = await Promise.all([
    sql.query<StudentRow>(`select ${STUDENT_COLUMNS} from student s where s.id = $1`, [payment.studentId]),
    chargesOf(sql, payment.studentId),
    // the payments recorded up to and including this one
    sql.query<{ total: number }>(`select coalesce(sum(amount), 0)::int as total from payment where student_id = $1 and id <= $2 and ${COUNTED_PAYMENT}`, [
      payment.studentId,
      paymentId,
    ]),
  ]);
  const student = students.rows[0];
  if (!student) return null;
  const { quota: _quota, ...person } = student;
  return { payment, student: person, balanceAfter: allocatePayments(charges, paidUpTo.rows[0]?.total ?? 0, today()).totals.due };
}

/** The student a payment belongs to, for the receipt's guard. */
export async function paymentOwner(sql: pg.Pool, paymentId: number): Promise<number | null> {
  const { rows } = await sql.query<{ studentId: number }>('select student_id as "studentId" from payment where id = $1', [paymentId]);
  return rows[0]?.studentId ?? null;
}

type Direction = 'asc' | 'desc';
type Compare = (a: DueRow, b: DueRow) => number;
const compareBy =
  (...keys: ((row: DueRow) => string | number | null)[]) =>
  (direction: Direction): Compare =>
  (a, b) => {
    const sign = direction === 'asc' ? 1 : -1;
    for (const key of [...keys, (row: DueRow) => row.student.id]) {
      const x = key(a);
      const y = key(b);
      if (x === y) continue;
      // no due date sorts last either way
      if (x === null) return 1;
      if (y === null) return -1;
      return (x < y ? -1 : 1) * sign;
    }
    return 0;
  };
/** API sort key -> comparison; every one ends with the student id. */
export const DUES_SORT = {
  name: compareBy(
    (r) => r.student.firstName,
    (r) => r.student.lastName,
  ),
  lastName: compareBy(
    (r) => r.student.lastName,
    (r) => r.student.firstName,
  ),
  enrollmentNumber: compareBy((r) => r.student.enrollmentNumber),
  year: compareBy(
    (r) => r.student.year,
    (r) => r.student.firstName,
    (r) => r.student.lastName,
  ),
  charged: compareBy((r) => r.charged),
  paid: compareBy((r) => r.paid),
  due: compareBy((r) => r.due),
  overdueAmount: compareBy((r) => r.overdueAmount),
  oldestDueDate: compareBy((r) => r.oldestDueDate),
};

export type DuesFilter = { overdue: boolean; year?: Year; q?: string };

/**
 * Students who owe something. Filtering on what is due needs the allocation, so every matching student's
 * charges are read and allocated here, then filtered, sorted and paged: one query, a few rows per student.
 */
export async function listDues(sql: pg.Pool, filter: DuesFilter, paging: Paging<Compare>) {
  const values: unknown[] = [];
  const conditions: string[] = [];
  if (filter.year) {
    values.push(filter.year);
    conditions.push(`s.year = $${values.length}`);
  }
  if (filter.q) {
    values.push(likePattern(filter.q));
    const n = values.length;
    conditions.push(`(s.first_name ilike $${n} or s.last_name ilike $${n} or s.enrollment_number ilike $${n})`);
  }
  const where = conditions.length ? `where ${conditions.join(' and ')}` : '';
  const { rows } = await sql.query<StudentRow & { charges: { id: number; amount: number; waived: number; dueDate: string }[]; paid: number }>(
    `select ${STUDENT_COLUMNS},
      coalesce((select json_agg(json_build_object('id', c.id, 'academicYear', c.academic_year, 'yearOfStudy', c.year_of_study,
        'description', c.description, 'amount', c.amount, 'waived', ${WAIVED_SQL}, 'dueDate', c.due_date)) from charge c where c.student_id = s.id), '[]') as charges,
      (select coalesce(sum(p.amount), 0)::int from payment p where p.student_id = s.id and p.${COUNTED_PAYMENT}) as paid
    from student s ${where}`,
    values,
  );
  const day = today();
  const owing = rows
    .map(({ charges, paid, ...student }): DueRow => {
      const { totals, oldestDueDate } = allocatePayments(charges, paid, day);
      return { student, charged: totals.charged - totals.waived, paid, due: totals.due, overdueAmount: totals.overdue, oldestDueDate };
    })
    .filter((row) => row.due > 0 && (!filter.overdue || row.overdueAmount > 0))
    .sort(paging.orderBy);
  const offset = paging.offset ?? 0;
  return { items: owing.slice(offset, offset + paging.pageSize), total: owing.length, page: paging.page, pageSize: paging.pageSize };
}

export async function listFeePlans(sql: pg.Pool | pg.PoolClient, academicYear: string) {
  const { rows } = await sql.query<{
    id: number;
    academicYear: string;
    quota: Quota;
    yearOfStudy: Year;
    annualFee: number;
    oneTimeFee: number;
    dueDate: string;
  }>(
    `select id, academic_year as "academicYear", quota, year_of_study as "yearOfStudy", annual_fee as "annualFee", one_time_fee as "oneTimeFee",
      due_date::text as "dueDate" from fee_plan where academic_year = $1
    order by quota, array_position(array['FIRST', 'SECOND', 'THIRD', 'FOURTH'], year_of_study)`,
    [academicYear],
  );
  return rows;
}
