import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiRoutes } from '../../contract.ts';
import { requireAdmin, requireOwnStudentOrAdmin } from '../../plugins/auth.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { ensureAcademicYear } from '../../shared/academic-year.ts';
import { FieldError, notFound } from '../../shared/http-errors.ts';
import { MAX_PAGE_SIZE } from '../../shared/list-query.ts';
import { readSettings } from '../settings/settings-reads.ts';
import { requireStaff } from '../teaching/guards.ts';
import { readPeriod } from '../timetable/timetable-reads.ts';
import { readAllShortages, readShortages, readStudentAttendance } from './attendance-reads.ts';
import { condone } from './condonation.ts';
import { requirePeriodTeacherOrAdmin } from './guards.ts';
import { checkRollDate, collegeToday, readRoll, saveRoll } from './roll.ts';
import { shortagesCsv } from './shortages-csv.ts';

const tags = ['attendance'];
const SHORTAGE_PAGE_SIZE = 50;

export const attendanceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const periodOf = async (id: string) => {
    const period = await readPeriod(app.sql, Number(id));
    if (!period) throw notFound('Period');
    return period;
  };
  const signedIn = (user: SessionUser | null) => {
    if (!user) throw new Error('the route guard lets no anonymous request through');
    return user;
  };

  app.get(
    '/periods/:id/attendance',
    { onRequest: [requireStaff], preHandler: [requirePeriodTeacherOrAdmin], schema: { tags, ...apiRoutes['GET /periods/:id/attendance'] } },
    async (request) => {
      const period = await periodOf(request.params.id);
      return readRoll(app.sql, period, checkRollDate(period, request.query.date), signedIn(request.user));
    },
  );

  app.put(
    '/periods/:id/attendance',
    { onRequest: [requireStaff], preHandler: [requirePeriodTeacherOrAdmin], schema: { tags, ...apiRoutes['PUT /periods/:id/attendance'] } },
    async (request) => {
      const period = await periodOf(request.params.id);
      const user = signedIn(request.user);
      const date = await saveRoll(app.orm.em, app.sql, period, request.body, user);
      return readRoll(app.sql, period, date, user);
    },
  );

  app.get(
    '/students/:id/attendance',
    { onRequest: [requireOwnStudentOrAdmin], schema: { tags, ...apiRoutes['GET /students/:id/attendance'] } },
    async (request) => {
      const id = Number(request.params.id);
      const { rowCount } = await app.sql.query({ name: 'student-exists', text: 'select 1 from student where id = $1', values: [id] });
      if (!rowCount) throw notFound('Student');
      const settings = await readSettings(app.sql);
      const academicYear = request.query.academicYear ? ensureAcademicYear(request.query.academicYear) : settings.academicYear;
      return readStudentAttendance(app.sql, id, academicYear, settings.attendanceThreshold);
    },
  );

  const shortageFilter = async (request: { query: { academicYear?: string; year?: string; subjectId?: string }; user: SessionUser | null }) => {
    const settings = await readSettings(app.sql);
    const user = signedIn(request.user);
    return {
      academicYear: request.query.academicYear ? ensureAcademicYear(request.query.academicYear) : settings.academicYear,
      threshold: settings.attendanceThreshold,
      year: request.query.year,
      subjectId: request.query.subjectId ? Number(request.query.subjectId) : undefined,
      teacherId: user.type === 'faculty' ? user.id : undefined,
    };
  };

  app.get('/attendance/shortages', { onRequest: [requireStaff], schema: { tags, ...apiRoutes['GET /attendance/shortages'] } }, async (request) => {
    const filter = await shortageFilter(request);
    const page = Number(request.query.page ?? 1);
    const pageSize = Number(request.query.pageSize ?? SHORTAGE_PAGE_SIZE);
    if (pageSize > MAX_PAGE_SIZE) throw new FieldError('pageSize', `pageSize must be at most ${MAX_PAGE_SIZE}`);
    const { rows, total } = await readShortages(app.sql, filter, { page, pageSize });
    return { academicYear: filter.academicYear, threshold: filter.threshold, rows, total, page, pageSize };
  });

  app.get(
    '/attendance/shortages.csv',
    { onRequest: [requireStaff], schema: { tags, ...apiRoutes['GET /attendance/shortages.csv'] } },
    async (request, reply) => {
      const filter = await shortageFilter(request);
      const rows = await readAllShortages(app.sql, filter);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="attendance-shortages-${collegeToday()}.csv"`);
      return shortagesCsv(rows, filter.academicYear);
    },
  );

  app.post(
    '/attendance/condonations',
    { onRequest: [requireAdmin], schema: { tags, ...apiRoutes['POST /attendance/condonations'] } },
    async (request, reply) => {
      const condonation = await condone(app.orm.em, app.sql, request.body, signedIn(request.user));
      reply.code(201);
      return condonation;
    },
  );
};
