import type { EntityManager } from '@mikro-orm/postgresql';
import type { TimetableBody } from '../../contract.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { conflict, FieldError } from '../../shared/http-errors.ts';
import { recordAudit } from '../audit-log/record-audit.ts';
import { type BookedPeriod, checkBookings, checkPeriodTimes } from './clashes.ts';
import { intArray } from '../../shared/sql-arrays.ts';

const STALE = 'This timetable was changed by someone else since you opened it; reload to see their change (yours is still on screen)';

type StoredPeriod = { id: number; weekday: number; startsAt: string; endsAt: string; subjectId: number; facultyId: number; room: string };

/**
 * Replaces the week of one class: periods with an id are changed in place (attendance taken in them keeps
 * pointing at them), new ones added, missing ones removed. Saves of one academic year take turns (an
 * advisory lock), so two classes saved at once cannot book one teacher or room twice.
 */
export async function saveTimetable(em: EntityManager, body: TimetableBody, actor: SessionUser | null): Promise<void> {
  const periods = body.periods.map((period) => ({ ...period, room: period.room.trim() }));
  checkPeriodTimes(periods, body.year);
  await em.transactional(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`timetable ${body.academicYear}`]);
    await tx.execute(`insert into timetable (academic_year, year_of_study, version) values (?, ?, 0) on conflict (academic_year, year_of_study) do nothing`, [
      body.academicYear,
      body.year,
    ]);
    const [timetable] = await tx.execute<{ id: number; version: number }[]>(
      'select id, version from timetable where academic_year = ? and year_of_study = ? for update',
      [body.academicYear, body.year],
    );
    if (!timetable) throw new Error('the timetable row was just inserted');
    if (timetable.version !== body.version) throw conflict(STALE);

    const subjectIds = [...new Set(periods.map((period) => period.subjectId))];
    const facultyIds = [...new Set(periods.map((period) => period.facultyId))];
    const subjects = await tx.execute<{ id: number; code: string; year: string }[]>('select id, code, year from subject where id = any(?::int[])', [
      intArray(subjectIds),
    ]);
    const faculty = await tx.execute<{ id: number; name: string }[]>(
      `select id, first_name || ' ' || last_name as name from faculty where id = any(?::int[])`,
      [intArray(facultyIds)],
    );
    const assigned = await tx.execute<{ subjectId: number; facultyId: number }[]>(
      `select subject_id as "subjectId", faculty_id as "facultyId" from teaching_assignment where academic_year = ? and subject_id = any(?::int[])`,
      [body.academicYear, intArray(subjectIds)],
    );
    const teacherName = (id: number) => faculty.find((row) => row.id === id)?.name ?? `Faculty ${id}`;
    periods.forEach((period, index) => {
      const subject = subjects.find((row) => row.id === period.subjectId);
      if (!subject) throw new FieldError(`periods.${index}.subjectId`, `periods.${index}.subjectId: No subject has id ${period.subjectId}`);
      if (subject.year !== body.year)
        throw new FieldError(`periods.${index}.subjectId`, `periods.${index}.subjectId: ${subject.code} is not a subject of this year`);
      if (!faculty.some((row) => row.id === period.facultyId)) {
        throw new FieldError(`periods.${index}.facultyId`, `periods.${index}.facultyId: No faculty member has id ${period.facultyId}`);
      }
      if (!assigned.some((row) => row.subjectId === period.subjectId && row.facultyId === period.facultyId)) {
        throw new FieldError(
          `periods.${index}.facultyId`,
          `periods.${index}: ${teacherName(period.facultyId)} is not assigned to teach ${subject.code} in ${body.academicYear}`,
        );
      }
    });

    const booked = await tx.execute<BookedPeriod[]>(
      `select p.weekday, p.starts_at as "startsAt", p.ends_at as "endsAt", p.faculty_id as "facultyId", p.room, t.year_of_study as year,
         f.first_name || ' ' || f.last_name as teacher
       from timetable_period p join timetable t on t.id = p.timetable_id join faculty f on f.id = p.faculty_id
       where t.academic_year = ? and t.id <> ?`,
      [body.academicYear, timetable.id],
    );
    checkBookings(periods, booked, teacherName);

    const stored = await tx.execute<StoredPeriod[]>(
      `select id, weekday, starts_at as "startsAt", ends_at as "endsAt", subject_id as "subjectId", faculty_id as "facultyId", room
       from timetable_period where timetable_id = ? order by id`,
      [timetable.id],
    );
    periods.forEach((period, index) => {
      if (period.id !== undefined && !stored.some((row) => row.id === period.id)) {
        throw new FieldError(`periods.${index}.id`, `periods.${index}.id: period ${period.id} is not in this timetable`);
      }
    });
    const kept = new Set(periods.flatMap((period) => (period.id === undefined ? [] : [period.id])));
    const removed = stored.filter((row) => !kept.has(row.id)).map((row) => row.id);
    if (removed.length) await tx.execute('delete from timetable_period where id = any(?::int[])', [intArray(removed)]);
    for (const period of periods) {
      const values = [period.weekday, period.startsAt, period.endsAt, period.subjectId, period.facultyId, period.room];
      if (period.id === undefined) {
        await tx.execute(
          'insert into timetable_period (timetable_id, weekday, starts_at, ends_at, subject_id, faculty_id, room) values (?, ?, ?, ?, ?, ?, ?)',
          [timetable.id, ...values],
        );
      } else {
        await tx.execute('update timetable_period set weekday = ?, starts_at = ?, ends_at = ?, subject_id = ?, faculty_id = ?, room = ? where id = ?', [
          ...values,
          period.id,
        ]);
      }
    }
    await tx.execute('update timetable set version = version + 1 where id = ?', [timetable.id]);
    const after = periods.map(({ id, ...period }) => period);
    recordAudit(tx, actor, 'update', 'timetable', timetable.id, {
      before: { academicYear: body.academicYear, year: body.year, periods: stored.map(({ id, ...period }) => period) },
      after: { academicYear: body.academicYear, year: body.year, periods: after },
    });
    await tx.flush();
  });
}
