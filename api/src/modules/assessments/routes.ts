import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireAdmin } from '../../plugins/auth.ts';
import { currentAcademicYear } from '../../shared/academic-year.ts';
import { errorReplies } from '../../shared/error-replies.ts';
import { notFound } from '../../shared/http-errors.ts';
import { idParams, okMessage } from '../../shared/schemas.ts';
import { findSubject } from '../teaching/class-students.ts';
import {
  requireAssessmentFacultyOrAdmin, requireAssignedFacultyOnDraftOrAdmin, requireAssignedFacultyOrAdmin,
  requireAssignedFacultyWhileDraftOrAdmin, requireStaff,
} from '../teaching/guards.ts';
import { academicYearQuery } from '../teaching/schemas.ts';
import { ASSESSMENT_COLUMNS, fromRow } from './assessment.dto.ts';
import { createAssessment, deleteAssessment, publishAssessment, reopenAssessment, updateAssessment } from './assessment-writes.ts';
import { assessmentClassIds, readMarksSheet, saveMarks } from './marks-writes.ts';
import { assessmentCreateBody, assessmentReply, assessmentUpdateBody, marksBody, marksSheetReply, versionBody } from './schemas.ts';

const tags = ['assessments'];
const staffOf = (guard: typeof requireAssignedFacultyOrAdmin) => ({ onRequest: [requireStaff], preHandler: [guard] });

export const assessmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/subjects/:id/assessments',
    { ...staffOf(requireAssignedFacultyOrAdmin), schema: { tags, params: idParams, querystring: academicYearQuery, response: { 200: Type.Array(assessmentReply), ...errorReplies(400, 401, 403, 404) } } },
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
    { ...staffOf(requireAssignedFacultyOrAdmin), schema: { tags, params: idParams, body: assessmentCreateBody, response: { 201: assessmentReply, ...errorReplies(400, 401, 403, 404) } } },
    async (request, reply) => {
      const created = await createAssessment(app.orm.em, Number(request.params.id), request.body, request.user);
      reply.code(201);
      return created;
    },
  );

  app.put(
    '/assessments/:id',
    { ...staffOf(requireAssignedFacultyOnDraftOrAdmin), schema: { tags, params: idParams, body: assessmentUpdateBody, response: { 200: assessmentReply, ...errorReplies(400, 401, 403, 404, 409) } } },
    async (request) => updateAssessment(app.orm.em, Number(request.params.id), request.body, request.user),
  );

  app.delete(
    '/assessments/:id',
    { ...staffOf(requireAssignedFacultyOnDraftOrAdmin), schema: { tags, params: idParams, response: { 200: okMessage, ...errorReplies(400, 401, 403, 404) } } },
    async (request) => {
      await deleteAssessment(app.orm.em, Number(request.params.id), request.user);
      return { message: 'Assessment deleted' };
    },
  );

  app.get(
    '/assessments/:id/marks',
    { ...staffOf(requireAssessmentFacultyOrAdmin), schema: { tags, params: idParams, response: { 200: marksSheetReply, ...errorReplies(400, 401, 403, 404) } } },
    async (request) => readMarksSheet(app.orm.em, Number(request.params.id)),
  );

  app.put(
    '/assessments/:id/marks',
    { ...staffOf(requireAssignedFacultyWhileDraftOrAdmin), schema: { tags, params: idParams, body: marksBody, response: { 200: marksSheetReply, ...errorReplies(400, 401, 403, 404, 409) } } },
    async (request) => saveMarks(app.orm.em, Number(request.params.id), request.body, request.user),
  );

  app.post(
    '/assessments/:id/publish',
    { ...staffOf(requireAssessmentFacultyOrAdmin), schema: { tags, params: idParams, body: versionBody, response: { 200: assessmentReply, ...errorReplies(400, 401, 403, 404, 409) } } },
    async (request) => {
      return publishAssessment(app.orm.em, Number(request.params.id), request.body.version, request.user, assessmentClassIds);
    },
  );

  app.post(
    '/assessments/:id/reopen',
    { onRequest: [requireAdmin], schema: { tags, params: idParams, response: { 200: assessmentReply, ...errorReplies(400, 401, 403, 404) } } },
    async (request) => reopenAssessment(app.orm.em, Number(request.params.id), request.user),
  );
};
