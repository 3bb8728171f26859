import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { linkSettings } from '../accounts/links.ts';
import type { FilterQuery } from '@mikro-orm/core';
import { requireAdmin, requireOwnFacultyOrAdmin, requireRole } from '../../plugins/auth.ts';
import { notFound } from '../../shared/http-errors.ts';
import { by, likePattern, listResponse, parseListQuery } from '../../shared/list-query.ts';
import { apiRoutes } from '../../contract.ts';
import { calendarEntryDto } from '../academic-calendar/calendar-entry.dto.ts';
import { CalendarEntry } from '../academic-calendar/calendar-entry.entity.ts';
import { facultyDto, parseFacultyIncludes } from './faculty.dto.ts';
import { Faculty } from './faculty.entity.ts';
import { ARCHIVED_FACULTY, deleteOrArchive, restore } from '../students/archive.ts';
import { createFaculty, updateFaculty } from './faculty-writes.ts';
import { forbidFacultyEmailChange } from './guards.ts';

const SORT_COLUMNS = {
  name: by('firstName', 'lastName'),
  lastName: by('lastName', 'firstName'),
  designation: by('designation'),
  specialization: by('specialization'),
  experienceYears: by('experienceYears'),
  yearOfJoining: by('yearOfJoining'),
  email: by('contactInfo.email'),
  id: by(),
};
const WITH_CONTACT = new Set(['personalInfo', 'contactInfo'] as const);
const tags = ['faculty'];

export const facultyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // admins see everyone; a faculty member sees a list holding only their own record
  app.get('/faculty', { onRequest: [requireRole('admin', 'faculty')], schema: { tags, ...apiRoutes['GET /faculty'] } }, async (request) => {
    const include = parseFacultyIncludes(request.query.include);
    const paging = parseListQuery(request.query, SORT_COLUMNS, 'name');
    const where: FilterQuery<Faculty> = request.user?.type === 'faculty' ? { id: request.user.id } : { status: request.query.status ?? 'active' };
    const q = request.query.q?.trim();
    if (q) {
      const like = likePattern(q);
      where.$or = [
        { firstName: { $ilike: like } },
        { lastName: { $ilike: like } },
        { specialization: { $ilike: like } },
        { contactInfo: { email: { $ilike: like } } },
      ];
    }
    const options = { populate: [...include] as never[], orderBy: paging.orderBy as never, limit: paging.limit, offset: paging.offset };
    const em = app.orm.em;
    const [rows, total] = paging.paged ? await em.findAndCount(Faculty, where, options) : [await em.find(Faculty, where, options), 0];
    return listResponse(
      rows.map((faculty) => facultyDto(faculty, include)),
      total,
      paging,
    );
  });

  app.get('/faculty/:id', { onRequest: [requireOwnFacultyOrAdmin], schema: { tags, ...apiRoutes['GET /faculty/:id'] } }, async (request) => {
    const faculty = await app.orm.em.findOne(Faculty, Number(request.params.id), { populate: ['personalInfo', 'contactInfo'] });
    if (!faculty) throw notFound('Faculty member');
    // the faculty dashboard reads personal and contact info without asking for them
    return facultyDto(faculty, request.query.include ? parseFacultyIncludes(request.query.include) : WITH_CONTACT);
  });

  app.get('/faculty/:id/calendar', { onRequest: [requireOwnFacultyOrAdmin], schema: { tags, ...apiRoutes['GET /faculty/:id/calendar'] } }, async (request) => {
    const exists = await app.orm.em.count(Faculty, { id: Number(request.params.id) });
    if (!exists) throw notFound('Faculty member');
    const entries = await app.orm.em.find(CalendarEntry, {}, { orderBy: [{ date: 'asc' }, { id: 'asc' }] });
    return entries.map(calendarEntryDto);
  });

  app.post('/faculty', { onRequest: [requireAdmin], schema: { tags, ...apiRoutes['POST /faculty'] } }, async (request, reply) => {
    const { faculty, signInLinkSentTo } = await createFaculty(app.orm.em, request.body, request.user, app.config.collegeEmailDomain, linkSettings(app.config));
    app.mailOutbox.wake();
    reply.code(201);
    return { ...facultyDto(faculty, WITH_CONTACT), signInLinkSentTo };
  });

  app.put(
    '/faculty/:id',
    { onRequest: [requireOwnFacultyOrAdmin], preHandler: [forbidFacultyEmailChange], schema: { tags, ...apiRoutes['PUT /faculty/:id'] } },
    async (request) => {
      const faculty = await updateFaculty(app.orm.em, Number(request.params.id), request.body, request.user, app.config.collegeEmailDomain);
      return facultyDto(faculty, WITH_CONTACT);
    },
  );

  app.delete('/faculty/:id', { onRequest: [requireAdmin], schema: { tags, ...apiRoutes['DELETE /faculty/:id'] } }, async (request) => {
    const done = await deleteOrArchive(app.orm.em, 'faculty', Number(request.params.id), request.user);
    return { message: done === 'deleted' ? 'Faculty member deleted' : ARCHIVED_FACULTY };
  });

  app.post('/faculty/:id/restore', { onRequest: [requireAdmin], schema: { tags, ...apiRoutes['POST /faculty/:id/restore'] } }, async (request) => {
    await restore(app.orm.em, 'faculty', Number(request.params.id), request.user);
    return { message: 'Faculty member restored' };
  });
};
