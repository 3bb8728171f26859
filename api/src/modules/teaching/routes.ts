import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiRoutes } from '../../contract.ts';
import { requireAdmin, requireOwnFacultyOrAdmin, requireUser } from '../../plugins/auth.ts';
import { currentAcademicYear, ensureAcademicYear } from '../../shared/academic-year.ts';
import { badRequest, conflict, notFound } from '../../shared/http-errors.ts';
import { recordAudit } from '../audit-log/record-audit.ts';
import { readSettings } from '../settings/settings-reads.ts';
import { Faculty } from '../faculty/faculty.entity.ts';
import { Subject } from '../subjects/subject.entity.ts';
import { classStudents, findSubject } from './class-students.ts';
import { requireAssignedFacultyOrAdmin, requireOwnYearStudentOrStaff, requireStaff } from './guards.ts';
import { TeachingAssignment } from './teaching-assignment.entity.ts';
import { listAssignments, mySubjects, subjectsWithTeachers } from './teaching-reads.ts';

const tags = ['teaching'];

export const teachingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/academic-years', { onRequest: [requireUser], schema: { tags, ...apiRoutes['GET /academic-years'] } }, async () => {
    // the college's current year is its setting, which promotion moves on
    const current = (await readSettings(app.sql)).academicYear;
    const { rows } = await app.sql.query<{ year: string }>(
      'select academic_year as year from assessment union select academic_year from teaching_assignment union select name from academic_year',
    );
    const years = [...new Set([current, ...rows.map((row) => row.year)])].sort().reverse();
    return { current, years };
  });

  app.get('/teaching-assignments', { onRequest: [requireStaff], schema: { tags, ...apiRoutes['GET /teaching-assignments'] } }, async (request) => {
    const { academicYear = currentAcademicYear(), facultyId, subjectId } = request.query;
    const user = request.user;
    // a faculty member sees only their own assignments, whatever they filter on
    const ownId = user?.type === 'faculty' ? user.id : undefined;
    if (ownId !== undefined && facultyId !== undefined && Number(facultyId) !== ownId) return [];
    return listAssignments(app.sql, {
      academicYear,
      facultyId: ownId ?? (facultyId ? Number(facultyId) : undefined),
      subjectId: subjectId ? Number(subjectId) : undefined,
    });
  });

  app.post('/teaching-assignments', { onRequest: [requireAdmin], schema: { tags, ...apiRoutes['POST /teaching-assignments'] } }, async (request, reply) => {
    const { facultyId, subjectId, academicYear } = request.body;
    ensureAcademicYear(academicYear);
    const id = await app.orm.em.transactional(async (tx) => {
      const [faculty, subject] = await Promise.all([tx.findOne(Faculty, facultyId), tx.findOne(Subject, subjectId)]);
      if (!faculty) throw badRequest(`facultyId: No faculty member has id ${facultyId}`);
      if (!subject) throw badRequest(`subjectId: No subject has id ${subjectId}`);
      if (await tx.findOne(TeachingAssignment, { faculty, subject, academicYear })) {
        throw conflict(`${faculty.firstName} ${faculty.lastName} already teaches ${subject.code} in ${academicYear}`);
      }
      const created = tx.create(TeachingAssignment, { faculty, subject, academicYear });
      await tx.flush();
      recordAudit(tx, request.user, 'create', 'teaching-assignment', created.id, { after: { facultyId, subjectId, academicYear } });
      return created.id;
    });
    const [created] = await listAssignments(app.sql, { id });
    if (!created) throw notFound('Teaching assignment');
    reply.code(201);
    return created;
  });

  app.delete(
    '/teaching-assignments/:id',
    { onRequest: [requireAdmin], schema: { tags, ...apiRoutes['DELETE /teaching-assignments/:id'] } },
    async (request) => {
      const id = Number(request.params.id);
      await app.orm.em.transactional(async (tx) => {
        const found = await tx.findOne(TeachingAssignment, id);
        if (!found) throw notFound('Teaching assignment');
        const before = { facultyId: found.faculty.id, subjectId: found.subject.id, academicYear: found.academicYear };
        tx.remove(found);
        recordAudit(tx, request.user, 'delete', 'teaching-assignment', id, { before });
      });
      return { message: 'Teaching assignment deleted' };
    },
  );

  app.get(
    '/subject-teachers',
    {
      onRequest: [requireUser],
      preHandler: [requireOwnYearStudentOrStaff],
      schema: { tags, ...apiRoutes['GET /subject-teachers'] },
    },
    async (request) => subjectsWithTeachers(app.sql, request.query.year, request.query.academicYear ?? currentAcademicYear()),
  );

  app.get('/faculty/:id/subjects', { onRequest: [requireOwnFacultyOrAdmin], schema: { tags, ...apiRoutes['GET /faculty/:id/subjects'] } }, async (request) =>
    mySubjects(app.sql, Number(request.params.id), request.query.academicYear ?? currentAcademicYear()),
  );

  app.get(
    '/subjects/:id/students',
    {
      onRequest: [requireStaff],
      preHandler: [requireAssignedFacultyOrAdmin],
      schema: { tags, ...apiRoutes['GET /subjects/:id/students'] },
    },
    async (request) => {
      const subject = await findSubject(app.sql, Number(request.params.id));
      if (!subject) throw notFound('Subject');
      return classStudents(app.sql, subject, request.query.academicYear ?? currentAcademicYear());
    },
  );
};
