import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type pg from 'pg';
import type { Static } from 'typebox';
import type { condonationBody } from '../../contract.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { ensureAcademicYear } from '../../shared/academic-year.ts';
import { conflict, FieldError } from '../../shared/http-errors.ts';
import { recordAudit } from '../audit-log/record-audit.ts';
import { readSettings } from '../settings/settings-reads.ts';
import { AttendanceCondonation } from './attendance-condonation.entity.ts';

const ALREADY = 'This shortage is already condoned';

/** Excuses a student's shortage in a subject: only a real shortage (below the threshold), once, with a reason. */
export async function condone(em: EntityManager, sql: Pick<pg.Pool, 'query'>, body: Static<typeof condonationBody>, actor: SessionUser) {
  const academicYear = ensureAcademicYear(body.academicYear);
  const { attendanceThreshold } = await readSettings(sql);
  const { rows } = await sql.query<{ held: number; attended: number }>(
    'select held, attended from attendance_tally where student_id = $1 and subject_id = $2 and academic_year = $3',
    [body.studentId, body.subjectId, academicYear],
  );
  const tally = rows[0];
  if (!tally || tally.held === 0)
    throw new FieldError('studentId', `studentId: student ${body.studentId} has no attendance in this subject in ${academicYear}`);
  if (tally.attended * 100 >= attendanceThreshold * tally.held)
    throw new FieldError('studentId', `studentId: student ${body.studentId} is not short of attendance`);
  try {
    return await em.transactional(async (tx) => {
      if (await tx.count(AttendanceCondonation, { student: body.studentId, subject: body.subjectId, academicYear })) throw conflict(ALREADY);
      const created = tx.create(AttendanceCondonation, {
        student: body.studentId,
        subject: body.subjectId,
        academicYear,
        reason: body.reason.trim(),
        condonedById: actor.accountId,
        condonedByName: actor.name ?? actor.type,
        condonedAt: new Date(),
      });
      await tx.flush();
      recordAudit(tx, actor, 'create', 'attendance_condonation', created.id, {
        after: { studentId: body.studentId, subjectId: body.subjectId, academicYear, reason: created.reason, held: tally.held, attended: tally.attended },
      });
      return { reason: created.reason, by: created.condonedByName, at: created.condonedAt.toISOString() };
    });
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw conflict(ALREADY);
    throw error;
  }
}
