import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger } from 'fastify';
import type { EntityManager, FilterQuery } from '@mikro-orm/core';
import { requireAdmin } from '../../plugins/auth.ts';
import { toDateOnly, today } from '../../shared/dates.ts';
import { HttpError, notFound } from '../../shared/http-errors.ts';
import { by, likePattern, listResponse, parseListQuery } from '../../shared/list-query.ts';
import { apiRoutes } from '../../contract.ts';
import { recordAudit } from '../audit-log/record-audit.ts';
import { Event } from './event.entity.ts';
import { eventPhotoDto } from './photo-dto.ts';
import {
  PHOTO_FILE_PATTERN,
  PHOTO_TYPES,
  type PhotoExtension,
  type RenderedPhoto,
  removePhotoFiles,
  renderBase64Photo,
  type StoredPhoto,
  writePhotoFiles,
} from './photo-files.ts';
import type { FileArea } from '../../storage/file-storage.ts';
import { EVENT_BODY_LIMIT, EVENT_PHOTO_MAX, RECENT_EVENTS } from './schemas.ts';

const SORT_COLUMNS = { eventDate: by('eventDate'), eventTitle: by('eventTitle'), id: by() };
const tags = ['events'];
/** Files are named by their content: a name never gets other bytes, so browsers and proxies may keep them. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const storedPhoto = (event: Event): StoredPhoto | null =>
  event.photoKey && event.photoWidth && event.photoHeight ? { key: event.photoKey, width: event.photoWidth, height: event.photoHeight } : null;
const eventDto = (event: Event) => ({
  id: event.id,
  eventTitle: event.eventTitle,
  eventDate: event.eventDate,
  photo: eventPhotoDto(storedPhoto(event)),
  webinar: event.webinar,
});
const photoColumns = (photo: StoredPhoto | null) => ({ photoKey: photo?.key ?? null, photoWidth: photo?.width ?? null, photoHeight: photo?.height ?? null });

/** undefined: keep the current photo; null: no photo; else the checked photo and its renditions. */
async function photoFrom(value: string | null | undefined, dir: FileArea): Promise<RenderedPhoto | null | undefined> {
  if (value === undefined) return undefined;
  const base64 = value?.replace(/^data:image\/[a-z0-9.+-]+;base64,/, '') ?? '';
  if (!base64) return null;
  if (base64.length > EVENT_PHOTO_MAX) throw new HttpError(413, `eventPhoto must be at most ${EVENT_PHOTO_MAX} base64 characters (5 MiB)`);
  return renderBase64Photo(base64, dir);
}

/**
 * One photo's files are written and removed under a lock on its key, held until the transaction ends: a photo
 * being deleted as no longer used cannot lose its files to an event that is saved with the same photo meanwhile.
 */
const lockPhoto = (tx: EntityManager, key: string) =>
  tx.getConnection().execute('select pg_advisory_xact_lock(hashtext(?))', [`event-photo:${key}`], 'all', tx.getTransactionContext());

export const eventRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const dir = app.files['event-photos'];

  async function saveFiles(tx: EntityManager, rendered: RenderedPhoto | null | undefined): Promise<void> {
    if (!rendered) return;
    await lockPhoto(tx, rendered.photo.key);
    await writePhotoFiles(dir, rendered.files);
  }

  /**
   * After a commit (or a failed save): the files of photos no event uses any more. A failure here leaves files
   * behind, which costs disk space only: it never fails the call whose change is already committed.
   */
  async function discardUnused(photos: (StoredPhoto | null)[], log: FastifyBaseLogger): Promise<void> {
    for (const photo of photos) {
      if (!photo) continue;
      try {
        await app.orm.em.fork().transactional(async (tx) => {
          await lockPhoto(tx, photo.key);
          if ((await tx.count(Event, { photoKey: photo.key })) === 0) await removePhotoFiles(dir, photo);
        });
      } catch (error) {
        log.warn({ err: error, photo: photo.key }, 'unused event photo files not removed');
      }
    }
  }

  app.get('/events', { config: { public: true }, schema: { tags, ...apiRoutes['GET /events'] } }, async (request) => {
    const paging = parseListQuery(request.query, SORT_COLUMNS, '-eventDate');
    const q = request.query.q?.trim();
    const where: FilterQuery<Event> = q ? { eventTitle: { $ilike: likePattern(q) } } : {};
    // unpaged (the home slideshow): the newest few, never every event
    const options = { orderBy: paging.orderBy as never, limit: paging.limit ?? RECENT_EVENTS, offset: paging.offset ?? 0 };
    const em = app.orm.em;
    const [rows, total] = paging.paged ? await em.findAndCount(Event, where, options) : [await em.find(Event, where, options), 0];
    return listResponse(rows.map(eventDto), total, paging);
  });

  // the webinar page: the first webinar from today on (none: the page says a date will be announced)
  app.get('/events/next-webinar', { config: { public: true }, schema: { tags, ...apiRoutes['GET /events/next-webinar'] } }, async () => {
    const [next] = await app.orm.em.find(Event, { webinar: true, eventDate: { $gte: today() } }, { orderBy: { eventDate: 'asc', id: 'asc' }, limit: 1 });
    return { webinar: next ? eventDto(next) : null };
  });

  app.get('/events/photos/:file', { config: { public: true }, schema: { tags, ...apiRoutes['GET /events/photos/:file'] } }, async (request, reply) => {
    const { file } = request.params;
    // the route's schema holds the name to the pattern; checked again here, as it names a stored file
    const content = new RegExp(PHOTO_FILE_PATTERN).test(file) ? await dir.get(file) : null;
    if (!content) throw notFound('Photo');
    const type = PHOTO_TYPES[path.extname(file).slice(1) as PhotoExtension];
    return reply
      .type(type)
      .header('Content-Length', String(content.size))
      .header('Cache-Control', IMMUTABLE)
      .header('X-Content-Type-Options', 'nosniff')
      .send(content.body);
  });

  const writeOptions = { onRequest: [requireAdmin], bodyLimit: EVENT_BODY_LIMIT };

  app.post('/events', { ...writeOptions, schema: { tags, ...apiRoutes['POST /events'] } }, async (request, reply) => {
    const { eventTitle, eventDate, eventPhoto, webinar = false } = request.body;
    const date = toDateOnly('eventDate', eventDate);
    const rendered = await photoFrom(eventPhoto, dir);
    let event: Event;
    try {
      event = await app.orm.em.transactional(async (tx) => {
        await saveFiles(tx, rendered);
        const created = tx.create(Event, { eventTitle: eventTitle.trim(), eventDate: date, webinar, ...photoColumns(rendered?.photo ?? null) });
        await tx.flush();
        recordAudit(tx, request.user, 'create', 'event', created.id);
        return created;
      });
    } catch (error) {
      await discardUnused([rendered?.photo ?? null], request.log);
      throw error;
    }
    reply.code(201);
    return eventDto(event);
  });

  // eventPhoto left out keeps the current photo; null or '' removes it
  app.put('/events/:id', { ...writeOptions, schema: { tags, ...apiRoutes['PUT /events/:id'] } }, async (request) => {
    const { eventTitle, eventDate, eventPhoto, webinar } = request.body;
    const date = toDateOnly('eventDate', eventDate);
    const rendered = await photoFrom(eventPhoto, dir);
    let replaced: StoredPhoto | null = null;
    let event: Event;
    try {
      event = await app.orm.em.transactional(async (tx) => {
        const found = await tx.findOne(Event, Number(request.params.id));
        if (!found) throw notFound('Event');
        await saveFiles(tx, rendered);
        if (rendered !== undefined) {
          replaced = storedPhoto(found);
          tx.assign(found, photoColumns(rendered?.photo ?? null));
        }
        tx.assign(found, { eventTitle: eventTitle.trim(), eventDate: date, ...(webinar !== undefined && { webinar }) });
        recordAudit(tx, request.user, 'update', 'event', found.id);
        return found;
      });
    } catch (error) {
      await discardUnused([rendered?.photo ?? null], request.log);
      throw error;
    }
    await discardUnused([replaced], request.log);
    return eventDto(event);
  });

  app.delete('/events/:id', { onRequest: [requireAdmin], schema: { tags, ...apiRoutes['DELETE /events/:id'] } }, async (request) => {
    const id = Number(request.params.id);
    const photo = await app.orm.em.transactional(async (tx) => {
      const found = await tx.findOne(Event, id);
      if (!found) throw notFound('Event');
      const stored = storedPhoto(found);
      tx.remove(found);
      recordAudit(tx, request.user, 'delete', 'event', id);
      return stored;
    });
    await discardUnused([photo], request.log);
    return { message: 'Event deleted' };
  });
};
