import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OBJECT_STORE_CREDENTIALS, startObjectStore } from '../bench/object-store.ts';
import { type App, buildApp } from '../src/app.ts';
import type { AppConfig } from '../src/config/env.ts';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../src/db/embedded.ts';
import { freePort } from '../src/db/free-port.ts';
import { prepareDatabase } from '../src/db/prepare-database.ts';
import type { FileArea } from '../src/storage/file-storage.ts';
import { openFileStorage, type StorageSettings } from '../src/storage/open-storage.ts';
import { login, ORIGIN } from './helpers/app.ts';
import { validEvent } from './helpers/bodies.ts';
import { sql } from './helpers/database.ts';
import { plainPng } from './helpers/images.ts';
import { scholarshipFields, scholarshipFiles, sendScholarship } from './helpers/submissions.ts';

// pg_dump refuses a server newer than itself, and the embedded server (18) ships no pg_dump: these tests run
// on the distribution's PostgreSQL, the one production uses (Debian's postgresql package, installed by .ci/run).
const DISTRIBUTION = '/usr/lib/postgresql';
const serverBin = () => {
  const versions = existsSync(DISTRIBUTION) ? readdirSync(DISTRIBUTION).filter((v) => existsSync(path.join(DISTRIBUTION, v, 'bin', 'postgres'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error(`no PostgreSQL server in ${DISTRIBUTION}: install Debian's postgresql package`);
  return path.join(DISTRIBUTION, newest, 'bin');
};

const run = promisify(execFile);
const commands = path.join(import.meta.dirname, '..', 'src', 'commands');
const scratch = (name: string) => mkdtempSync(path.join(tmpdir(), `backup-${name}-`));
const silent = { info: () => {} };
const names = async (area: FileArea) => {
  const found: string[] = [];
  for await (const name of area.list()) found.push(name);
  return found.sort();
};

let server: EmbeddedPostgres;
let store: Awaited<ReturnType<typeof startObjectStore>>;
let s3: StorageSettings;
let env: NodeJS.ProcessEnv;
const disk = { uploadsDir: scratch('uploads'), submissionsDir: scratch('submissions') };
const backups = scratch('folders');

async function newDatabase(name: string): Promise<string> {
  await sql(server.urlFor('postgres'), `drop database if exists ${name} with (force)`);
  await sql(server.urlFor('postgres'), `create database ${name}`);
  return server.urlFor(name);
}

const command = async (name: 'backup' | 'restore', args: string[], databaseUrl: string) => {
  // asynchronously: the object store answers from this very process
  try {
    const { stdout } = await run(process.execPath, [path.join(commands, `${name}.ts`), ...args], { env: { ...env, DATABASE_URL: databaseUrl } });
    return { code: 0, stdout, stderr: '' };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
};

beforeAll(async () => {
  const base = scratch('pg');
  chmodSync(base, 0o755);
  server = await startEmbeddedPostgres({
    binDir: serverBin(),
    port: await freePort(),
    dataDir: path.join(base, 'pg'),
    database: 'postgres',
    ephemeral: true,
    log: () => {},
  });
  store = await startObjectStore(scratch('s3rver'));
  s3 = { backend: 's3', s3: { bucket: store.bucket, endpoint: store.endpoint, region: 'us-east-1', forcePathStyle: true, prefix: 'college/' } };
  env = {
    ...process.env,
    ...OBJECT_STORE_CREDENTIALS,
    FILE_STORAGE: 's3',
    S3_BUCKET: store.bucket,
    S3_ENDPOINT: store.endpoint,
    S3_FORCE_PATH_STYLE: '1',
    S3_PREFIX: 'college',
    UPLOADS_DIR: disk.uploadsDir,
    SUBMISSIONS_DIR: disk.submissionsDir,
  };
  Object.assign(process.env, OBJECT_STORE_CREDENTIALS);
}, 60_000);
afterAll(async () => {
  await store?.close();
  await server?.stop();
});

const appOn = (databaseUrl: string) => {
  const config: Partial<AppConfig> = { ...disk, fileStorage: s3, logLevel: 'silent', requestsPerMinute: 0 };
  return buildApp({ databaseUrl, config });
};

describe('npm run backup, then npm run restore into an empty database and store', () => {
  it('brings back the accounts, a submission with its PDFs and an event with its photo', { timeout: 120_000 }, async () => {
    const live = await newDatabase('college_live');
    await prepareDatabase(live, { demo: true, log: silent as never });
    let app: App = await appOn(live);
    const files = scholarshipFiles();
    const sent = await sendScholarship(app, scholarshipFields(), files);
    expect(sent.statusCode).toBe(201);
    const admin = await login(app, 'admin');
    const png = await plainPng(640, 400, { r: 200, g: 40, b: 90 });
    const created = await app.inject({
      method: 'POST',
      url: '/api/events',
      payload: { ...validEvent(), eventTitle: 'Backed-up sports day', eventPhoto: png.toString('base64') },
      headers: { cookie: admin, origin: ORIGIN, 'content-type': 'application/json' },
    });
    expect(created.statusCode).toBe(201);
    const photoSrc = (created.json() as { photo: { src: string } }).photo.src;
    const stored = openFileStorage(s3, disk).areas;
    const before = { submissions: await names(stored.submissions), photos: await names(stored['event-photos']) };
    await app.close();

    const backedUp = await command('backup', [backups], live);
    expect(backedUp.code, backedUp.stderr).toBe(0);
    expect(backedUp.stdout).toContain('submissions: 3 files');
    const folder = backedUp.stdout.match(/backup written to (\S+)/)?.[1] as string;
    expect(path.dirname(folder)).toBe(backups);
    expect(path.basename(folder)).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/);
    expect(readFileSync(path.join(folder, 'database.dump')).subarray(0, 5).toString()).toBe('PGDMP');

    // the disaster: the database and every stored file gone
    const wiped = await newDatabase('college_live');
    for (const area of Object.values(stored)) await area.remove(await names(area));
    expect(await names(stored.submissions)).toEqual([]);

    const restored = await command('restore', [folder], wiped);
    expect(restored.code, restored.stderr).toBe(0);
    expect(await names(stored.submissions)).toEqual(before.submissions);
    expect(await names(stored['event-photos'])).toEqual(before.photos);

    app = await appOn(wiped);
    try {
      const again = await login(app, 'admin');
      const inbox = await app.inject({ method: 'GET', url: '/api/inbox?kind=scholarship', headers: { cookie: again } });
      expect(inbox.statusCode).toBe(200);
      const { items } = inbox.json() as { items: { id: number; reference: string }[] };
      const item = items.find(({ reference }) => reference === sent.json().reference);
      expect(item).toBeDefined();
      const detail = await app.inject({ method: 'GET', url: `/api/inbox/${item?.id}`, headers: { cookie: again } });
      const { files: listed } = detail.json() as { files: { id: number; field: string }[] };
      expect(listed).toHaveLength(3);
      for (const file of listed) {
        const download = await app.inject({ method: 'GET', url: `/api/inbox/${item?.id}/files/${file.id}`, headers: { cookie: again } });
        expect(download.statusCode).toBe(200);
        expect(download.rawPayload).toEqual(files[file.field]?.content);
      }
      const events = await app.inject({ method: 'GET', url: '/api/events' });
      expect(events.body).toContain('Backed-up sports day');
      const photo = await app.inject({ method: 'GET', url: photoSrc });
      expect(photo.statusCode).toBe(200);
      expect(photo.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    } finally {
      await app.close();
    }
  });

  it('refuses a database that is not empty, a folder that is no finished backup and a store with other files, storing nothing', {
    timeout: 60_000,
  }, async () => {
    const live = await newDatabase('college_other');
    await prepareDatabase(live, { demo: true, log: silent as never });
    const backedUp = await command('backup', [backups], live);
    expect(backedUp.code, backedUp.stderr).toBe(0);
    const folder = backedUp.stdout.match(/backup written to (\S+)/)?.[1] as string;

    const intoFull = await command('restore', [folder], live);
    expect(intoFull.code).toBe(1);
    expect(intoFull.stderr).toMatch(/^restore: the database is not empty \(\d+ tables and other relations\): restore into a new, empty database/);

    const empty = await newDatabase('college_empty');
    const noBackup = await command('restore', [scratch('nothing')], empty);
    expect(noBackup.code).toBe(1);
    expect(noBackup.stderr).toContain('is no finished backup: it has no backup.json');
    expect(await sql(empty, `select count(*)::int as n from pg_tables where schemaname = 'public'`)).toEqual([{ n: 0 }]);

    // a store holding a file of its own is refused; one holding only the backup's files (a restore stopped
    // part-way) is not, and the restore completes
    const submissions = openFileStorage(s3, disk).areas.submissions;
    await submissions.put('0123456789abcdef0123456789abcdef.pdf', Buffer.from('%PDF-stranger'), 'application/pdf');
    const intoUsedStore = await command('restore', [folder], empty);
    expect(intoUsedStore.code).toBe(1);
    expect(intoUsedStore.stderr).toContain('the file storage is not empty (submissions: 0123456789abcdef0123456789abcdef.pdf): restore into an empty store');
    await submissions.remove(['0123456789abcdef0123456789abcdef.pdf']);
    const again = await command('restore', [folder], empty);
    expect(again.code, again.stderr).toBe(0);
    expect(await sql(empty, `select count(*)::int as n from account where login = 'admin'`)).toEqual([{ n: 1 }]);
  });
});
