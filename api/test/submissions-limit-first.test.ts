// An address that has used up its submissions is refused before its multipart form is read: the 429 comes
// while the body is still arriving, and nothing of it reaches the disk.
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/app.ts';
import { multipartBody } from './helpers/multipart.ts';
import { filesIn, scholarshipFields, scholarshipFiles, sendJson, sendScholarship } from './helpers/submissions.ts';

const submissionsDir = mkdtempSync(path.join(tmpdir(), 'limit-first-'));
const TOO_MANY = 'Too many submissions from your network. Please try again in a few minutes.';
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ submissionsDir, submissionLimit: 2 });
});
afterAll(() => ctx.app.close());

/** A scholarship form whose first bytes arrive and the rest never does. */
function unfinishedScholarship(address: string, headers: Record<string, string> = {}) {
  const form = multipartBody(scholarshipFields(), scholarshipFiles());
  const body = new PassThrough();
  body.write(form.payload.subarray(0, 300));
  const answer = ctx.app.inject({
    method: 'POST',
    url: '/api/submissions/scholarship',
    payload: body,
    remoteAddress: address,
    headers: { ...form.headers, ...headers },
  });
  return { answer, body };
}

describe('the address limit on multipart forms', () => {
  it('answers 429 before the body is read when the address has no submission left', async () => {
    const address = '10.77.0.1';
    for (let sent = 0; sent < 2; sent++) {
      expect((await sendJson(ctx.app, 'book-request', { bookTitle: 'Gray', email: 'r@example.com' }, { address })).statusCode).toBe(201);
    }
    const before = filesIn(submissionsDir);
    const { answer, body } = unfinishedScholarship(address);
    try {
      const refused = await answer;
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ statusCode: 429, error: 'Too Many Requests', message: TOO_MANY });
      expect(refused.headers['retry-after']).toBe('600');
      expect(filesIn(submissionsDir)).toEqual(before);
    } finally {
      body.destroy();
    }
    // reading the body first would wait for bytes that never come
  }, 15_000);

  it('still reads the form of an address with a submission left, and gives a stored one its receipt again', async () => {
    const address = '10.77.0.2';
    const key = randomUUID();
    const first = await sendScholarship(ctx.app, scholarshipFields(), scholarshipFiles(), { address, key });
    expect(first.statusCode).toBe(201);
    expect((await sendJson(ctx.app, 'book-request', { bookTitle: 'Gray', email: 'r@example.com' }, { address })).statusCode).toBe(201);
    // spent now; the retry of the stored one is answered with its receipt, not refused
    const retry = await sendScholarship(ctx.app, scholarshipFields(), scholarshipFiles(), { address, key });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().reference).toBe(first.json().reference);
    expect((await sendScholarship(ctx.app, scholarshipFields(), scholarshipFiles(), { address })).statusCode).toBe(429);
  });
});
