// PostgreSQL ending every connection (a restart, a failover: 57P01) must not take the API down: the
// connections it held are dropped, and the next requests are served on new ones, with no restart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { CREDENTIALS, createTestApp, login, ORIGIN, type TestContext } from './helpers/app.ts';
import { sql } from './helpers/database.ts';
import { startTcpProxy } from './helpers/tcp-proxy.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.app.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Ends every other session of the test's database, as a restart of PostgreSQL does, and waits until they are gone. */
async function terminateBackends(): Promise<number> {
  const ended = await sql<{ pid: number }>(
    ctx.databaseUrl,
    'select pid, pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  const pids = ended.map((row) => row.pid);
  for (let tries = 0; tries < 100; tries++) {
    const left = await sql(ctx.databaseUrl, 'select 1 from pg_stat_activity where pid = any($1)', [pids]);
    if (left.length === 0) break;
    await sleep(50);
  }
  // the API's sockets hear of it
  await sleep(200);
  return pids.length;
}

describe('a database restart', () => {
  it('costs the API nothing: connections it held, idle or checked out, are dropped and the next requests succeed', async () => {
    const cookie = await login(ctx.app, 'admin');
    const calls = async () => [
      (await ctx.app.inject({ url: '/api/health' })).statusCode,
      (await ctx.app.inject({ url: '/api/events' })).statusCode,
      (await ctx.app.inject({ url: '/api/students', headers: { cookie } })).statusCode,
    ];
    expect(await calls()).toEqual([200, 200, 200]);
    // a client checked out of the plain-SQL pool, between two statements of its transaction (as the address
    // limit and the mail outbox hold one) when its connection is ended
    const held = await ctx.app.sql.connect();
    await held.query('begin');
    expect(await terminateBackends()).toBeGreaterThan(2);
    const failed = await held.query('select 1').then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failed).toBeInstanceOf(Error);
    held.release(failed as Error);
    for (let round = 0; round < 3; round++) expect(await calls()).toEqual([200, 200, 200]);
    // a write, on the ORM's pool and the session's
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/subjects',
      headers: { cookie, origin: ORIGIN },
      payload: { code: 'PT-R1', name: 'Restart resilience', year: 'FIRST' },
    });
    expect(created.statusCode, created.body).toBe(201);
  });

  it('answers a sign-in while PostgreSQL is unreachable with 503 and the error body, not "too many attempts"', async () => {
    const target = new URL(ctx.databaseUrl);
    const proxy = await startTcpProxy(Number(target.port));
    target.port = String(proxy.port);
    const app = await buildApp({ databaseUrl: target.toString(), config: { logLevel: 'silent', requestsPerMinute: 0 } });
    const signIn = () => app.inject({ method: 'POST', url: '/api/auth/student/login', payload: CREDENTIALS.student.body });
    try {
      expect((await signIn()).statusCode).toBe(200);
      await proxy.cut();
      const refused = await signIn();
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: 'The database is unavailable; try again shortly' });
      await proxy.restore();
      expect((await signIn()).statusCode).toBe(200);
    } finally {
      await app.close();
      await proxy.cut();
    }
  });
});
