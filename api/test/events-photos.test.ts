import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ormConfig } from '../src/db/orm-config.ts';
import { migrationsList } from '../src/migrations/index.ts';
import { createTestApp, login, ORIGIN, type TestContext } from './helpers/app.ts';
import { validEvent } from './helpers/bodies.ts';
import { createTestDatabase, sql } from './helpers/database.ts';
import { plainPng } from './helpers/images.ts';

// this file's own folder: the demo seed, the app and the migration all read UPLOADS_DIR
const uploadsDir = mkdtempSync(path.join(tmpdir(), 'event-photos-'));
process.env.UPLOADS_DIR = uploadsDir;
const photosDir = path.join(uploadsDir, 'events');
const NOT_IMAGE = 'The photo must be a JPEG, PNG, WebP or AVIF image';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await login(ctx.app, 'admin');
});
afterAll(() => ctx.app.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: admin, origin: ORIGIN, 'content-type': 'application/json' }, ...(payload !== undefined && { payload }) });

type Photo = { src: string; width: number; height: number; srcset: { avif: string; webp: string; jpeg: string } };
type EventReply = { id: number; eventTitle: string; eventDate: string; photo: Photo | null };

const photoFiles = () => (existsSync(photosDir) ? readdirSync(photosDir).filter((name) => !name.startsWith('.') && name !== 'unconverted') : []);
const filesOf = (photo: Photo) => photoFiles().filter((name) => name.startsWith(path.basename(photo.src).split('-')[0] as string));
const eventCount = async () => (await sql<{ n: number }>(ctx.databaseUrl, 'select count(*)::int as n from event'))[0]?.n;
/** Each colour is its own photo (the files are named by content). */
let colour = 0;
const uniquePng = (width: number, height: number) => plainPng(width, height, { r: colour++ % 256, g: 120, b: Math.floor(colour / 256) });

describe('a photo that is no image is refused, and nothing is stored', () => {
  it.each([
    ['hello world', Buffer.from('hello world')],
    ['a text file renamed .png', Buffer.from('PNG? no: just some notes saved as photo.png\n')],
    ['an SVG (a script can ride in one)', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>')],
    ['a PNG cut short', Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ', 'base64')],
  ])('%s: 400 naming eventPhoto', async (_name, bytes) => {
    const [events, files] = [await eventCount(), photoFiles()];
    const response = await call('POST', '/api/events', { ...validEvent(), eventPhoto: bytes.toString('base64') });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: `eventPhoto: ${NOT_IMAGE}` });
    expect(await eventCount()).toBe(events);
    expect(photoFiles()).toEqual(files);
  });

  it('an update with no image keeps the event as it was', async () => {
    const created = (await call('POST', '/api/events', { ...validEvent(), eventPhoto: (await uniquePng(20, 10)).toString('base64') })).json() as EventReply;
    const response = await call('PUT', `/api/events/${created.id}`, {
      eventTitle: 'Renamed',
      eventDate: '2026-04-01',
      eventPhoto: Buffer.from('hello world').toString('base64'),
    });
    expect(response.statusCode).toBe(400);
    const [row] = await sql(ctx.databaseUrl, 'select event_title from event where id = $1', [created.id]);
    expect(row?.event_title).toBe('Test event');
    expect(filesOf(created.photo as Photo)).toHaveLength(3);
  });
});

describe('a real photo becomes files', () => {
  it('in every width and format, served with immutable caching and its type', async () => {
    const png = await uniquePng(1600, 1000);
    const response = await call('POST', '/api/events', { ...validEvent(), eventPhoto: png.toString('base64') });
    expect(response.statusCode).toBe(201);
    const { photo } = response.json() as EventReply & { photo: Photo };
    expect(response.json()).not.toHaveProperty('eventPhoto');
    expect(photo).toMatchObject({ width: 1440, height: 900, src: expect.stringMatching(/^\/api\/events\/photos\/[a-f0-9]{32}-1440\.jpg$/) });
    expect(filesOf(photo)).toHaveLength(9);
    for (const [format, type] of [
      ['avif', 'image/avif'],
      ['webp', 'image/webp'],
      ['jpeg', 'image/jpeg'],
    ] as const) {
      const candidates = photo.srcset[format].split(', ').map((candidate) => candidate.split(' '));
      expect(candidates.map(([, width]) => width)).toEqual(['480w', '960w', '1440w']);
      for (const [url, width] of candidates) {
        const file = await ctx.app.inject({ url });
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toBe(type);
        expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(file.headers['x-content-type-options']).toBe('nosniff');
        const meta = await sharp(file.rawPayload).metadata();
        expect(meta.format).toBe(format === 'avif' ? 'heif' : format);
        expect(`${meta.width}w`).toBe(width);
      }
    }
  });

  it('a name that is not a photo file is 400, a missing one 404', async () => {
    expect((await ctx.app.inject({ url: '/api/events/photos/..%2f..%2fpasswd' })).statusCode).toBe(400);
    expect((await ctx.app.inject({ url: '/api/events/photos/notes.txt' })).statusCode).toBe(400);
    const missing = await ctx.app.inject({ url: `/api/events/photos/${'0'.repeat(32)}-480.webp` });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it('an update with a new photo replaces the files; one without a photo keeps them; null removes it', async () => {
    const first = (await call('POST', '/api/events', { ...validEvent(), eventPhoto: (await uniquePng(900, 600)).toString('base64') })).json() as EventReply & {
      photo: Photo;
    };
    expect(filesOf(first.photo)).toHaveLength(6);
    const replaced = await call('PUT', `/api/events/${first.id}`, {
      eventTitle: 'New photo',
      eventDate: '2026-05-01',
      eventPhoto: (await uniquePng(500, 500)).toString('base64'),
    });
    expect(replaced.statusCode).toBe(200);
    const second = (replaced.json() as EventReply).photo as Photo;
    expect(second).toMatchObject({ width: 500, height: 500 });
    expect(filesOf(second)).toHaveLength(6);
    expect(filesOf(first.photo)).toEqual([]);
    expect((await ctx.app.inject({ url: first.photo.src })).statusCode).toBe(404);

    const kept = await call('PUT', `/api/events/${first.id}`, { eventTitle: 'Renamed', eventDate: '2026-05-02' });
    expect((kept.json() as EventReply).photo).toEqual(second);
    const removed = await call('PUT', `/api/events/${first.id}`, { eventTitle: 'Renamed', eventDate: '2026-05-02', eventPhoto: null });
    expect((removed.json() as EventReply).photo).toBeNull();
    expect(filesOf(second)).toEqual([]);
  });

  it('deleting an event removes its files, once no other event shows the same photo', async () => {
    const base64 = (await uniquePng(700, 300)).toString('base64');
    const one = (await call('POST', '/api/events', { ...validEvent(), eventPhoto: base64 })).json() as EventReply & { photo: Photo };
    const two = (await call('POST', '/api/events', { ...validEvent(), eventPhoto: base64 })).json() as EventReply & { photo: Photo };
    expect(two.photo).toEqual(one.photo);
    expect((await call('DELETE', `/api/events/${one.id}`)).statusCode).toBe(200);
    expect(filesOf(two.photo)).toHaveLength(6);
    expect((await call('DELETE', `/api/events/${two.id}`)).statusCode).toBe(200);
    expect(filesOf(two.photo)).toEqual([]);
  });
});

describe('the migration', () => {
  it('turns each stored base64 photo into files and keeps a text that is no image aside', async () => {
    const url = await createTestDatabase();
    // back to the schema before this migration, the base64 column and the rows as they were stored
    const orm = await MikroORM.init(ormConfig(url, 1));
    try {
      await orm.migrator.down({ to: migrationsList[migrationsList.findIndex((m) => m.name === 'Migration20261124100300EventPhotos') - 1]?.name });
      const png = await uniquePng(1200, 800);
      const [photoRow] = await sql<{ id: number }>(
        url,
        `insert into event (event_title, event_date, event_photo) values ('Old', '2024-01-01', $1) returning id`,
        [png.toString('base64')],
      );
      const [prefixedRow] = await sql<{ id: number }>(
        url,
        `insert into event (event_title, event_date, event_photo) values ('Prefixed', '2024-01-02', $1) returning id`,
        [`data:image/png;base64,${png.toString('base64')}`],
      );
      const [textRow] = await sql<{ id: number }>(
        url,
        `insert into event (event_title, event_date, event_photo) values ('Text', '2024-01-03', $1) returning id`,
        [Buffer.from('hello world').toString('base64')],
      );
      await orm.migrator.up();

      const rows = await sql(url, 'select id, photo_key, photo_width, photo_height from event where id = any($1) order by id', [
        [photoRow?.id, prefixedRow?.id, textRow?.id],
      ]);
      expect(rows[0]).toMatchObject({ photo_key: expect.stringMatching(/^[a-f0-9]{32}$/), photo_width: 1200, photo_height: 800 });
      expect(rows[1]?.photo_key).toBe(rows[0]?.photo_key);
      expect(rows[2]?.photo_key).toBeNull();
      const columns = await sql(url, `select column_name from information_schema.columns where table_name = 'event'`);
      expect(columns.map((c) => c.column_name)).not.toContain('event_photo');
      expect(photoFiles().filter((name) => name.startsWith(rows[0]?.photo_key))).toHaveLength(9);
      expect(readFileSync(path.join(photosDir, 'unconverted', `${textRow?.id}.bin`)).toString()).toBe('hello world');
    } finally {
      await orm.close();
    }
  });
});

describe('at scale', () => {
  it('with 1,000 events stored, the home page gets the 10 newest in at most 30 KB; the admin pages through all', async () => {
    const photo = (await call('POST', '/api/events', { ...validEvent(), eventPhoto: (await uniquePng(1600, 1067)).toString('base64') })).json().photo as Photo;
    const key = path.basename(photo.src).split('-')[0];
    await sql(
      ctx.databaseUrl,
      `insert into event (event_title, event_date, photo_key, photo_width, photo_height)
       select 'Event number ' || n || ' with a title of ordinary length', date '2030-01-01' + n, $1, $2, $3 from generate_series(1, 1000) n`,
      [key, photo.width, photo.height],
    );
    expect(await eventCount()).toBeGreaterThanOrEqual(1000);

    const home = await ctx.app.inject({ url: '/api/events' }); // as the home page asks
    const bytes = home.rawPayload.length;
    console.info(`GET /api/events with ${await eventCount()} events stored: ${bytes} bytes (${(bytes / 1024).toFixed(1)} KB)`);
    expect(bytes).toBeLessThanOrEqual(30 * 1024);
    const events = home.json() as EventReply[];
    expect(events).toHaveLength(10);
    expect(events[0]?.eventDate).toBe('2032-09-27');
    expect(events.every((event) => event.photo?.srcset.avif.includes('1440w'))).toBe(true);

    const page = (await call('GET', '/api/events?page=3&pageSize=100&sort=eventDate')).json();
    expect(page).toMatchObject({ total: await eventCount(), page: 3, pageSize: 100 });
    expect(page.items).toHaveLength(100);
  });
});
