import type { FilterQuery } from '@mikro-orm/core';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireAdmin, requireOwnStudentOrAdmin } from '../../plugins/auth.ts';
import { notFound } from '../../shared/http-errors.ts';
import { by, likePattern, listResponse, parseListQuery } from '../../shared/list-query.ts';
import { idParams } from '../../shared/schemas.ts';
import { parseStudentIncludes } from './includes.ts';
import { studentCreateBody, studentImportBody, studentListQuery, studentOneQuery, studentUpdateBody } from './schemas.ts';
import { studentDto } from './student.dto.ts';
import { Student } from './student.entity.ts';
import { createStudent, deleteStudent, importStudents, updateStudent } from './student-writes.ts';

const SORT_COLUMNS = {
  name: by('firstName', 'lastName'),
  lastName: by('lastName', 'firstName'),
  enrollmentNumber: by('enrollmentNumber'),
  year: by('year', 'firstName', 'lastName'),
  email: by('contactInfo.email'),
  id: by(),
};
const WITH_CONTACT = new Set(['personalInfo', 'contactInfo'] as const);
const tags = ['students'];

export const studentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/students', { onRequest: [requireAdmin], schema: { tags, querystring: studentListQuery } }, async (request) => {
    const { include, populate } = parseStudentIncludes(request.query.include);
    const paging = parseListQuery(request.query, SORT_COLUMNS, 'name');
    const where: FilterQuery<Student> = {};
    if (request.query.year) where.year = request.query.year;
    const q = request.query.q?.trim();
    if (q) {
      const like = likePattern(q);
      where.$or = [{ firstName: { $ilike: like } }, { lastName: { $ilike: like } }, { enrollmentNumber: { $ilike: like } }, { contactInfo: { email: { $ilike: like } } }];
    }
    const options = { populate, orderBy: paging.orderBy as never, limit: paging.limit, offset: paging.offset };
    const em = app.orm.em;
    const [students, total] = paging.paged ? await em.findAndCount(Student, where, options) : [await em.find(Student, where, options), 0];
    return listResponse(students.map((student) => studentDto(student, include)), total, paging);
  });

  app.get(
    '/students/:id',
    { onRequest: [requireOwnStudentOrAdmin], schema: { tags, params: idParams, querystring: studentOneQuery } },
    async (request) => {
      const { include, populate } = parseStudentIncludes(request.query.include);
      const student = await app.orm.em.findOne(Student, Number(request.params.id), { populate, disableIdentityMap: true });
      if (!student) throw notFound('Student');
      return studentDto(student, include);
    },
  );

  app.post('/students', { onRequest: [requireAdmin], schema: { tags, body: studentCreateBody } }, async (request, reply) => {
    const { student, initialPassword } = await createStudent(app.orm.em, request.body, request.user, app.config.collegeEmailDomain);
    reply.code(201);
    return { ...studentDto(student, WITH_CONTACT), initialPassword };
  });

  app.post('/students/import', { onRequest: [requireAdmin], schema: { tags, body: studentImportBody } }, async (request, reply) => {
    const created = await importStudents(app.orm.em, request.body.students, request.user, app.config.collegeEmailDomain);
    reply.code(201);
    return { created: created.map(({ student, initialPassword }) => ({ ...studentDto(student, WITH_CONTACT), initialPassword })) };
  });

  app.put('/students/:id', { onRequest: [requireAdmin], schema: { tags, params: idParams, body: studentUpdateBody } }, async (request) => {
    const student = await updateStudent(app.orm.em, Number(request.params.id), request.body, request.user, app.config.collegeEmailDomain);
    return studentDto(student, WITH_CONTACT);
  });

  app.delete('/students/:id', { onRequest: [requireAdmin], schema: { tags, params: idParams } }, async (request) => {
    await deleteStudent(app.orm.em, Number(request.params.id), request.user);
    return { message: 'Student deleted' };
  });
};
