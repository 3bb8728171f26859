import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import { ChangeFeed } from '../src/plugins/change-feed.ts';
import { FeedCache } from '../src/shared/feed-cache.ts';
import { createTestApp, demoIds, login, ORIGIN, type TestContext } from './helpers/app.ts';
import { validSubject } from './helpers/bodies.ts';
import { sql } from './helpers/database.ts';
import { startTcpProxy } from './helpers/tcp-proxy.ts';

// The API keeps sessions, a student's record and the subject list in process (for read throughput);
// these tests hold that nothing is ever served stale: not after this process's own writes, not after
// another process's, not after plain SQL, and not after the change feed was down.

let ctx: TestContext;
let second: App;
let admin: string;
let ids: Awaited<ReturnType<typeof demoIds>>;
beforeAll(async () => {
  ctx = await createTestApp();
  second = await buildApp({ databaseUrl: ctx.databaseUrl, config: { logLevel: 'silent', requestsPerMinute: 0 } });
  admin = await login(ctx.app, 'admin');
  ids = await demoIds(ctx.databaseUrl);
});
afterAll(async () => {
  await second.close();
  await ctx.app.close();
});

/** A change feed on the test database for the length of `use`. */
async function withFeed(use: (feed: ChangeFeed) => Promise<void>): Promise<void> {
  const feed = new ChangeFeed(ctx.databaseUrl, pino({ level: 'silent' }));
  await feed.start();
  try {
    await use(feed);
  } finally {
    await feed.stop();
  }
}

/** Polls until `read` gives `expected` (a notification takes a moment to arrive), at most 3 s. */
async function eventually<T>(read: () => Promise<T>, expected: T): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 3_000) {
    if ((await read()) === expected) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  expect(await read()).toBe(expected);
  return Date.now() - started;
}

const lastNameOn =
  (app: App, cookie = admin) =>
  async () =>
    (await app.inject({ url: `/api/students/${ids.otherStudent}?include=personalInfo,contactInfo`, headers: { cookie } })).json().lastName as string;
const subjectCodesOn =
  (app: App, cookie = admin) =>
  async () =>
    ((await app.inject({ url: '/api/subjects', headers: { cookie } })).json() as { code: string }[]).map((s) => s.code).join(',');

describe("a student's record", () => {
  it("shows this process's own write at once", async () => {
    await lastNameOn(ctx.app)();
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/students/${ids.otherStudent}`,
      headers: { cookie: admin, origin: ORIGIN },
      payload: { lastName: 'Own-Write' },
    });
    expect(put.statusCode).toBe(200);
    expect(await lastNameOn(ctx.app)()).toBe('Own-Write');
  });

  it("shows another process's write as soon as PostgreSQL announces it", async () => {
    expect(await lastNameOn(ctx.app)()).toBe('Own-Write');
    const secondAdmin = await login(second, 'admin');
    const put = await second.inject({
      method: 'PUT',
      url: `/api/students/${ids.otherStudent}`,
      headers: { cookie: secondAdmin, origin: ORIGIN },
      payload: { lastName: 'Other-Process' },
    });
    expect(put.statusCode).toBe(200);
    expect(await eventually(lastNameOn(ctx.app), 'Other-Process')).toBeLessThan(1_000);
  });

  it('shows a change made in plain SQL, to the record or to one of its parts', async () => {
    expect(await lastNameOn(ctx.app)()).toBe('Other-Process');
    await sql(ctx.databaseUrl, 'update student set last_name = $1 where id = $2', ['Plain-Sql', ids.otherStudent]);
    await eventually(lastNameOn(ctx.app), 'Plain-Sql');
    const email = async () =>
      (await ctx.app.inject({ url: `/api/students/${ids.otherStudent}?include=contactInfo`, headers: { cookie: admin } })).json().contactInfo.email as string;
    await email();
    await sql(ctx.databaseUrl, 'update contact_info set email = $1 where student_id = $2', ['changed@demo.college', ids.otherStudent]);
    await eventually(email, 'changed@demo.college');
  });
});

describe('the subject list', () => {
  it('shows subjects added by this process at once and by another process soon after', async () => {
    const own = validSubject();
    await subjectCodesOn(ctx.app)();
    await ctx.app.inject({ method: 'POST', url: '/api/subjects', headers: { cookie: admin, origin: ORIGIN }, payload: own });
    expect(await subjectCodesOn(ctx.app)()).toContain(own.code);
    const other = validSubject();
    await second.inject({ method: 'POST', url: '/api/subjects', headers: { cookie: await login(second, 'admin'), origin: ORIGIN }, payload: other });
    const read = subjectCodesOn(ctx.app);
    await eventually(async () => (await read()).includes(other.code), true);
  });
});

describe('sessions', () => {
  it('a session ended on another process can write nothing at once, and reads nothing as soon as it is announced', async () => {
    const cookie = await login(ctx.app, 'admin');
    const status = async () => (await ctx.app.inject({ url: '/api/auth/status', headers: { cookie } })).json().isAuthenticated as boolean;
    expect(await status()).toBe(true);
    expect(await status()).toBe(true);
    await second.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie, origin: ORIGIN } });
    const write = await ctx.app.inject({ method: 'POST', url: '/api/subjects', headers: { cookie, origin: ORIGIN }, payload: validSubject() });
    expect(write.statusCode).toBe(401);
    expect(await eventually(status, false)).toBeLessThan(1_000);
  });

  it("an admin's password reset ends the user's sessions on every process", async () => {
    const student = await login(ctx.app, 'otherStudent');
    const own = async () => (await ctx.app.inject({ url: `/api/students/${ids.otherStudent}`, headers: { cookie: student } })).statusCode;
    expect(await own()).toBe(200);
    const reset = await second.inject({
      method: 'POST',
      url: `/api/users/student/${ids.otherStudent}/reset-password`,
      headers: { cookie: await login(second, 'admin'), origin: ORIGIN },
    });
    expect(reset.statusCode).toBe(200);
    await eventually(own, 401);
  });

  it('signed-in reads cost no write: the session row keeps its version over many requests on both processes', async () => {
    const cookie = await login(ctx.app, 'faculty');
    const [row] = await sql<{ sid: string }>(
      ctx.databaseUrl,
      `select sid from session where data->'user'->>'type' = 'faculty' order by expires_at desc limit 1`,
    );
    // an UPDATE (or delete and insert) gives the row a new xmin and ctid
    const version = async () =>
      (await sql<{ v: string }>(ctx.databaseUrl, `select xmin::text || ' ' || ctid::text as v from session where sid = $1`, [row?.sid]))[0]?.v;
    const before = await version();
    expect(before).toBeTruthy();
    for (let i = 0; i < 10; i++) {
      for (const app of [ctx.app, second]) {
        expect((await app.inject({ url: '/api/auth/status', headers: { cookie } })).json().isAuthenticated).toBe(true);
        expect((await app.inject({ url: '/api/subjects', headers: { cookie } })).statusCode).toBe(200);
      }
    }
    expect(await version()).toBe(before);
  });

  it('an idle session is still touched once a minute, without re-creating a session that was ended', async () => {
    const cookie = await login(ctx.app, 'faculty');
    const [row] = await sql<{ sid: string }>(
      ctx.databaseUrl,
      `select sid from session where data->'user'->>'type' = 'faculty' order by expires_at desc limit 1`,
    );
    const sid = row?.sid as string;
    await sql(
      ctx.databaseUrl,
      `update session set data = jsonb_set(data, '{lastSeenAt}', to_jsonb((extract(epoch from now()) * 1000 - 2 * 60 * 1000)::bigint)) where sid = $1`,
      [sid],
    );
    const status = async () => (await ctx.app.inject({ url: '/api/auth/status', headers: { cookie } })).json().isAuthenticated as boolean;
    await eventually(status, true);
    const [touched] = await sql<{ last: string }>(ctx.databaseUrl, `select data->>'lastSeenAt' as last from session where sid = $1`, [sid]);
    expect(Date.now() - Number(touched?.last)).toBeLessThan(10_000);
    await sql(ctx.databaseUrl, 'delete from session where sid = $1', [sid]);
    await eventually(status, false);
    expect(await sql(ctx.databaseUrl, 'select 1 from session where sid = $1', [sid])).toHaveLength(0);
  });
});

describe('the change feed', () => {
  it('while it is down nothing is served from the caches, and after it is back nothing missed is served', async () => {
    const target = new URL(ctx.databaseUrl);
    const proxy = await startTcpProxy(Number(target.port));
    target.port = String(proxy.port);
    const app = await buildApp({ databaseUrl: target.toString(), config: { logLevel: 'silent', requestsPerMinute: 0 } });
    try {
      const cookie = await login(app, 'admin');
      const read = lastNameOn(app, cookie);
      await sql(ctx.databaseUrl, 'update student set last_name = $1 where id = $2', ['Before-Outage', ids.otherStudent]);
      await eventually(read, 'Before-Outage');
      await proxy.cut();
      await sql(ctx.databaseUrl, 'update student set last_name = $1 where id = $2', ['During-Outage', ids.otherStudent]);
      expect((await app.inject({ url: `/api/students/${ids.otherStudent}?include=personalInfo,contactInfo`, headers: { cookie } })).statusCode).toBe(503);
      await proxy.restore();
      expect(await read()).toBe('During-Outage');
      await eventually(async () => app.changes.live, true);
      expect(await read()).toBe('During-Outage');
    } finally {
      await app.close();
      await proxy.cut();
    }
  });

  it('a cache serves what it loaded until a change to one of its tables, and never keeps a load that raced with one', async () => {
    await withFeed(async (feed) => {
      const cache = new FeedCache<string>(feed, { tables: ['subject'], maxEntries: 10, maxAgeMs: 60_000 });
      let loads = 0;
      const load = async () => `value ${++loads}`;
      expect(await cache.getOrLoad('k', load)).toBe('value 1');
      expect(await cache.getOrLoad('k', load)).toBe('value 1');
      await sql(ctx.databaseUrl, `update subject set name = name where code = 'BPT101'`);
      await eventually(async () => cache.size, 0);
      expect(await cache.getOrLoad('k', load)).toBe('value 2');

      let finish: (value: string) => void = () => {};
      const slow = cache.getOrLoad('slow', () => new Promise<string>((resolve) => (finish = resolve)));
      await sql(ctx.databaseUrl, `update subject set name = name where code = 'BPT101'`);
      await eventually(async () => cache.size, 0);
      finish('stale');
      expect(await slow).toBe('stale');
      expect(await cache.getOrLoad('slow', load)).toBe('value 3');

      await feed.stop();
      expect(await cache.getOrLoad('k', load)).toBe('value 4');
      expect(await cache.getOrLoad('k', load)).toBe('value 5');
    });
  });

  it('a cache holds at most its number of entries, each for at most its age', async () => {
    await withFeed(async (feed) => {
      const small = new FeedCache<string>(feed, { tables: ['subject'], maxEntries: 2, maxAgeMs: 60_000 });
      for (const key of ['a', 'b', 'c']) await small.getOrLoad(key, async () => key);
      expect(small.size).toBe(2);
      expect(small.get('a')).toBeUndefined();
      expect(small.get('c')).toBe('c');

      const brief = new FeedCache<string>(feed, { tables: ['subject'], maxEntries: 10, maxAgeMs: 30 });
      await brief.getOrLoad('k', async () => 'first');
      expect(brief.get('k')).toBe('first');
      await new Promise((resolve) => setTimeout(resolve, 60));
      expect(await brief.getOrLoad('k', async () => 'second')).toBe('second');
    });
  });
});

describe('what empties the caches', () => {
  it('only a signed-in write that succeeded: 40 reads between refused and anonymous state-changing calls cost no query', async () => {
    const student = await login(ctx.app, 'student');
    const pool = ctx.app.sql;
    const query = pool.query.bind(pool);
    let subjectQueries = 0;
    pool.query = ((...args: Parameters<typeof query>) => {
      const first = args[0] as unknown as string | { text?: string };
      if (/from subject\b/.test(typeof first === 'string' ? first : (first.text ?? ''))) subjectQueries++;
      return query(...args);
    }) as typeof pool.query;
    try {
      const read = () => ctx.app.inject({ url: '/api/subjects', headers: { cookie: admin } });
      expect((await read()).statusCode).toBe(200);
      subjectQueries = 0;
      for (let i = 0; i < 40; i++) {
        const refused = [
          ctx.app.inject({ method: 'POST', url: '/api/nope', headers: { origin: ORIGIN }, payload: {} }),
          ctx.app.inject({ method: 'POST', url: '/api/subjects', headers: { origin: ORIGIN, cookie: student }, payload: validSubject() }),
          ctx.app.inject({ method: 'DELETE', url: '/api/subjects/999999', headers: { origin: ORIGIN, cookie: admin } }),
        ][i % 3];
        expect((await refused)?.statusCode).toBeGreaterThanOrEqual(400);
        expect((await read()).statusCode).toBe(200);
      }
      expect(subjectQueries).toBe(0);
      // and a write that did happen is seen at once
      const created = await ctx.app.inject({ method: 'POST', url: '/api/subjects', headers: { origin: ORIGIN, cookie: admin }, payload: validSubject() });
      expect(created.statusCode).toBe(201);
      expect((await read()).json()).toContainEqual(expect.objectContaining({ code: created.json().code }));
      expect(subjectQueries).toBeGreaterThan(0);
    } finally {
      pool.query = query;
    }
  });
});
