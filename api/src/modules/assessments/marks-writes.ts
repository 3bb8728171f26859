import type { EntityManager } from '@mikro-orm/core';
import type { Static } from 'typebox';
import type { SessionUser } from '../../plugins/session.ts';
import { currentYearOfClass } from '../../shared/academic-year.ts';
import { badRequest, conflict, notFound } from '../../shared/http-errors.ts';
import { recordAudit } from '../audit-log/record-audit.ts';
import { Student } from '../students/student.entity.ts';
import { Subject } from '../subjects/subject.entity.ts';
import type { ClassStudent } from '../teaching/class-students.ts';
import { PUBLISHED_MARKS } from '../teaching/guards.ts';
import { type AssessmentDto, assessmentDto } from './assessment.dto.ts';
import { Assessment } from './assessment.entity.ts';
import { ensureEditable, lockAssessment } from './assessment-writes.ts';
import { Mark } from './mark.entity.ts';
import type { marksBody } from './schemas.ts';

export const STALE_MARKS = 'Someone else saved these marks after you opened them. Your entries are still on this page: reload the sheet in another tab to compare, then save again.';

type Entry = { studentId: number; marks: number | null; absent: boolean };
export type MarksSheet = { assessment: AssessmentDto; version: number; entries: { student: ClassStudent; marks: number | null; absent: boolean }[] };

/** The class of an assessment, inside a transaction (see classStudents for the rule). */
export async function assessmentClass(tx: EntityManager, assessment: Assessment): Promise<ClassStudent[]> {
  const subject = await tx.findOneOrFail(Subject, assessment.subject.id);
  const withMarks = await tx.find(Mark, { assessment: { subject, academicYear: assessment.academicYear } }, { fields: ['student'] });
  const year = currentYearOfClass(subject.year, assessment.academicYear);
  const students = await tx.find(
    Student,
    { $or: [...(year ? [{ year }] : []), { id: { $in: withMarks.map((mark) => mark.student.id) } }] },
    { fields: ['firstName', 'lastName', 'enrollmentNumber', 'year'], orderBy: [{ enrollmentNumber: 'asc' }, { id: 'asc' }] },
  );
  return students.map((s) => ({ id: s.id, firstName: s.firstName, lastName: s.lastName, enrollmentNumber: s.enrollmentNumber, year: s.year }));
}

async function storedMarks(tx: EntityManager, assessmentId: number): Promise<Map<number, Entry>> {
  const marks = await tx.find(Mark, { assessment: assessmentId });
  return new Map(marks.map((mark) => [mark.student.id, { studentId: mark.student.id, marks: mark.marks ?? null, absent: mark.absent }]));
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
  return sheet(assessment, await assessmentClass(em, assessment), await storedMarks(em, id));
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
    const [students, stored] = await Promise.all([assessmentClass(tx, assessment), storedMarks(tx, id)]);
    if (body.version !== assessment.version) {
      const unchanged = body.entries.every((entry) => sameEntry(entry, stored.get(entry.studentId) ?? NOTHING));
      if (!unchanged) throw conflict(STALE_MARKS);
      return sheet(assessment, students, stored);
    }
    validate(body.entries, assessment.maxMarks, new Set(students.map((student) => student.id)));
    const changed = body.entries.filter((entry) => !sameEntry(entry, stored.get(entry.studentId) ?? NOTHING));
    if (changed.length) {
      await tx.upsertMany(Mark, changed.map((entry) => ({ assessment: id, student: entry.studentId, marks: entry.marks, absent: entry.absent })), {
        onConflictFields: ['assessment', 'student'], onConflictAction: 'merge', onConflictMergeFields: ['marks', 'absent'],
      });
    }
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
