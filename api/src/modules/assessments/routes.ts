import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiRoutes } from '../../contract.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { currentAcademicYear } from '../../shared/academic-year.ts';
import { notFound } from '../../shared/http-errors.ts';
import { findSubject } from '../teaching/class-students.ts';
import {
  requireAssessmentFacultyOrAdmin,
  requireAssignedFacultyOnDraftOrAdmin,
  requireAssignedFacultyOrAdmin,
  requireAssignedFacultyWhileDraftOrAdmin,
  requireStaff,
} from '../teaching/guards.ts';
import { ASSESSMENT_COLUMNS, fromRow } from './assessment.dto.ts';
import { createAssessment, deleteAssessment, publishAssessment, reopenAssessment, updateAssessment } from './assessment-writes.ts';
import { assessmentClassIds, readMarksSheet, saveMarks } from './marks-writes.ts';

const tags = ['assessments'];
const staffOf = (guard: typeof requireAssignedFacultyOrAdmin) => ({ onRequest: [requireStaff], preHandler: [guard] });

export const assessmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/subjects/:id/assessments',
    { ...staffOf(requireAssignedFacultyOrAdmin), schema: { tags, ...apiRoutes['GET /subjects/:id/assessments'] } },
    async (request) => {
      const subjectId = Number(request.params.id);
      if (!(await findSubject(app.sql, subjectId))) throw notFound('Subject');
      const { rows } = await app.sql.query(
        `select ${ASSESSMENT_COLUMNS} from assessment a where a.subject_id = $1 and a.academic_year = $2 order by a.date, a.id`,
        [subjectId, request.query.academicYear ?? currentAcademicYear()],
      );
      return rows.map(fromRow);
    },
  );

  app.post(
    '/subjects/:id/assessments',
    { ...staffOf(requireAssignedFacultyOrAdmin), schema: { tags, ...apiRoutes['POST /subjects/:id/assessments'] } },
    async (request, reply) => {
      const created = await createAssessment(app.orm.em, Number(request.params.id), request.body, request.user);
      reply.code(201);
      return created;
    },
  );

  app.put('/assessments/:id', { ...staffOf(requireAssignedFacultyOnDraftOrAdmin), schema: { tags, ...apiRoutes['PUT /assessments/:id'] } }, async (request) =>
    updateAssessment(app.orm.em, Number(request.params.id), request.body, request.user),
  );

  app.delete(
    '/assessments/:id',
    { ...staffOf(requireAssignedFacultyOnDraftOrAdmin), schema: { tags, ...apiRoutes['DELETE /assessments/:id'] } },
    async (request) => {
      await deleteAssessment(app.orm.em, Number(request.params.id), request.user);
      return { message: 'Assessment deleted' };
    },
  );

  app.get(
    '/assessments/:id/marks',
    { ...staffOf(requireAssessmentFacultyOrAdmin), schema: { tags, ...apiRoutes['GET /assessments/:id/marks'] } },
    async (request) => readMarksSheet(app.orm.em, Number(request.params.id)),
  );

  app.put(
    '/assessments/:id/marks',
    { ...staffOf(requireAssignedFacultyWhileDraftOrAdmin), schema: { tags, ...apiRoutes['PUT /assessments/:id/marks'] } },
    async (request) => saveMarks(app.orm.em, Number(request.params.id), request.body, request.user),
  );

  app.post(
    '/assessments/:id/publish',
    { ...staffOf(requireAssessmentFacultyOrAdmin), schema: { tags, ...apiRoutes['POST /assessments/:id/publish'] } },
    async (request) => {
      const published = await publishAssessment(app.orm.em, Number(request.params.id), request.body.version, request.user, assessmentClassIds);
      app.mailOutbox.wake();
      return published;
    },
  );

  app.post('/assessments/:id/reopen', { onRequest: [requireAdmin], schema: { tags, ...apiRoutes['POST /assessments/:id/reopen'] } }, async (request) =>
    reopenAssessment(app.orm.em, Number(request.params.id), request.user),
  );
};
