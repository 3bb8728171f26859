import type { EntityManager } from '@mikro-orm/postgresql';
import type { Static } from 'typebox';
import type { SessionUser } from '../../plugins/session.ts';
import { currentYearOfClass } from '../../shared/academic-year.ts';
import { badRequest, conflict, notFound } from '../../shared/http-errors.ts';
import { recordAudit } from '../audit-log/record-audit.ts';
import { Subject } from '../subjects/subject.entity.ts';
import type { ClassStudent } from '../teaching/class-students.ts';
import { PUBLISHED_MARKS } from '../teaching/guards.ts';
import { type AssessmentDto, assessmentDto } from './assessment.dto.ts';
import { Assessment } from './assessment.entity.ts';
import { ensureEditable, lockAssessment } from './assessment-writes.ts';
import type { marksBody } from '../../contract.ts';

export const STALE_MARKS =
  'Someone else saved these marks after you opened them. Your entries are still on this page: reload the sheet in another tab to compare, then save again.';

type Entry = { studentId: number; marks: number | null; absent: boolean };
export type MarksSheet = { assessment: AssessmentDto; version: number; entries: { student: ClassStudent; marks: number | null; absent: boolean }[] };

type ClassRow = ClassStudent & { marks: number | null; absent: boolean | null };

/**
 * The class of an assessment (see classStudents for the rule) with each student's stored marks, in
 * one statement: the marks grid of a class of 120 is saved within a 100 ms budget (api/bench).
 */
async function classWithMarks(tx: EntityManager, assessment: Assessment): Promise<{ students: ClassStudent[]; stored: Map<number, Entry> }> {
  const subject = await tx.findOneOrFail(Subject, assessment.subject.id);
  const rows = await tx.execute<ClassRow[]>(
    `select s.id, s.first_name as "firstName", s.last_name as "lastName", s.enrollment_number as "enrollmentNumber", s.year,
       m.marks::float8 as marks, m.absent
     from student s left join mark m on m.student_id = s.id and m.assessment_id = ?
     where (s.year = ? and s.status = 'active') or exists (select 1 from mark m2 join assessment a on a.id = m2.assessment_id
       where m2.student_id = s.id and a.subject_id = ? and a.academic_year = ?)
     order by s.enrollment_number, s.id`,
    [assessment.id, currentYearOfClass(subject.year, assessment.academicYear), subject.id, assessment.academicYear],
  );
  const stored = new Map<number, Entry>();
  const students = rows.map(({ marks, absent, ...student }) => {
    if (absent !== null) stored.set(student.id, { studentId: student.id, marks, absent });
    return student;
  });
  return { students, stored };
}

/** The ids of an assessment's class, inside a transaction. */
export async function assessmentClassIds(tx: EntityManager, assessment: Assessment): Promise<number[]> {
  return (await classWithMarks(tx, assessment)).students.map((student) => student.id);
}

/** Inserts or replaces the given marks in one statement (the values are schema-checked numbers and booleans). */
async function storeMarks(tx: EntityManager, assessmentId: number, entries: Entry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.execute(
    `insert into mark (assessment_id, student_id, marks, absent) values ${entries.map(() => '(?, ?, ?, ?)').join(', ')}
     on conflict (assessment_id, student_id) do update set marks = excluded.marks, absent = excluded.absent`,
    entries.flatMap((entry) => [assessmentId, entry.studentId, entry.marks, entry.absent]),
  );
}

const NOTHING = { marks: null, absent: false };
const sameEntry = (a: Omit<Entry, 'studentId'>, b: Omit<Entry, 'studentId'>) => a.marks === b.marks && a.absent === b.absent;

function sheet(assessment: Assessment, students: ClassStudent[], stored: Map<number, Entry>): MarksSheet {
  const dto = assessmentDto(assessment);
  return {
    assessment: dto,
    version: dto.version,
    entries: students.map((student) => {
      const entry = stored.get(student.id) ?? NOTHING;
      return { student, marks: entry.marks, absent: entry.absent };
    }),
  };
}

export async function readMarksSheet(em: EntityManager, id: number): Promise<MarksSheet> {
  const assessment = await em.findOne(Assessment, id);
  if (!assessment) throw notFound('Assessment');
  const { students, stored } = await classWithMarks(em, assessment);
  return sheet(assessment, students, stored);
}

/** Every row is checked before anything is stored; the first bad one is named (`entries/3/marks`). */
function validate(entries: Entry[], maxMarks: number, classIds: Set<number>): void {
  const seen = new Set<number>();
  entries.forEach((entry, index) => {
    if (!classIds.has(entry.studentId)) throw badRequest(`entries/${index}/studentId: Student ${entry.studentId} is not in this class`);
    if (seen.has(entry.studentId)) throw badRequest(`entries/${index}/studentId: Student ${entry.studentId} appears more than once`);
    seen.add(entry.studentId);
    if (entry.marks === null) return;
    if (entry.absent) throw badRequest(`entries/${index}/marks: Leave the marks empty for a student who was Absent`);
    if (entry.marks < 0 || entry.marks > maxMarks) throw badRequest(`entries/${index}/marks: Marks must be between 0 and ${maxMarks}, or Absent`);
    if (!Number.isInteger(entry.marks * 2)) throw badRequest(`entries/${index}/marks: Marks must be whole or half marks (like 12 or 12.5)`);
  });
}

/**
 * The whole class's marks in one transaction. A save made from an older version is refused and stores
 * nothing, unless it carries exactly what is stored (the same save sent twice): then the current sheet.
 */
export async function saveMarks(em: EntityManager, id: number, body: Static<typeof marksBody>, actor: SessionUser | null): Promise<MarksSheet> {
  return em.transactional(async (tx) => {
    const assessment = await lockAssessment(tx, id);
    ensureEditable(assessment, actor, PUBLISHED_MARKS);
    const { students, stored } = await classWithMarks(tx, assessment);
    if (body.version !== assessment.version) {
      const unchanged = body.entries.every((entry) => sameEntry(entry, stored.get(entry.studentId) ?? NOTHING));
      if (!unchanged) throw conflict(STALE_MARKS);
      return sheet(assessment, students, stored);
    }
    validate(body.entries, assessment.maxMarks, new Set(students.map((student) => student.id)));
    const changed = body.entries.filter((entry) => !sameEntry(entry, stored.get(entry.studentId) ?? NOTHING));
    await storeMarks(tx, id, changed);
    const version = assessment.version;
    assessment.version = version + 1;
    recordAudit(tx, actor, 'update', 'marks', id, {
      before: { version, entries: changed.map((entry) => stored.get(entry.studentId) ?? { studentId: entry.studentId, ...NOTHING }) },
      after: { version: version + 1, entries: changed },
    });
    for (const entry of changed) stored.set(entry.studentId, entry);
    return sheet(assessment, students, stored);
  });
}
