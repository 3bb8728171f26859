import type { FastifyRequest } from 'fastify';
import { requireRole } from '../../plugins/auth.ts';
import { currentAcademicYear } from '../../shared/academic-year.ts';
import { forbidden } from '../../shared/http-errors.ts';

/**
 * Who may touch a subject's teaching records (CONTRACT §9): admins, and the faculty members assigned to
 * that subject in that academic year. These run after validation (params and query are well formed),
 * behind `requireStaff`. A faculty member is refused with the same 403 whether or not the subject or
 * assessment exists.
 */
export const requireStaff = requireRole('faculty', 'admin');
export const PUBLISHED_MARKS = 'These marks are published. Ask the college office to reopen them.';
export const PUBLISHED_ASSESSMENT = 'This assessment is published. Ask the college office to reopen it.';

function refuse(request: FastifyRequest, reason: string, message?: string): never {
  request.log.warn({ event: 'access_refused', status: 403, reason, userType: request.user?.type, userId: request.user?.id }, 'access refused');
  throw forbidden(message);
}

const idOf = (request: FastifyRequest) => Number((request.params as { id: string }).id);

/**
 * `/subjects/:id/...`: the academic year acted on is the body's (a write), else the query's (a read),
 * else the current one; a write's query never counts, so it cannot vouch for another year's body.
 */
export async function requireAssignedFacultyOrAdmin(request: FastifyRequest): Promise<void> {
  const user = request.user;
  if (user?.type === 'admin') return;
  if (user?.type !== 'faculty') refuse(request, 'not staff');
  const body = request.body as { academicYear?: string } | undefined;
  const academicYear = body ? body.academicYear : (request.query as { academicYear?: string } | undefined)?.academicYear;
  const { rowCount } = await request.server.sql.query({
    name: 'assigned-subject',
    text: 'select 1 from teaching_assignment where faculty_id = $1 and subject_id = $2 and academic_year = $3',
    values: [user.id, idOf(request), academicYear ?? currentAcademicYear()],
  });
  if (!rowCount) refuse(request, 'subject not assigned');
}

async function assessmentForFaculty(request: FastifyRequest, facultyId: number) {
  const { rows } = await request.server.sql.query<{ status: string }>({
    name: 'assigned-assessment',
    text: `select a.status from assessment a join teaching_assignment t
      on t.subject_id = a.subject_id and t.academic_year = a.academic_year and t.faculty_id = $2 where a.id = $1`,
    values: [idOf(request), facultyId],
  });
  return rows[0];
}

/** `/assessments/:id/...` read or publish: the faculty member teaches its subject in its academic year. */
export async function requireAssessmentFacultyOrAdmin(request: FastifyRequest): Promise<void> {
  const user = request.user;
  if (user?.type === 'admin') return;
  if (user?.type !== 'faculty' || !(await assessmentForFaculty(request, user.id))) refuse(request, 'assessment not assigned');
}

function requireDraftFor(message: string) {
  return async function requireDraftAssessmentFacultyOrAdmin(request: FastifyRequest): Promise<void> {
    const user = request.user;
    if (user?.type === 'admin') return;
    const assessment = user?.type === 'faculty' ? await assessmentForFaculty(request, user.id) : undefined;
    if (!assessment) refuse(request, 'assessment not assigned');
    if (assessment.status !== 'draft') refuse(request, 'assessment published', message);
  };
}

/** Marks entry: assigned faculty while the assessment is a draft; admins always. */
export const requireAssignedFacultyWhileDraftOrAdmin = requireDraftFor(PUBLISHED_MARKS);
/** Editing or deleting an assessment: the same, with the assessment's wording. */
export const requireAssignedFacultyOnDraftOrAdmin = requireDraftFor(PUBLISHED_ASSESSMENT);

/** `/subject-teachers`: students see their own year's (the default for them), staff any year. */
export async function requireOwnYearStudentOrStaff(request: FastifyRequest): Promise<void> {
  const user = request.user;
  if (user?.type !== 'student') return;
  const query = request.query as { year?: string };
  const { rows } = await request.server.sql.query<{ year: string }>({
    name: 'student-year',
    text: 'select year from student where id = $1',
    values: [user.id],
  });
  const own = rows[0]?.year;
  if (!own || (query.year !== undefined && query.year !== own)) refuse(request, 'another year');
  query.year = own;
}
