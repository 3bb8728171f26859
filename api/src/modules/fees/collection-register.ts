import type pg from 'pg';
import { toDateOnly } from '../../shared/dates.ts';
import { badRequest } from '../../shared/http-errors.ts';
import { csvLine } from '../submissions/csv.ts';
import { type CollectionRowReply, FEES_OFFICE_LIMITS, PAYMENT_MODES, type PaymentMode } from '../../contract.ts';

export type RegisterQuery = { from?: string; to?: string; mode?: PaymentMode };

/** Both ends included; missing, today. At most a year, so a register is always one answer. */
export function registerRange(query: RegisterQuery) {
  const from = toDateOnly('from', query.from);
  const to = toDateOnly('to', query.to);
  if (from > to) throw badRequest(`from (${from}) must not be after to (${to})`);
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
  if (days > FEES_OFFICE_LIMITS.registerDays) throw badRequest(`to: a register covers at most ${FEES_OFFICE_LIMITS.registerDays} days`);
  return { from, to, mode: query.mode ?? null };
}

/** The payments received from `from` to `to` (by the day paid), in the order received; voided ones marked and not counted. */
export async function readCollectionRegister(sql: pg.Pool, query: RegisterQuery) {
  const range = registerRange(query);
  const { rows } = await sql.query<CollectionRowReply>(
    `select p.id, p.receipt_number as "receiptNumber", p.paid_on::text as "paidOn", p.mode, p.amount, p.recorded_by_name as "recordedBy",
      json_build_object('id', s.id, 'firstName', s.first_name, 'lastName', s.last_name, 'enrollmentNumber', s.enrollment_number, 'year', s.year) as student,
      case when p.voided_at is null then null else json_build_object('at', to_char(p.voided_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'reason', p.void_reason, 'by', p.voided_by_name) end as voided
    from payment p join student s on s.id = p.student_id
    where p.paid_on between $1 and $2 and ($3::text is null or p.mode = $3)
    order by p.paid_on, p.id`,
    [range.from, range.to, range.mode],
  );
  const counted = rows.filter((row) => !row.voided);
  const byMode = PAYMENT_MODES.map((mode) => {
    const ofMode = counted.filter((row) => row.mode === mode);
    return { mode, count: ofMode.length, amount: ofMode.reduce((sum, row) => sum + row.amount, 0) };
  }).filter((entry) => entry.count > 0);
  return {
    ...range,
    items: rows,
    total: counted.reduce((sum, row) => sum + row.amount, 0),
    count: counted.length,
    byMode,
    voidedCount: rows.length - counted.length,
  };
}

export function registerCsv(register: Awaited<ReturnType<typeof readCollectionRegister>>): string {
  const header = csvLine(['Date', 'Receipt', 'Student', 'Enrollment number', 'Year', 'Mode', 'Amount', 'Recorded by', 'Void', 'Void reason']);
  const lines = register.items.map((row) =>
    csvLine([
      row.paidOn,
      row.receiptNumber,
      `${row.student.firstName} ${row.student.lastName}`,
      row.student.enrollmentNumber,
      row.student.year,
      row.mode,
      row.amount,
      row.recordedBy,
      row.voided ? 'void' : '',
      row.voided?.reason ?? '',
    ]),
  );
  const total = csvLine(['Total', '', '', '', '', register.mode ?? 'all modes', register.total, `${register.count} payments`, '', '']);
  // the byte order mark makes spreadsheet programs read the file as UTF-8
  return `\ufeff${header}${lines.join('')}${total}`;
}

export const registerFileName = (register: { from: string; to: string }) => `collections-${register.from}-to-${register.to}.csv`;
