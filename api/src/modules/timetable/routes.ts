import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiRoutes } from '../../contract.ts';
import { requireAdmin, requireOwnFacultyOrAdmin, requireUser } from '../../plugins/auth.ts';
import { ensureAcademicYear } from '../../shared/academic-year.ts';
import { readSettings } from '../settings/settings-reads.ts';
import { requireOwnYearStudentOrStaff } from '../teaching/guards.ts';
import { readTeacherWeek, readTimetable } from './timetable-reads.ts';
import { saveTimetable } from './timetable-writes.ts';

const tags = ['timetable'];

export const timetableRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const academicYearOr = async (given: string | undefined) => (given ? ensureAcademicYear(given) : (await readSettings(app.sql)).academicYear);

  app.get(
    '/timetable',
    { onRequest: [requireUser], preHandler: [requireOwnYearStudentOrStaff], schema: { tags, ...apiRoutes['GET /timetable'] } },
    async (request) => readTimetable(app.sql, await academicYearOr(request.query.academicYear), request.query.year ?? 'FIRST'),
  );

  app.put('/timetable', { onRequest: [requireAdmin], schema: { tags, ...apiRoutes['PUT /timetable'] } }, async (request) => {
    ensureAcademicYear(request.body.academicYear);
    await saveTimetable(app.orm.em, request.body, request.user);
    return readTimetable(app.sql, request.body.academicYear, request.body.year);
  });

  app.get('/faculty/:id/timetable', { onRequest: [requireOwnFacultyOrAdmin], schema: { tags, ...apiRoutes['GET /faculty/:id/timetable'] } }, async (request) =>
    readTeacherWeek(app.sql, Number(request.params.id), await academicYearOr(request.query.academicYear)),
  );
};
