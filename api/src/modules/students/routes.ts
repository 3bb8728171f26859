import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { linkSettings } from '../accounts/links.ts';
import { requireAdmin, requireOwnStudentOrAdmin } from '../../plugins/auth.ts';
import { FeedCache } from '../../shared/feed-cache.ts';
import { notFound } from '../../shared/http-errors.ts';
import { listResponse, parseListQuery } from '../../shared/list-query.ts';
import { apiRoutes, type RouteReply } from '../../contract.ts';
import { parseStudentIncludes } from './includes.ts';
import { studentDto } from './student.dto.ts';
import { listStudents, readStudent, STUDENT_SORT } from './student-reads.ts';
import { ARCHIVED_STUDENT, deleteOrArchive, restore } from './archive.ts';
import { createStudent, importStudents, updateStudent } from './student-writes.ts';

const WITH_CONTACT = new Set(['personalInfo', 'contactInfo'] as const);
const tags = ['students'];

/** What a student's record (with any include) is read from. */
const STUDENT_TABLES = ['student', 'personal_info', 'contact_info', 'charge', 'concession', 'payment', 'subject', 'assessment', 'mark', 'grade_band'];

export const studentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // one student's record: every dashboard view asks for it (the read throughput targets of `npm run bench`)
  // (kept as the JSON reply itself)
  const oneStudent = new FeedCache<string>(app.changes, { tables: STUDENT_TABLES, maxEntries: 5_000, maxAgeMs: 60_000 });

  app.get('/students', { onRequest: [requireAdmin], schema: { tags, ...apiRoutes['GET /students'] } }, async (request) => {
    const { include } = parseStudentIncludes(request.query.include);
    const paging = parseListQuery(request.query, STUDENT_SORT, 'name');
    const { items, total } = await listStudents(
      app.sql,
      { year: request.query.year, q: request.query.q?.trim(), status: request.query.status },
      include,
      paging,
    );
    return listResponse(items, total, paging);
  });

  app.get('/students/:id', { onRequest: [requireOwnStudentOrAdmin], schema: { tags, ...apiRoutes['GET /students/:id'] } }, async (request, reply) => {
    const { include } = parseStudentIncludes(request.query.include);
    const id = Number(request.params.id);
    const load = async () => {
      const student = await readStudent(app.sql, id, include);
      return student && JSON.stringify(student);
    };
    const json = await oneStudent.getOrLoad(`${id}:${[...include].sort().join(',')}`, load);
    if (json === null) throw notFound('Student');
    // the cached reply is the JSON text itself, which Fastify sends as it is
    return reply.type('application/json; charset=utf-8').send(json as unknown as RouteReply<'GET /students/:id'>);
  });

  app.post('/students', { onRequest: [requireAdmin], schema: { tags, ...apiRoutes['POST /students'] } }, async (request, reply) => {
    const { student, signInLinkSentTo } = await createStudent(app.orm.em, request.body, request.user, app.config.collegeEmailDomain, linkSettings(app.config));
    app.mailOutbox.wake();
    reply.code(201);
    return { ...studentDto(student, WITH_CONTACT), signInLinkSentTo };
  });

  app.post('/students/import', { onRequest: [requireAdmin], schema: { tags, ...apiRoutes['POST /students/import'] } }, async (request, reply) => {
    const created = await importStudents(app.orm.em, request.body.students, request.user, app.config.collegeEmailDomain, linkSettings(app.config));
    app.mailOutbox.wake();
    reply.code(201);
    return { created: created.map(({ student, signInLinkSentTo }) => ({ ...studentDto(student, WITH_CONTACT), signInLinkSentTo })) };
  });

  app.put('/students/:id', { onRequest: [requireAdmin], schema: { tags, ...apiRoutes['PUT /students/:id'] } }, async (request) => {
    const student = await updateStudent(app.orm.em, Number(request.params.id), request.body, request.user, app.config.collegeEmailDomain);
    return studentDto(student, WITH_CONTACT);
  });

  app.delete('/students/:id', { onRequest: [requireAdmin], schema: { tags, ...apiRoutes['DELETE /students/:id'] } }, async (request) => {
    const done = await deleteOrArchive(app.orm.em, 'student', Number(request.params.id), request.user);
    return { message: done === 'deleted' ? 'Student deleted' : ARCHIVED_STUDENT };
  });

  app.post('/students/:id/restore', { onRequest: [requireAdmin], schema: { tags, ...apiRoutes['POST /students/:id/restore'] } }, async (request) => {
    await restore(app.orm.em, 'student', Number(request.params.id), request.user);
    return { message: 'Student restored' };
  });
};
