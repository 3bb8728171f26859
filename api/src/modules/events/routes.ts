import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FilterQuery } from '@mikro-orm/core';
import { requireAdmin } from '../../plugins/auth.ts';
import { toDateOnly } from '../../shared/dates.ts';
import { badRequest, notFound } from '../../shared/http-errors.ts';
import { by, likePattern, listResponse, parseListQuery } from '../../shared/list-query.ts';
import { idParams } from '../../shared/schemas.ts';
import { recordAudit } from '../audit-log/record-audit.ts';
import { Event } from './event.entity.ts';
import { EVENT_BODY_LIMIT, EVENT_PHOTO_MAX, eventBody, eventListQuery } from './schemas.ts';

const SORT_COLUMNS = { eventDate: by('eventDate'), eventTitle: by('eventTitle'), id: by() };
const eventDto = (event: Event) => ({ id: event.id, eventTitle: event.eventTitle, eventDate: event.eventDate, eventPhoto: event.eventPhoto ?? null });
const tags = ['events'];

function photoFrom(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  const base64 = value?.replace(/^data:image\/[a-z0-9.+-]+;base64,/, '') ?? '';
  if (base64.length > EVENT_PHOTO_MAX) throw badRequest(`eventPhoto must be at most ${EVENT_PHOTO_MAX} base64 characters`);
  if (base64.length % 4 !== 0) throw badRequest('eventPhoto must be valid base64');
  return base64 || null;
}

export const eventRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/events', { config: { public: true }, schema: { tags, querystring: eventListQuery } }, async (request) => {
    const paging = parseListQuery(request.query, SORT_COLUMNS, '-eventDate');
    const q = request.query.q?.trim();
    const where: FilterQuery<Event> = q ? { eventTitle: { $ilike: likePattern(q) } } : {};
    const options = { orderBy: paging.orderBy as never, limit: paging.limit, offset: paging.offset };
    const em = app.orm.em;
    const [rows, total] = paging.paged ? await em.findAndCount(Event, where, options) : [await em.find(Event, where, options), 0];
    return listResponse(rows.map(eventDto), total, paging);
  });

  const writeOptions = { onRequest: [requireAdmin], bodyLimit: EVENT_BODY_LIMIT };

  app.post('/events', { ...writeOptions, schema: { tags, body: eventBody } }, async (request, reply) => {
    const { eventTitle, eventDate, eventPhoto } = request.body;
    const event = await app.orm.em.transactional(async (tx) => {
      const created = tx.create(Event, { eventTitle: eventTitle.trim(), eventDate: toDateOnly('eventDate', eventDate), eventPhoto: photoFrom(eventPhoto) ?? null });
      await tx.flush();
      recordAudit(tx, request.user, 'create', 'event', created.id);
      return created;
    });
    reply.code(201);
    return eventDto(event);
  });

  // eventPhoto left out keeps the current photo; null or '' removes it
  app.put('/events/:id', { ...writeOptions, schema: { tags, params: idParams, body: eventBody } }, async (request) => {
    const { eventTitle, eventDate, eventPhoto } = request.body;
    const event = await app.orm.em.transactional(async (tx) => {
      const found = await tx.findOne(Event, Number(request.params.id));
      if (!found) throw notFound('Event');
      tx.assign(found, { eventTitle: eventTitle.trim(), eventDate: toDateOnly('eventDate', eventDate), eventPhoto: photoFrom(eventPhoto) }, { ignoreUndefined: true });
      recordAudit(tx, request.user, 'update', 'event', found.id);
      return found;
    });
    return eventDto(event);
  });

  app.delete('/events/:id', { onRequest: [requireAdmin], schema: { tags, params: idParams } }, async (request) => {
    const id = Number(request.params.id);
    await app.orm.em.transactional(async (tx) => {
      if ((await tx.nativeDelete(Event, { id })) === 0) throw notFound('Event');
      recordAudit(tx, request.user, 'delete', 'event', id);
    });
    return { message: 'Event deleted' };
  });
};
