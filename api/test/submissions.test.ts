import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import { createTestApp, login, ORIGIN, type TestContext } from './helpers/app.ts';
import { sql } from './helpers/database.ts';
import { multipartBody, pdf } from './helpers/multipart.ts';
import { admissionBody, filesIn, scholarshipFields, scholarshipFiles, sendJson, sendScholarship } from './helpers/submissions.ts';

const submissionsDir = mkdtempSync(path.join(tmpdir(), 'submissions-'));
const REFERENCE = /^(SCH|ADM|CON|RES|BOOK)-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
const TOO_MANY = 'Too many submissions from your network. Please try again in a few minutes.';
const NO_MATCH = 'No application matches that reference number and e-mail address.';
let ctx: TestContext;
let nextAddress = 1;
/** Each test sends from its own address, so the per-address limits of one test never touch another. */
const freshAddress = () => `10.0.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

beforeAll(async () => {
  ctx = await createTestApp({ submissionsDir });
});
afterAll(() => ctx.app.close());

const count = async (table = 'submission') => (await sql<{ n: number }>(ctx.databaseUrl, `select count(*)::int as n from ${table}`))[0]?.n ?? 0;

describe('POST /api/submissions/scholarship', () => {
  it('stores the application with its three PDFs under random names and answers a receipt', async () => {
    const response = await sendScholarship(ctx.app, scholarshipFields(), scholarshipFiles(), { address: freshAddress() });
    expect(response.statusCode).toBe(201);
    const receipt = response.json();
    expect(receipt).toMatchObject({ kind: 'scholarship', status: 'new' });
    expect(receipt.reference).toMatch(REFERENCE);
    expect(receipt.reference.startsWith('SCH-')).toBe(true);
    expect(receipt.nextSteps.length).toBeGreaterThan(20);
    const [row] = await sql(ctx.databaseUrl, 'select id, name, email, status, fields from submission where reference = $1', [receipt.reference]);
    expect(row).toMatchObject({ name: 'Asha Rao', email: 'asha@example.com', status: 'new' });
    expect(row?.fields).toMatchObject({ fullName: 'Asha Rao', phone: '9876543210', academicPercentage: 91.25, enrollmentNumber: 'ENR-2026-001' });
    expect(row?.fields).not.toHaveProperty('website');
    expect(String(row?.id)).not.toBe(receipt.reference);
    const files = await sql<{ field: string; original_name: string; stored_name: string; size: number }>(
      ctx.databaseUrl,
      'select field, original_name, stored_name, size from submission_file where submission_id = $1 order by field',
      [row?.id],
    );
    expect(files.map((file) => [file.field, file.original_name])).toEqual([
      ['academicTranscript', 'transcript.pdf'],
      ['incomeCertificate', 'income.pdf'],
      ['recommendationLetter', 'letter.pdf'],
    ]);
    for (const file of files) {
      expect(file.stored_name).toMatch(/^[0-9a-f]{32}\.pdf$/);
      expect(readFileSync(path.join(submissionsDir, file.stored_name)).subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect(filesIn(submissionsDir).filter((name) => !name.endsWith('.pdf'))).toEqual([]);
    // the applicant's acknowledgement and the college's notification wait in the outbox
    const mails = await sql(ctx.databaseUrl, `select "to", subject, text from mail_outbox where subject like $1 order by "to"`, [`%${receipt.reference}%`]);
    expect(mails.map((mail) => mail.to)).toEqual(['admissions@college.example', 'asha@example.com']);
    expect(mails[1]?.text).toContain(receipt.reference);
  });

  const invalid: [string, Record<string, string>, Record<string, ReturnType<typeof scholarshipFiles>[string] | undefined>, string, string][] = [
    ['a 9-digit phone', { phone: '987654321' }, {}, 'phone', 'Phone number must be 10 digits'],
    ['84.99 %', { academicPercentage: '84.99' }, {}, 'academicPercentage', 'Minimum 85% is required'],
    ['100.5 %', { academicPercentage: '100.5' }, {}, 'academicPercentage', 'Percentage cannot exceed 100'],
    ['a 501-word statement', { personalStatement: 'word '.repeat(501) }, {}, 'personalStatement', 'Personal statement must be 500 words or less'],
    ['no name', { fullName: '  ' }, {}, 'fullName', 'Full name is required'],
    ['a bad e-mail', { email: 'asha@' }, {}, 'email', 'Invalid email address'],
    ['two e-mail addresses', { email: 'asha@example.com,boss@example.com' }, {}, 'email', 'Invalid email address'],
    ['no community involvement', { communityInvolvement: '' }, {}, 'communityInvolvement', 'Community involvement description is required'],
    ['no income certificate', {}, { incomeCertificate: undefined }, 'incomeCertificate', 'Income certificate is required'],
    [
      'a text file declared as PDF',
      {},
      { recommendationLetter: { filename: 'letter.pdf', content: 'just text', contentType: 'application/pdf' } },
      'recommendationLetter',
      'Only PDF files are allowed',
    ],
    ['an empty file', {}, { academicTranscript: { filename: 'empty.pdf', content: '' } }, 'academicTranscript', 'Only PDF files are allowed'],
    [
      'a PDF over 5 MB',
      {},
      { academicTranscript: { filename: 'big.pdf', content: Buffer.concat([pdf(), Buffer.alloc(5 * 1024 * 1024)]) } },
      'academicTranscript',
      'Academic transcript must be 5 MB or smaller',
    ],
  ];
  it('takes a personal statement of 500 words, however many more characters they are: the rule and its message agree', async () => {
    const statement = 'rehab '.repeat(500).trim();
    const response = await sendScholarship(ctx.app, { ...scholarshipFields(), personalStatement: statement }, scholarshipFiles(), { address: freshAddress() });
    expect(response.statusCode).toBe(201);
    expect(statement.length).toBeGreaterThan(2500);
  });

  it.each(invalid)(
    'refuses %s with 400 naming the field, and stores nothing (no row, no file on disk)',
    async (_case, fieldChanges, fileChanges, field, message) => {
      const before = await count();
      const fileRowsBefore = await count('submission_file');
      const filesBefore = filesIn(submissionsDir);
      const files = { ...scholarshipFiles(), ...fileChanges };
      for (const [name, file] of Object.entries(files)) if (!file) delete files[name];
      const response = await sendScholarship(ctx.app, { ...scholarshipFields(), ...fieldChanges }, files as ReturnType<typeof scholarshipFiles>, {
        address: freshAddress(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message, field });
      expect(await count()).toBe(before);
      expect(await count('submission_file')).toBe(fileRowsBefore);
      expect(filesIn(submissionsDir)).toEqual(filesBefore);
    },
  );

  it('answers 413 to a form over 16 MB in all, storing nothing', async () => {
    const before = await count();
    const filesBefore = filesIn(submissionsDir);
    const files = scholarshipFiles();
    files.academicTranscript = { filename: 'huge.pdf', content: Buffer.concat([pdf(), Buffer.alloc(17 * 1024 * 1024)]) };
    const response = await sendScholarship(ctx.app, scholarshipFields(), files, { address: freshAddress() });
    expect(response.statusCode).toBe(413);
    expect(await count()).toBe(before);
    expect(filesIn(submissionsDir)).toEqual(filesBefore);
  });

  it('refuses a file field the form does not have, and a JSON body', async () => {
    const extra = await sendScholarship(
      ctx.app,
      scholarshipFields(),
      { ...scholarshipFiles(), photo: { filename: 'me.pdf', content: pdf() } },
      { address: freshAddress() },
    );
    expect(extra.statusCode).toBe(400);
    expect(extra.json().field).toBe('photo');
    const json = await sendJson(ctx.app, 'scholarship', scholarshipFields(), { address: freshAddress() });
    expect(json.statusCode).toBe(415);
  });
});

describe('the JSON forms and the research proposal', () => {
  it('store an admission enquiry, a contact message, a book request and proposals with and without a document', async () => {
    const address = freshAddress();
    const admission = await sendJson(ctx.app, 'admission', admissionBody(), { address });
    expect(admission.statusCode).toBe(201);
    expect(admission.json().reference).toMatch(/^ADM-/);
    const contact = await sendJson(
      ctx.app,
      'contact',
      { name: 'Meena', option: 'custom', customOption: 'Hostel', email: 'meena@example.com', phone: '040 1234 5678', description: 'Is there a hostel?' },
      { address },
    );
    expect(contact.statusCode).toBe(201);
    expect(contact.json().reference).toMatch(/^CON-/);
    const book = await sendJson(ctx.app, 'book-request', { bookTitle: 'Orthopedic Physical Assessment', email: 'reader@example.com' }, { address });
    expect(book.statusCode).toBe(201);
    expect(book.json().reference).toMatch(/^BOOK-/);
    const proposal = (files: Parameters<typeof multipartBody>[1]) => {
      const body = multipartBody(
        { name: 'Dr. Iyer', email: 'iyer@example.com', topic: 'gait, stroke', title: 'Gait after stroke', description: 'A study.', website: '' },
        files,
      );
      return ctx.app.inject({
        method: 'POST',
        url: '/api/submissions/research-proposal',
        payload: body.payload,
        headers: body.headers,
        remoteAddress: address,
      });
    };
    const withDocument = await proposal({ document: { filename: 'proposal.pdf', content: pdf('proposal') } });
    expect(withDocument.statusCode).toBe(201);
    expect(withDocument.json().reference).toMatch(/^RES-/);
    const without = await proposal({});
    expect(without.statusCode).toBe(201);
    const [stored] = await sql(
      ctx.databaseUrl,
      `select (select count(*)::int from submission_file f where f.submission_id = s.id) as files, fields from submission s where reference = $1`,
      [contact.json().reference],
    );
    expect(stored).toEqual({
      files: 0,
      fields: {
        name: 'Meena',
        option: 'custom',
        customOption: 'Hostel',
        email: 'meena@example.com',
        phone: '040 1234 5678',
        description: 'Is there a hostel?',
      },
    });
    const [proposalFiles] = await sql(
      ctx.databaseUrl,
      'select count(*)::int as n from submission_file f join submission s on s.id = f.submission_id where s.reference = $1',
      [withDocument.json().reference],
    );
    expect(proposalFiles?.n).toBe(1);
  });

  it("answer each form's own messages naming the field", async () => {
    const address = freshAddress();
    const cases: [string, object, string, string][] = [
      ['admission', { ...admissionBody(), quota: '' }, 'quota', 'Please select a quota'],
      ['admission', { ...admissionBody(), neetRank: 'first' }, 'neetRank', 'NEET rank must be a number'],
      [
        'contact',
        { name: 'Meena', option: 'custom', email: 'meena@example.com', phone: '0401234567', description: 'Hi' },
        'customOption',
        'Please enter your option',
      ],
      [
        'contact',
        { name: 'Meena', option: 'admission', email: 'meena@example.com', phone: '0401234567', description: '' },
        'description',
        'Description is required',
      ],
      ['book-request', { bookTitle: '', email: 'reader@example.com' }, 'bookTitle', 'Book title is required'],
    ];
    const before = await count();
    for (const [kind, body, field, message] of cases) {
      const response = await sendJson(ctx.app, kind, body, { address });
      expect(response.statusCode, kind).toBe(400);
      expect(response.json()).toMatchObject({ message, field });
    }
    const body = multipartBody({ name: 'Dr. Iyer', email: 'iyer@example.com', topic: '', title: 'T', description: 'D' });
    const proposal = await ctx.app.inject({
      method: 'POST',
      url: '/api/submissions/research-proposal',
      payload: body.payload,
      headers: body.headers,
      remoteAddress: address,
    });
    expect(proposal.json()).toMatchObject({ statusCode: 400, message: 'Please fill out all required fields.', field: 'topic' });
    expect(await count()).toBe(before);
  });

  it('accepts anyone, signed in or not, but keeps the Origin check and a small body limit', async () => {
    const cookie = await login(ctx.app, 'student');
    const signedIn = await sendJson(
      ctx.app,
      'book-request',
      { bookTitle: 'Kinesiology', email: 'student@example.com' },
      { address: freshAddress(), headers: { cookie, origin: ORIGIN } },
    );
    expect(signedIn.statusCode).toBe(201);
    const anonymous = await sendJson(
      ctx.app,
      'book-request',
      { bookTitle: 'Kinesiology', email: 'visitor@example.com' },
      { address: freshAddress(), headers: { origin: ORIGIN } },
    );
    expect(anonymous.statusCode).toBe(201);
    const audited = async (reference: string) =>
      (
        await sql(
          ctx.databaseUrl,
          `select a.actor_type from audit_log a join submission s on s.id = a.entity_id where a.entity = 'submission' and a.action = 'create' and s.reference = $1`,
          [reference],
        )
      )[0]?.actor_type;
    expect(await audited(signedIn.json().reference)).toBe('student');
    expect(await audited(anonymous.json().reference)).toBe('visitor');
    const before = await count();
    const foreign = await sendJson(
      ctx.app,
      'book-request',
      { bookTitle: 'Kinesiology', email: 'x@example.com' },
      { address: freshAddress(), headers: { origin: 'https://evil.example' } },
    );
    expect(foreign.statusCode).toBe(403);
    const large = await sendJson(
      ctx.app,
      'contact',
      { name: 'x', option: 'support', email: 'x@example.com', phone: '0401234567', description: 'y'.repeat(20_000) },
      { address: freshAddress() },
    );
    expect(large.statusCode).toBe(413);
    expect(await count()).toBe(before);
  });
});

describe('honeypot and idempotency', () => {
  it('answers a filled honeypot with a receipt and stores nothing', async () => {
    const before = await count();
    const filesBefore = filesIn(submissionsDir);
    const json = await sendJson(ctx.app, 'admission', { ...admissionBody(), website: 'http://spam.example' }, { address: freshAddress() });
    expect(json.statusCode).toBe(201);
    expect(json.json().reference).toMatch(REFERENCE);
    const multipart = await sendScholarship(ctx.app, { ...scholarshipFields(), website: 'spam' }, scholarshipFiles(), { address: freshAddress() });
    expect(multipart.statusCode).toBe(201);
    expect(await count()).toBe(before);
    expect(filesIn(submissionsDir)).toEqual(filesBefore);
    expect((await sendJson(ctx.app, 'status', { reference: json.json().reference, email: 'ravi@example.com' })).statusCode).toBe(404);
  });

  it('answers a repeated Idempotency-Key with the first receipt (200) and stores nothing more', async () => {
    const key = randomUUID();
    const address = freshAddress();
    const first = await sendScholarship(ctx.app, scholarshipFields(), scholarshipFiles(), { address, key });
    expect(first.statusCode).toBe(201);
    const before = await count();
    const filesBefore = filesIn(submissionsDir);
    const again = await sendScholarship(ctx.app, scholarshipFields(), scholarshipFiles(), { address, key });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await count()).toBe(before);
    expect(filesIn(submissionsDir)).toEqual(filesBefore);
    expect((await sendJson(ctx.app, 'admission', admissionBody(), { address, key: 'not-a-uuid' })).json()).toMatchObject({
      statusCode: 400,
      field: 'Idempotency-Key',
    });
  });

  it('stores one submission when two requests with one key arrive together', async () => {
    const key = randomUUID();
    const before = await count();
    const filesBefore = filesIn(submissionsDir).length;
    const answers = await Promise.all([
      sendScholarship(ctx.app, scholarshipFields(), scholarshipFiles(), { address: freshAddress(), key }),
      sendScholarship(ctx.app, scholarshipFields(), scholarshipFiles(), { address: freshAddress(), key }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    expect(answers[0]?.json().reference).toBe(answers[1]?.json().reference);
    expect(await count()).toBe(before + 1);
    expect(filesIn(submissionsDir).length).toBe(filesBefore + 3);
  });
});

describe('per-address limits', () => {
  it('refuses the 6th submission in 10 minutes with 429, counted across two API processes on one database', async () => {
    const second: App = await buildApp({ databaseUrl: ctx.databaseUrl, config: { logLevel: 'silent', requestsPerMinute: 0, submissionsDir } });
    try {
      const address = freshAddress();
      for (const app of [ctx.app, second, ctx.app, second, ctx.app]) {
        expect((await sendJson(app, 'book-request', { bookTitle: 'Gray', email: 'r@example.com' }, { address })).statusCode).toBe(201);
      }
      const before = await count();
      for (const app of [second, ctx.app]) {
        const refused = await sendJson(app, 'admission', admissionBody(), { address });
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toEqual({ statusCode: 429, error: 'Too Many Requests', message: TOO_MANY });
      }
      const filesBefore = filesIn(submissionsDir);
      expect((await sendScholarship(second, scholarshipFields(), scholarshipFiles(), { address })).statusCode).toBe(429);
      expect(filesIn(submissionsDir)).toEqual(filesBefore);
      expect(await count()).toBe(before);
      expect((await sendJson(second, 'admission', admissionBody(), { address: freshAddress() })).statusCode).toBe(201);
    } finally {
      await second.close();
    }
  });

  it('lets no more than 5 of 8 simultaneous submissions from one address through', async () => {
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => sendJson(ctx.app, 'book-request', { bookTitle: 'Gray', email: 'r@example.com' }, { address })),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(5);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(3);
  });
});

describe('POST /api/submissions/status', () => {
  it('answers the status for the right pair and the same 404 otherwise, then 429 past 10 checks', async () => {
    const address = freshAddress();
    const { reference } = (await sendJson(ctx.app, 'admission', admissionBody(), { address })).json();
    const check = (body: object) => sendJson(ctx.app, 'status', body, { address });
    const found = await check({ reference, email: 'ravi@example.com' });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ reference, status: 'new' });
    expect((await check({ reference: ` ${reference.toLowerCase()} `, email: 'Ravi@Example.com' })).json()).toEqual({ reference, status: 'new' });
    const misses = [
      await check({ reference, email: 'someone@example.com' }),
      await check({ reference: 'ADM-0000-0000', email: 'ravi@example.com' }),
      await check({ reference: 'nonsense', email: '' }),
    ];
    for (const miss of misses) expect(miss.json()).toEqual({ statusCode: 404, error: 'Not Found', message: NO_MATCH });
    // a book request's prefix keeps its letters while the random part forgives O for 0
    const book = (await sendJson(ctx.app, 'book-request', { bookTitle: 'Gray', email: 'r@example.com' }, { address })).json().reference as string;
    const typed = `${book.slice(0, 5).toLowerCase()}${book.slice(5).replace(/0/g, 'o')}`;
    expect((await check({ reference: typed, email: 'r@example.com' })).json()).toEqual({ reference: book, status: 'new' });
    for (let index = 0; index < 4; index++) expect((await check({ reference, email: 'ravi@example.com' })).statusCode).toBe(200);
    const limited = await check({ reference, email: 'ravi@example.com' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('600');
  });
});
