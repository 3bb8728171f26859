import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Static } from 'typebox';
import type { SessionUser } from '../../plugins/session.ts';
import { ensureAcademicYear } from '../../shared/academic-year.ts';
import { toDateOnly } from '../../shared/dates.ts';
import { badRequest, conflict, forbidden, notFound } from '../../shared/http-errors.ts';
import { announceResults } from '../announcements/automatic.ts';
import { recordAudit } from '../audit-log/record-audit.ts';
import { Subject } from '../subjects/subject.entity.ts';
import { PUBLISHED_ASSESSMENT } from '../teaching/guards.ts';
import { assessmentDto } from './assessment.dto.ts';
import { Assessment } from './assessment.entity.ts';
import { Mark } from './mark.entity.ts';
import type { assessmentCreateBody, assessmentUpdateBody } from '../../contract.ts';

export const STALE_ASSESSMENT = 'Someone else changed this assessment after you opened it. Reload it to see their changes, then try again.';

/** The assessment, locked until the transaction ends, so a concurrent save or publish waits for this one. */
export async function lockAssessment(tx: EntityManager, id: number): Promise<Assessment> {
  const assessment = await tx.findOne(Assessment, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!assessment) throw notFound('Assessment');
  return assessment;
}

/** A faculty member may change only drafts; checked again under the lock (it may have been published meanwhile). */
export function ensureEditable(assessment: Assessment, actor: SessionUser | null, message = PUBLISHED_ASSESSMENT): void {
  if (actor?.type !== 'admin' && assessment.status !== 'draft') throw forbidden(message);
}

/** The weights of a subject's assessments in a year may add up to 100 at most. */
async function ensureWeightFits(tx: EntityManager, subjectId: number, academicYear: string, weight: number, exceptId?: number) {
  // one writer per subject at a time, so two new assessments cannot both fit alone and overflow together
  await tx.findOne(Subject, subjectId, { lockMode: LockMode.PESSIMISTIC_WRITE });
  const others = await tx.find(Assessment, { subject: subjectId, academicYear, ...(exceptId && { id: { $ne: exceptId } }) }, { fields: ['weight'] });
  const total = others.reduce((sum, other) => sum + other.weight, weight);
  if (total > 100) throw badRequest(`weight: The weights of this subject's assessments in ${academicYear} would add up to ${total}, more than 100`);
}

export async function createAssessment(em: EntityManager, subjectId: number, body: Static<typeof assessmentCreateBody>, actor: SessionUser | null) {
  return em.transactional(async (tx) => {
    const subject = await tx.findOne(Subject, subjectId);
    if (!subject) throw notFound('Subject');
    ensureAcademicYear(body.academicYear);
    await ensureWeightFits(tx, subjectId, body.academicYear, body.weight);
    const created = tx.create(Assessment, {
      subject,
      academicYear: body.academicYear,
      name: body.name.trim(),
      maxMarks: body.maxMarks,
      date: toDateOnly('date', body.date),
      weight: body.weight,
      status: 'draft',
      publishedAt: null,
      version: 1,
    });
    await tx.flush();
    recordAudit(tx, actor, 'create', 'assessment', created.id, { after: assessmentDto(created) });
    return assessmentDto(created);
  });
}

export async function updateAssessment(em: EntityManager, id: number, body: Static<typeof assessmentUpdateBody>, actor: SessionUser | null) {
  return em.transactional(async (tx) => {
    const assessment = await lockAssessment(tx, id);
    ensureEditable(assessment, actor);
    if (body.version !== assessment.version) throw conflict(STALE_ASSESSMENT);
    await ensureWeightFits(tx, assessment.subject.id, assessment.academicYear, body.weight, id);
    if (await tx.count(Mark, { assessment: id, marks: { $gt: body.maxMarks } })) {
      throw badRequest(`maxMarks: Some students have more than ${body.maxMarks} marks in this assessment`);
    }
    const before = assessmentDto(assessment);
    tx.assign(assessment, {
      name: body.name.trim(),
      maxMarks: body.maxMarks,
      date: toDateOnly('date', body.date),
      weight: body.weight,
      version: assessment.version + 1,
    });
    recordAudit(tx, actor, 'update', 'assessment', id, { before, after: assessmentDto(assessment) });
    return assessmentDto(assessment);
  });
}

export async function deleteAssessment(em: EntityManager, id: number, actor: SessionUser | null) {
  await em.transactional(async (tx) => {
    const assessment = await lockAssessment(tx, id);
    ensureEditable(assessment, actor);
    const marks = await tx.find(Mark, { assessment: id }, { orderBy: { student: 'asc' } });
    const before = {
      ...assessmentDto(assessment),
      marks: marks.map((mark) => ({ studentId: mark.student.id, marks: mark.marks ?? null, absent: mark.absent })),
    };
    await tx.nativeDelete(Assessment, { id });
    recordAudit(tx, actor, 'delete', 'assessment', id, { before });
  });
}

/** Published: its marks count in results and students see them. Every student needs marks or Absent first. */
export async function publishAssessment(
  em: EntityManager,
  id: number,
  version: number,
  actor: SessionUser | null,
  classIds: (tx: EntityManager, assessment: Assessment) => Promise<number[]>,
) {
  return em.transactional(async (tx) => {
    const assessment = await lockAssessment(tx, id);
    // already published (a second click, or someone else did it): the state asked for is there
    if (assessment.status === 'published') return assessmentDto(assessment);
    if (version !== assessment.version) throw conflict(STALE_ASSESSMENT);
    const students = await classIds(tx, assessment);
    const entered = await tx.count(Mark, { assessment: id, student: { $in: students }, $or: [{ marks: { $ne: null } }, { absent: true }] });
    if (entered < students.length) throw badRequest('entries: Enter marks or Absent for every student before publishing');
    const before = assessmentDto(assessment);
    tx.assign(assessment, { status: 'published', publishedAt: new Date(), version: assessment.version + 1 });
    recordAudit(tx, actor, 'publish', 'assessment', id, { before, after: assessmentDto(assessment) });
    await announceResults(tx, { name: assessment.name, subjectId: assessment.subject.id, academicYear: assessment.academicYear }, students);
    return assessmentDto(assessment);
  });
}

/** Back to draft, so its marks can be corrected (admins only); students stop seeing it until it is published again. */
export async function reopenAssessment(em: EntityManager, id: number, actor: SessionUser | null) {
  return em.transactional(async (tx) => {
    const assessment = await lockAssessment(tx, id);
    if (assessment.status === 'draft') return assessmentDto(assessment);
    const before = assessmentDto(assessment);
    tx.assign(assessment, { status: 'draft', publishedAt: null, version: assessment.version + 1 });
    recordAudit(tx, actor, 'reopen', 'assessment', id, { before, after: assessmentDto(assessment) });
    return assessmentDto(assessment);
  });
}
