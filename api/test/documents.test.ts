import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFY_LIMIT } from '../src/contract.ts';
import { CREDENTIALS, createTestApp, demoIds, login, ORIGIN, type Role, type TestContext } from './helpers/app.ts';
import { sql } from './helpers/database.ts';
import { pdfText } from './helpers/pdf.ts';

type Who = 'anonymous' | Role;
const WHO: Who[] = ['anonymous', 'student', 'otherStudent', 'faculty', 'otherFaculty', 'admin'];

let ctx: TestContext;
let ids: Awaited<ReturnType<typeof demoIds>>;
const cookies: Partial<Record<Who, string>> = {};
type Results = {
  student: { firstName: string; lastName: string; enrollmentNumber: string };
  years: {
    academicYear: string;
    yearOfStudy: string;
    sgpa: number;
    subjects: { subject: { code: string; name: string }; grade: string; gradePoint: number }[];
  }[];
  cgpa: number;
};
let results: Results;

beforeAll(async () => {
  ctx = await createTestApp();
  ids = await demoIds(ctx.databaseUrl);
  for (const role of Object.keys(CREDENTIALS) as Role[]) cookies[role] = await login(ctx.app, role);
  results = (await call('student', `/api/students/${ids.student}/results`)).json();
});
afterAll(() => ctx.app.close());

let address = 0;
/** Each call from an address of its own unless one is given, so the verification limit is met only where a test means to. */
const call = (who: Who, url: string, remoteAddress = `10.0.${Math.floor(++address / 250)}.${(address % 250) + 1}`) => {
  const cookie = cookies[who];
  return ctx.app.inject({ method: 'GET', url, remoteAddress, headers: { origin: ORIGIN, ...(cookie && { cookie }) } });
};
const codeIn = (text: string) => /Verification code: ([A-Z0-9-]{14})/.exec(text)?.[1] as string;

describe('CONTRACT §10: marksheets, transcripts and their verification', () => {
  const own = { anonymous: 401, student: 200, otherStudent: 403, faculty: 403, otherFaculty: 403, admin: 200 } as Record<Who, number>;
  let code = '';
  beforeAll(async () => {
    code = codeIn(await pdfText((await call('admin', `/api/students/${ids.student}/transcript`)).rawPayload));
  });
  const rows = [
    {
      call: 'GET /api/students/{id}/marksheets/{academicYear}',
      path: () => `/api/students/${ids.student}/marksheets/${results.years[0]?.academicYear}`,
      expect: own,
    },
    { call: 'GET /api/students/{id}/transcript', path: () => `/api/students/${ids.student}/transcript`, expect: own },
    {
      call: 'GET /api/verify/{code}',
      path: () => `/api/verify/${code}`,
      expect: { anonymous: 200, student: 200, otherStudent: 200, faculty: 200, otherFaculty: 200, admin: 200 } as Record<Who, number>,
    },
  ];
  it.each(rows.flatMap((row) => WHO.map((who) => ({ ...row, who, expected: row.expect[who] }))))('$call as $who -> $expected', async (row) => {
    const response = await call(row.who, row.path());
    expect(response.statusCode, response.body).toBe(row.expected);
  });

  it('another student gets the same refusal whether or not the student exists', async () => {
    const other = await call('student', `/api/students/${ids.otherStudent}/transcript`);
    const missing = await call('student', '/api/students/999999/transcript');
    expect(other.json()).toEqual(missing.json());
    expect(other.statusCode).toBe(403);
  });
});

describe('a marksheet', () => {
  it('is a PDF stating the student, each subject with its grade, the SGPA and a verification code', async () => {
    const year = results.years[0] as Results['years'][number];
    const response = await call('student', `/api/students/${ids.student}/marksheets/${year.academicYear}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="marksheet-${year.academicYear}.pdf"`);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('College of Physiotherapy');
    expect(text).toContain('Name: Student Demo');
    expect(text).toContain('Enrollment number: DEMO-BPT-01');
    expect(text).toContain(`academic year ${year.academicYear}`);
    for (const subject of year.subjects) {
      expect(text).toContain(subject.subject.code);
      expect(text).toContain(subject.subject.name);
    }
    expect(text).toContain(`SGPA: ${year.sgpa.toFixed(2)}`);
    expect(text).not.toContain('CGPA');
    expect(codeIn(text)).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  });

  it('asked for again with the same results, carries the same code; the transcript has its own', async () => {
    const year = results.years[0]?.academicYear;
    const first = codeIn(await pdfText((await call('student', `/api/students/${ids.student}/marksheets/${year}`)).rawPayload));
    const again = codeIn(await pdfText((await call('admin', `/api/students/${ids.student}/marksheets/${year}`)).rawPayload));
    const transcript = codeIn(await pdfText((await call('student', `/api/students/${ids.student}/transcript`)).rawPayload));
    expect(again).toBe(first);
    expect(transcript).not.toBe(first);
    const [audit] = await sql(ctx.databaseUrl, `select action, changes from audit_log where entity = 'issued_document' and changes->'after'->>'code' = $1`, [
      first,
    ]);
    expect(audit).toMatchObject({ action: 'create', changes: { after: { code: first, kind: 'marksheet', studentId: ids.student } } });
  });

  it('is refused for a year without published results', async () => {
    const response = await call('student', `/api/students/${ids.student}/marksheets/2010-11`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('No published results for that academic year');
    expect((await call('admin', '/api/students/999999/marksheets/2025-26')).statusCode).toBe(404);
  });
});

describe('a transcript', () => {
  it('states every year with published results, their SGPAs and the CGPA', async () => {
    const text = await pdfText((await call('student', `/api/students/${ids.student}/transcript`)).rawPayload);
    expect(text).toContain('Transcript of academic record');
    for (const year of results.years) {
      expect(text).toContain(`academic year ${year.academicYear}`);
      expect(text).toContain(`SGPA: ${year.sgpa.toFixed(2)}`);
    }
    expect(text).toContain(`CGPA: ${results.cgpa.toFixed(2)}`);
  });
});

describe('verification by code', () => {
  it('anyone learns whose document a code belongs to and what it states, however the code is typed', async () => {
    const text = await pdfText((await call('student', `/api/students/${ids.student}/transcript`)).rawPayload);
    const code = codeIn(text);
    const response = await call('anonymous', `/api/verify/${encodeURIComponent(` ${code.toLowerCase().replaceAll('-', ' ')} `)}`);
    expect(response.statusCode, response.body).toBe(200);
    const verified = response.json();
    expect(verified).toMatchObject({
      code,
      kind: 'transcript',
      title: 'Transcript of academic record, Bachelor of Physiotherapy (BPT)',
      college: 'College of Physiotherapy',
    });
    expect(verified.statement.student).toEqual({ name: 'Student Demo', enrollmentNumber: 'DEMO-BPT-01' });
    expect(verified.statement.cgpa).toBe(results.cgpa);
    expect(verified.statement.years.map((year: { academicYear: string; sgpa: number }) => [year.academicYear, year.sgpa])).toEqual(
      results.years.map((year) => [year.academicYear, year.sgpa]),
    );
    expect(verified.statement.years[0].subjects[0]).toEqual({
      code: results.years[0]?.subjects[0]?.subject.code,
      name: results.years[0]?.subjects[0]?.subject.name,
      percentage: expect.any(Number),
      grade: results.years[0]?.subjects[0]?.grade,
      gradePoint: results.years[0]?.subjects[0]?.gradePoint,
      passed: expect.any(Boolean),
    });
  });

  it('an unknown code is a 404, a malformed one a 400 naming the field', async () => {
    const unknown = await call('anonymous', '/api/verify/ABCD-EFGH-JKMN');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'No marksheet, transcript or hall ticket has this verification code' });
    const malformed = await call('anonymous', '/api/verify/12');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ field: 'code' });
  });

  it(`is limited to ${VERIFY_LIMIT} checks per address in a window, other addresses unaffected`, async () => {
    const from = '192.0.2.77';
    for (let check = 0; check < VERIFY_LIMIT; check++) expect((await call('anonymous', '/api/verify/ABCD-EFGH-JKMN', from)).statusCode).toBe(404);
    const refused = await call('anonymous', '/api/verify/ABCD-EFGH-JKMN', from);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.json().message).toBe('Too many verifications from your network. Please try again in a few minutes.');
    expect((await call('anonymous', '/api/verify/ABCD-EFGH-JKMN', '192.0.2.78')).statusCode).toBe(404);
  });
});
