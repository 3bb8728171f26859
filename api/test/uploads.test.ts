import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoIds, login, type TestContext } from './helpers/app.ts';
import { sql } from './helpers/database.ts';

const uploadsDir = mkdtempSync(path.join(tmpdir(), 'uploads-'));
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
let ctx: TestContext;
let cookies: Record<'admin' | 'student' | 'otherStudent' | 'faculty', string>;

beforeAll(async () => {
  writeFileSync(path.join(uploadsDir, 'other.jpg'), 'jpeg bytes');
  writeFileSync(path.join(uploadsDir, 'secret.txt'), 'not an image');
  ctx = await createTestApp({ uploadsDir });
  const ids = await demoIds(ctx.databaseUrl);
  await sql(ctx.databaseUrl, `update student set profile_pic = 'other.jpg' where id = $1`, [ids.otherStudent]);
  cookies = {
    admin: await login(ctx.app, 'admin'),
    student: await login(ctx.app, 'student'),
    otherStudent: await login(ctx.app, 'otherStudent'),
    faculty: await login(ctx.app, 'faculty'),
  };
});
afterAll(() => ctx.app.close());

const get = (file: string, cookie?: string) => ctx.app.inject({ method: 'GET', url: `/api/uploads/${file}`, headers: cookie ? { cookie } : {} });

describe('GET /api/uploads/{file}', () => {
  it("gives a student their own picture (the demo student's ships with the demo seed) and an admin anyone's", async () => {
    const own = await get('demo-student.png', cookies.student);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.rawPayload.subarray(0, 4)).toEqual(PNG_SIGNATURE);
    expect(own.headers['cache-control']).toBe('no-store');
    const fromUploads = await get('other.jpg', cookies.otherStudent);
    expect(fromUploads.statusCode).toBe(200);
    expect(fromUploads.headers['content-type']).toBe('image/jpeg');
    expect(fromUploads.body).toBe('jpeg bytes');
    expect((await get('other.jpg', cookies.admin)).statusCode).toBe(200);
    expect((await get('demo-student.png', cookies.admin)).statusCode).toBe(200);
  });

  it("refuses the anonymous, faculty and another student's picture", async () => {
    expect((await get('demo-student.png')).statusCode).toBe(401);
    expect((await get('demo-student.png', cookies.faculty)).statusCode).toBe(403);
    expect((await get('other.jpg', cookies.student)).statusCode).toBe(403);
  });

  it('names nothing outside the uploads folder and serves only images', async () => {
    for (const file of ['..%2F..%2Fpackage.json', '..%2Fsecret.txt', 'secret.txt', '.hidden.png', '%2Fetc%2Fpasswd', 'a%00.png', 'x.svg']) {
      const response = await get(file, cookies.admin);
      expect([400, 404], `${file}: ${response.statusCode}`).toContain(response.statusCode);
      expect(response.json()).toMatchObject({ statusCode: response.statusCode });
    }
    expect((await get('missing.png', cookies.admin)).statusCode).toBe(404);
  });
});
