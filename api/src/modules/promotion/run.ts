import type { EntityManager } from '@mikro-orm/postgresql';
import type pg from 'pg';
import type { PromotionBody, PromotionReply, YearOutcome } from '../../contract.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { conflict, FieldError } from '../../shared/http-errors.ts';
import type { Year } from '../../shared/domain.ts';
import { recordAudit } from '../audit-log/record-audit.ts';
import { defaultSettings, readSettings, SETTINGS_ID } from '../settings/settings-reads.ts';
import { nextAcademicYearOf, promotionCandidates } from './preview.ts';

type Outcome = { studentId: number; from: Year; to: Year | null; outcome: YearOutcome };

const alreadyRun = (academicYear: string, current: string) =>
  conflict(`The promotion of ${academicYear} has already been run; the current academic year is ${current}. Nothing was changed.`);

/** The academic year's row, made when the college has not named it before (1 June to 31 May). */
const ENSURE_YEAR = `insert into academic_year (name, starts_on, ends_on) values (?, make_date(left(?, 4)::int, 6, 1), make_date(left(?, 4)::int + 1, 5, 31))
  on conflict (name) do nothing`;

/**
 * Ends the current academic year: each active student moves up a year, is held back, or (after the final
 * year) graduates, as proposed unless the admin decided otherwise; each gets a history row; the next
 * academic year becomes current. All in one transaction, once per academic year (a second run is a 409).
 */
export async function runPromotion(em: EntityManager, sql: pg.Pool, body: PromotionBody, actor: SessionUser): Promise<PromotionReply> {
  const settings = await readSettings(sql);
  const current = settings.academicYear;
  if (body.academicYear !== current) throw alreadyRun(body.academicYear, current);
  const candidates = await promotionCandidates(sql, current, settings.attendanceThreshold);
  const byId = new Map(candidates.map((candidate) => [candidate.id, candidate]));
  const decided = new Map<number, PromotionBody['decisions'][number]['decision']>();
  for (const { studentId, decision } of body.decisions) {
    if (!byId.has(studentId)) throw new FieldError('decisions', `decisions: student ${studentId} is not an active student to promote`);
    if (decided.has(studentId)) throw new FieldError('decisions', `decisions: student ${studentId} is decided twice`);
    decided.set(studentId, decision);
  }
  const outcomes: Outcome[] = candidates.map((candidate) => {
    const decision = decided.get(candidate.id) ?? candidate.proposal;
    if (decision === 'hold-back') return { studentId: candidate.id, from: candidate.year, to: candidate.year, outcome: 'held-back' };
    return { studentId: candidate.id, from: candidate.year, to: candidate.movesTo, outcome: candidate.movesTo ? 'promoted' : 'graduated' };
  });
  const next = nextAcademicYearOf(current);
  const by = actor.name ?? actor.type;

  await em.transactional(async (tx) => {
    // the settings row is what two runs (or a run and a settings save) queue on
    const defaults = defaultSettings();
    await tx.execute(
      `insert into college_settings (id, academic_year, attendance_threshold, correction_window_days, hall_ticket_requires_no_overdue_fees, version)
       values (?, ?, ?, ?, ?, 0) on conflict (id) do nothing`,
      [SETTINGS_ID, current, defaults.attendanceThreshold, defaults.correctionWindowDays, defaults.hallTicketRequiresNoOverdueFees],
    );
    const [locked] = await tx.execute<{ academicYear: string }[]>('select academic_year as "academicYear" from college_settings where id = ? for update', [
      SETTINGS_ID,
    ]);
    if (locked?.academicYear !== current) throw alreadyRun(current, locked?.academicYear ?? current);
    for (const name of [current, next]) await tx.execute(ENSURE_YEAR, [name, name, name]);
    const [year] = await tx.execute<{ promotedAt: Date | null }[]>('select promoted_at as "promotedAt" from academic_year where name = ? for update', [
      current,
    ]);
    if (year?.promotedAt) throw alreadyRun(current, current);

    const rows = JSON.stringify(outcomes);
    await tx.execute(
      `insert into student_year (student_id, academic_year, year_of_study, outcome, decided_by_name, decided_at)
       select o."studentId", ?, o.from, o.outcome, ?, now() from jsonb_to_recordset(?::jsonb) as o("studentId" int, "from" text, outcome text)`,
      [current, by, rows],
    );
    await tx.execute(
      `update student s set year = coalesce(o.to, s.year), status = case when o.outcome = 'graduated' then 'graduated' else s.status end
       from jsonb_to_recordset(?::jsonb) as o("studentId" int, "to" text, outcome text)
       where s.id = o."studentId" and o.outcome <> 'held-back'`,
      [rows],
    );
    await tx.execute('update academic_year set promoted_at = now(), promoted_by_name = ? where name = ?', [by, current]);
    await tx.execute('update college_settings set academic_year = ?, version = version + 1 where id = ?', [next, SETTINGS_ID]);
    recordAudit(tx, actor, 'promote', 'academic_year', null, {
      before: { academicYear: current },
      after: { academicYear: next, decisions: body.decisions, outcomes },
    });
  });

  const count = (outcome: YearOutcome) => outcomes.filter((row) => row.outcome === outcome).length;
  return { academicYear: current, nextAcademicYear: next, promoted: count('promoted'), heldBack: count('held-back'), graduated: count('graduated') };
}
