import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiRoutes, type RouteReply } from '../../contract.ts';
import { requireAdmin, requireOwnStudentOrAdmin, requireUser } from '../../plugins/auth.ts';
import { currentAcademicYear } from '../../shared/academic-year.ts';
import { FeedCache } from '../../shared/feed-cache.ts';
import { notFound } from '../../shared/http-errors.ts';
import { findSubject } from '../teaching/class-students.ts';
import { requireAssignedFacultyOrAdmin, requireStaff } from '../teaching/guards.ts';
import type { Band } from './compute.ts';
import { replaceScale } from './grade-scale-writes.ts';
import { loadScale } from './published-results.ts';
import { resultsAnalytics, studentResults, subjectResults } from './results-reads.ts';

const tags = ['results'];

/** What a student's derived results are read from. */
export const RESULT_TABLES = ['student', 'subject', 'assessment', 'mark', 'grade_band'];

export const resultRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const scaleCache = new FeedCache<Band[]>(app.changes, { tables: ['grade_band'], maxEntries: 1, maxAgeMs: 60_000 });
  const scale = () => scaleCache.getOrLoad('scale', () => loadScale(app.sql));
  // a student's results page and dashboard ask for these on every visit (kept as the JSON reply itself)
  const ownResults = new FeedCache<string>(app.changes, { tables: RESULT_TABLES, maxEntries: 5_000, maxAgeMs: 60_000 });

  app.get('/grade-scale', { onRequest: [requireUser], schema: { tags, ...apiRoutes['GET /grade-scale'] } }, () => scale());

  app.put('/grade-scale', { onRequest: [requireAdmin], schema: { tags, ...apiRoutes['PUT /grade-scale'] } }, async (request) =>
    replaceScale(app.orm.em, request.body.bands, request.user),
  );

  app.get(
    '/students/:id/results',
    { onRequest: [requireOwnStudentOrAdmin], schema: { tags, ...apiRoutes['GET /students/:id/results'] } },
    async (request, reply) => {
      const id = Number(request.params.id);
      const json = await ownResults.getOrLoad(String(id), async () => {
        const results = await studentResults(app.sql, id, await scale());
        return results && JSON.stringify(results);
      });
      if (json === null) throw notFound('Student');
      // the cached reply is the JSON text itself, which Fastify sends as it is
      return reply.type('application/json; charset=utf-8').send(json as unknown as RouteReply<'GET /students/:id/results'>);
    },
  );

  app.get(
    '/subjects/:id/results',
    {
      onRequest: [requireStaff],
      preHandler: [requireAssignedFacultyOrAdmin],
      schema: { tags, ...apiRoutes['GET /subjects/:id/results'] },
    },
    async (request) => {
      const subject = await findSubject(app.sql, Number(request.params.id));
      if (!subject) throw notFound('Subject');
      return subjectResults(app.sql, subject, request.query.academicYear ?? currentAcademicYear(), await scale());
    },
  );

  app.get('/analytics/results', { onRequest: [requireStaff], schema: { tags, ...apiRoutes['GET /analytics/results'] } }, async (request) => {
    const user = request.user;
    // a faculty member's analytics cover only the subjects they teach that academic year
    const facultyId = user?.type === 'faculty' ? user.id : undefined;
    return resultsAnalytics(app.sql, { academicYear: request.query.academicYear ?? currentAcademicYear(), year: request.query.year, facultyId }, await scale());
  });
};
