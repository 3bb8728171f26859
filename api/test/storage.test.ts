import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OBJECT_STORE_CREDENTIALS, startObjectStore } from '../bench/object-store.ts';
import { type App, buildApp } from '../src/app.ts';
import type { AppConfig } from '../src/config/env.ts';
import { type FileArea, readAll } from '../src/storage/file-storage.ts';
import { openFileStorage, type StorageSettings, storageSettingsFrom } from '../src/storage/open-storage.ts';
import type { S3Settings } from '../src/storage/s3.ts';
import { createTestApp, login, ORIGIN, type TestContext } from './helpers/app.ts';
import { validEvent } from './helpers/bodies.ts';
import { sql } from './helpers/database.ts';
import { plainPng } from './helpers/images.ts';
import { scholarshipFields, scholarshipFiles, sendScholarship } from './helpers/submissions.ts';

Object.assign(process.env, OBJECT_STORE_CREDENTIALS);
const scratch = (name: string) => mkdtempSync(path.join(tmpdir(), `storage-${name}-`));
const everyFileIn = (dir: string) => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());

let store: Awaited<ReturnType<typeof startObjectStore>>;
let s3: StorageSettings;
beforeAll(async () => {
  store = await startObjectStore(scratch('s3rver'));
  s3 = { backend: 's3', s3: { bucket: store.bucket, endpoint: store.endpoint, region: 'us-east-1', forcePathStyle: true, prefix: 'test/' } };
});
afterAll(() => store.close());

const names = async (area: FileArea) => {
  const found: string[] = [];
  for await (const name of area.list()) found.push(name);
  return found.sort();
};

describe.each(['local', 's3'] as const)('the %s backend', (backend) => {
  const areas = () => {
    const storage = openFileStorage(backend === 'local' ? { backend } : s3, { uploadsDir: scratch('uploads'), submissionsDir: scratch('submissions') });
    return storage.areas;
  };

  it('stores, lists, reads back and deletes files, each area on its own', async () => {
    const { submissions, 'event-photos': photos, 'profile-pictures': pictures } = areas();
    await submissions.put('a.pdf', Buffer.from('%PDF-first'), 'application/pdf');
    await photos.put('unconverted/7.bin', Buffer.from('aside'), 'application/octet-stream');
    await pictures.put('me.jpg', Buffer.from('jpeg'), 'image/jpeg');
    const upload = path.join(scratch('incoming'), '.incoming-1.part');
    writeFileSync(upload, '%PDF-second');
    await submissions.putFile('b.pdf', upload, 'application/pdf');

    expect(await names(submissions)).toEqual(['a.pdf', 'b.pdf']);
    expect(await names(photos)).toEqual(['unconverted/7.bin']);
    expect(await names(pictures)).toEqual(['me.jpg']);
    const stored = await submissions.get('b.pdf');
    expect(stored?.size).toBe(11);
    expect((await readAll(stored as NonNullable<typeof stored>)).toString()).toBe('%PDF-second');
    expect(readdirSync(path.dirname(upload))).toEqual([]);
    expect(await submissions.exists('a.pdf')).toBe(true);
    expect(await submissions.get('missing.pdf')).toBeNull();
    expect(await submissions.exists('missing.pdf')).toBe(false);

    await submissions.remove(['a.pdf', 'never-there.pdf']);
    expect(await names(submissions)).toEqual(['b.pdf']);
  });

  it('refuses a name that would leave its area', async () => {
    const { submissions } = areas();
    for (const name of ['../outside.pdf', '/etc/passwd', '']) {
      await expect(submissions.put(name, Buffer.from('x'), 'application/pdf'), name).rejects.toThrow('not a stored file name');
    }
  });
});

describe('the configuration', () => {
  it('is the local disk unless FILE_STORAGE=s3 names a bucket', () => {
    expect(storageSettingsFrom({})).toEqual({ backend: 'local' });
    expect(() => storageSettingsFrom({ FILE_STORAGE: 's3' })).toThrow('S3_BUCKET must name the bucket when FILE_STORAGE=s3');
    expect(() => storageSettingsFrom({ FILE_STORAGE: 'ftp' })).toThrow('FILE_STORAGE must be local or s3, not ftp');
    expect(
      storageSettingsFrom({
        FILE_STORAGE: 's3',
        S3_BUCKET: 'files',
        S3_ENDPOINT: 'https://s3.college.example',
        S3_FORCE_PATH_STYLE: '1',
        S3_PREFIX: '/college/',
      }),
    ).toEqual({
      backend: 's3',
      s3: { bucket: 'files', endpoint: 'https://s3.college.example', region: 'us-east-1', forcePathStyle: true, prefix: 'college/' },
    });
  });
});

describe('two API processes, each with its own disk, on one object store', () => {
  let ctx: TestContext;
  let second: App;
  const disks = { first: { uploadsDir: scratch('first-uploads'), submissionsDir: scratch('first-submissions') } };
  const secondDisk = { uploadsDir: scratch('second-uploads'), submissionsDir: scratch('second-submissions') };
  beforeAll(async () => {
    ctx = await createTestApp({ ...disks.first, fileStorage: s3, submissionLimit: 100 });
    const config: Partial<AppConfig> = { ...secondDisk, fileStorage: s3, logLevel: 'silent', requestsPerMinute: 0 };
    second = await buildApp({ databaseUrl: ctx.databaseUrl, config });
  });
  afterAll(async () => {
    await second.close();
    await ctx.app.close();
  });

  it('an admin downloads through one what a visitor sent through the other; deleting removes the objects', async () => {
    const files = scholarshipFiles();
    const sent = await sendScholarship(ctx.app, scholarshipFields(), files);
    expect(sent.statusCode).toBe(201);
    const [row] = await sql<{ id: number }>(ctx.databaseUrl, 'select id from submission where reference = $1', [sent.json().reference]);
    const stored = await sql<{ id: number; field: string; stored_name: string }>(
      ctx.databaseUrl,
      'select id, field, stored_name from submission_file where submission_id = $1',
      [row?.id],
    );
    expect(stored).toHaveLength(3);
    // nothing is left on either process's disk: the PDFs are in the object store only
    expect(everyFileIn(disks.first.submissionsDir)).toEqual([]);
    expect(everyFileIn(secondDisk.submissionsDir)).toEqual([]);

    const admin = await login(second, 'admin');
    for (const file of stored) {
      const response = await second.inject({ method: 'GET', url: `/api/inbox/${row?.id}/files/${file.id}`, headers: { cookie: admin } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.rawPayload).toEqual(files[file.field]?.content);
    }

    const deleted = await second.inject({ method: 'DELETE', url: `/api/inbox/${row?.id}`, headers: { cookie: admin, origin: ORIGIN } });
    expect(deleted.statusCode).toBe(200);
    const submissions = openFileStorage(s3, secondDisk).areas.submissions;
    for (const file of stored) expect(await submissions.exists(file.stored_name)).toBe(false);
  });

  it("an event photo saved through one is served by the other, and a replaced photo's files are deleted", async () => {
    const admin = await login(ctx.app, 'admin');
    const write = (method: 'POST' | 'PUT', url: string, payload: object) =>
      ctx.app.inject({ method, url, payload, headers: { cookie: admin, origin: ORIGIN, 'content-type': 'application/json' } });
    const png = await plainPng(700, 400, { r: 10, g: 200, b: 90 });
    const created = await write('POST', '/api/events', { ...validEvent(), eventPhoto: png.toString('base64') });
    expect(created.statusCode).toBe(201);
    const { id, photo } = created.json() as { id: number; photo: { src: string; srcset: Record<string, string> } };

    const served = await second.inject({ method: 'GET', url: photo.src });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);
    expect(everyFileIn(path.join(disks.first.uploadsDir))).toEqual([]);

    const photos = openFileStorage(s3, secondDisk).areas['event-photos'];
    const key = path.basename(photo.src).split('-')[0] as string;
    expect((await names(photos)).filter((name) => name.startsWith(key))).toHaveLength(6);
    const replaced = await write('PUT', `/api/events/${id}`, {
      ...validEvent(),
      eventPhoto: (await plainPng(300, 200, { r: 1, g: 2, b: 3 })).toString('base64'),
    });
    expect(replaced.statusCode).toBe(200);
    expect((await names(photos)).filter((name) => name.startsWith(key))).toEqual([]);
    expect((await second.inject({ method: 'GET', url: photo.src })).statusCode).toBe(404);
  });

  it("a student's picture in the object store reaches the student, through either process", async () => {
    await openFileStorage(s3, secondDisk).areas['profile-pictures'].put('stored-picture.png', Buffer.from('PNG-BYTES'), 'image/png');
    await sql(ctx.databaseUrl, `update student set profile_pic = 'stored-picture.png' where enrollment_number = 'DEMO-BPT-01'`);
    const student = await login(ctx.app, 'student');
    const response = await second.inject({ method: 'GET', url: '/api/uploads/stored-picture.png', headers: { cookie: student } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.body).toBe('PNG-BYTES');
  });
});

describe('npm run files:to-s3', () => {
  it('copies the local files into the bucket, and a second run copies nothing again', async () => {
    const folders = { uploadsDir: scratch('copy-uploads'), submissionsDir: scratch('copy-submissions') };
    const local = openFileStorage({ backend: 'local' }, folders).areas;
    await local.submissions.put('0123456789abcdef0123456789abcdef.pdf', Buffer.from('%PDF-kept'), 'application/pdf');
    await local['event-photos'].put('abc-480.jpg', Buffer.from('JPEG'), 'image/jpeg');
    await local['profile-pictures'].put('student.png', Buffer.from('PNG'), 'image/png');
    const env = {
      ...process.env,
      UPLOADS_DIR: folders.uploadsDir,
      SUBMISSIONS_DIR: folders.submissionsDir,
      S3_BUCKET: store.bucket,
      S3_ENDPOINT: store.endpoint,
      S3_FORCE_PATH_STYLE: '1',
      S3_PREFIX: 'copied',
    };
    const command = path.join(import.meta.dirname, '..', 'src', 'commands', 'files-to-s3.ts');
    // asynchronously: the object store answers from this very process
    const run = async () => (await promisify(execFile)(process.execPath, [command], { env, encoding: 'utf8' })).stdout;
    const first = await run();
    expect(first).toContain('submissions: 1 copied (9 bytes), 0 already there');
    expect(first).toContain('event-photos: 1 copied (4 bytes), 0 already there');
    expect(first).toContain('profile-pictures: 1 copied (3 bytes), 0 already there');
    const bucket = openFileStorage({ backend: 's3', s3: { ...(s3 as { s3: S3Settings }).s3, prefix: 'copied/' } }, folders).areas;
    const stored = await bucket.submissions.get('0123456789abcdef0123456789abcdef.pdf');
    expect(stored && (await readAll(stored)).toString()).toBe('%PDF-kept');
    expect(await names(bucket['profile-pictures'])).toEqual(['student.png']);
    expect(await names(bucket['event-photos'])).toEqual(['abc-480.jpg']);
    expect(await run()).toContain('submissions: 0 copied (0 bytes), 1 already there');
  });
});
