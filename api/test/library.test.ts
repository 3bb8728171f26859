import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoIds, login, ORIGIN, type TestContext } from './helpers/app.ts';
import { sql } from './helpers/database.ts';
import { sendJson } from './helpers/submissions.ts';

let ctx: TestContext;
let ids: Awaited<ReturnType<typeof demoIds>>;
let cookies: Record<'admin' | 'student' | 'otherStudent' | 'faculty', string>;

beforeAll(async () => {
  ctx = await createTestApp({ submissionLimit: 100 });
  ids = await demoIds(ctx.databaseUrl);
  cookies = {
    admin: await login(ctx.app, 'admin'),
    student: await login(ctx.app, 'student'),
    otherStudent: await login(ctx.app, 'otherStudent'),
    faculty: await login(ctx.app, 'faculty'),
  };
});
afterAll(() => ctx.app.close());

const read = (id: number, cookie?: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/students/${id}/book-requests`, headers: { ...(cookie && { cookie }), origin: ORIGIN } });

describe('GET /api/students/{id}/book-requests', () => {
  it("lists the student's requests from their address (any case), newest first, with the status the library set", async () => {
    const before = (await read(ids.student, cookies.student)).json();
    // the demo student's two seeded requests: one accepted, one new
    expect(before).toEqual([
      expect.objectContaining({ bookTitle: 'Orthopedic Physical Assessment', author: 'David J. Magee', status: 'new' }),
      expect.objectContaining({ bookTitle: 'Therapeutic Exercise: Foundations and Techniques', status: 'accepted' }),
    ]);
    const sent = await sendJson(ctx.app, 'book-request', { bookTitle: 'Clinical Neurology', email: 'Student@Demo.College' });
    expect(sent.statusCode, sent.body).toBe(201);
    const { reference } = sent.json() as { reference: string };
    await sendJson(ctx.app, 'book-request', { bookTitle: 'Not theirs', email: 'someone-else@example.test' });
    await sql(ctx.databaseUrl, `update submission set status = 'in-review' where reference = $1`, [reference]);

    const response = await read(ids.student, cookies.student);
    expect(response.statusCode).toBe(200);
    const rows = response.json() as { reference: string; bookTitle: string; author: string | null; status: string; receivedAt: string }[];
    expect(rows).toHaveLength(3);
    expect(rows[0]).toEqual({ reference, bookTitle: 'Clinical Neurology', author: null, status: 'in-review', receivedAt: expect.any(String) });
    expect(Date.parse(rows[0]?.receivedAt ?? '')).toBeGreaterThan(Date.parse(rows[1]?.receivedAt ?? ''));
    expect(rows.map((row) => row.bookTitle)).not.toContain('Not theirs');
  });

  it('the admin reads any student; a student with no requests gets an empty list', async () => {
    expect((await read(ids.student, cookies.admin)).json()).toHaveLength(3);
    const other = await read(ids.otherStudent, cookies.otherStudent);
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual([]);
  });

  it('401 without a session, 403 for another student or a faculty member, 404 for no such student, 400 for a bad id', async () => {
    expect((await read(ids.student)).statusCode).toBe(401);
    expect((await read(ids.student, cookies.otherStudent)).statusCode).toBe(403);
    expect((await read(ids.student, cookies.faculty)).statusCode).toBe(403);
    const missing = await read(999_999, cookies.admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    expect((await read(0, cookies.admin)).statusCode).toBe(400);
  });
});
