import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FilterQuery } from '@mikro-orm/core';
import { apiRoutes } from '../../contract.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { toDateOnly } from '../../shared/dates.ts';
import { notFound } from '../../shared/http-errors.ts';
import { by, likePattern, listResponse, parseListQuery } from '../../shared/list-query.ts';
import { recordAudit } from '../audit-log/record-audit.ts';
import { calendarEntryDto } from './calendar-entry.dto.ts';
import { CalendarEntry } from './calendar-entry.entity.ts';

const SORT_COLUMNS = { date: by('date'), event: by('event'), year: by('year', 'date'), id: by() };
const tags = ['academic-calendar'];

export const academicCalendarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/academic-calendar', { config: { public: true }, schema: { tags, ...apiRoutes['GET /academic-calendar'] } }, async (request) => {
    const paging = parseListQuery(request.query, SORT_COLUMNS, 'date');
    const where: FilterQuery<CalendarEntry> = {};
    if (request.query.year) where.year = request.query.year;
    const q = request.query.q?.trim();
    if (q) where.event = { $ilike: likePattern(q) };
    const options = { orderBy: paging.orderBy as never, limit: paging.limit, offset: paging.offset };
    const em = app.orm.em;
    const [rows, total] = paging.paged ? await em.findAndCount(CalendarEntry, where, options) : [await em.find(CalendarEntry, where, options), 0];
    return listResponse(rows.map(calendarEntryDto), total, paging);
  });

  app.post('/academic-calendar', { onRequest: [requireAdmin], schema: { tags, ...apiRoutes['POST /academic-calendar'] } }, async (request, reply) => {
    const { year: entryYear, event, date } = request.body;
    const entry = await app.orm.em.transactional(async (tx) => {
      const created = tx.create(CalendarEntry, { year: entryYear, event: event.trim(), date: toDateOnly('date', date) });
      await tx.flush();
      recordAudit(tx, request.user, 'create', 'academic-calendar', created.id);
      return created;
    });
    reply.code(201);
    return calendarEntryDto(entry);
  });

  app.put('/academic-calendar/:id', { onRequest: [requireAdmin], schema: { tags, ...apiRoutes['PUT /academic-calendar/:id'] } }, async (request) => {
    const { year: entryYear, event, date } = request.body;
    const entry = await app.orm.em.transactional(async (tx) => {
      const found = await tx.findOne(CalendarEntry, Number(request.params.id));
      if (!found) throw notFound('Calendar entry');
      tx.assign(found, { year: entryYear, event: event.trim(), date: toDateOnly('date', date) });
      recordAudit(tx, request.user, 'update', 'academic-calendar', found.id);
      return found;
    });
    return calendarEntryDto(entry);
  });

  app.delete('/academic-calendar/:id', { onRequest: [requireAdmin], schema: { tags, ...apiRoutes['DELETE /academic-calendar/:id'] } }, async (request) => {
    const id = Number(request.params.id);
    await app.orm.em.transactional(async (tx) => {
      if ((await tx.nativeDelete(CalendarEntry, { id })) === 0) throw notFound('Calendar entry');
      recordAudit(tx, request.user, 'delete', 'academic-calendar', id);
    });
    return { message: 'Calendar entry deleted' };
  });
};
