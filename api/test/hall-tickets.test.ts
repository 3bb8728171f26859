import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDENTIALS, createTestApp, demoIds, login, ORIGIN, type Role, type TestContext } from './helpers/app.ts';
import { sql } from './helpers/database.ts';
import { pdfText } from './helpers/pdf.ts';

type Who = 'anonymous' | Role;
const WHO: Who[] = ['anonymous', 'student', 'otherStudent', 'faculty', 'otherFaculty', 'admin'];
type Paper = { date: string; time: string; examCode: string; subject: string; venue: string; year: string };

let ctx: TestContext;
let ids: Awaited<ReturnType<typeof demoIds>>;
const cookies: Partial<Record<Who, string>> = {};
let academicYear = '';
let shortSubject = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  ids = await demoIds(ctx.databaseUrl);
  for (const role of Object.keys(CREDENTIALS) as Role[]) cookies[role] = await login(ctx.app, role);
  academicYear = (await call('admin', 'GET', '/api/settings')).json().academicYear;
  // the demo student misses most BPT202 classes
  const [subject] = await sql<{ id: number }>(ctx.databaseUrl, `select id from subject where code = 'BPT202'`);
  shortSubject = subject?.id as number;
});
afterAll(() => ctx.app.close());

let address = 0;
const call = (who: Who, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) => {
  const cookie = cookies[who];
  return ctx.app.inject({
    method,
    url,
    remoteAddress: `10.1.0.${++address}`,
    headers: { origin: ORIGIN, ...(cookie && { cookie }) },
    ...(payload && { payload }),
  });
};
const eligibility = async (who: Who = 'student') => (await call(who, 'GET', `/api/students/${ids.student}/hall-ticket/eligibility`)).json();
const download = (who: Who = 'student', studentId = ids.student) => call(who, 'GET', `/api/students/${studentId}/hall-ticket`);
const codeIn = (text: string) => /Verification code: ([A-Z0-9-]{14})/.exec(text)?.[1] as string;
const SHORTAGE = /^Attendance in BPT202 .+ is \d+\.\d%, under the required 75%, and has not been condoned\.$/;

async function setFeeRule(on: boolean) {
  const { version, ...fields } = (await call('admin', 'GET', '/api/settings')).json();
  const saved = await call('admin', 'PUT', '/api/settings', { ...fields, hallTicketRequiresNoOverdueFees: on, version });
  expect(saved.statusCode, saved.body).toBe(200);
}

describe('a student short of attendance', () => {
  it('is told exactly why, and asking for the hall ticket is refused with the same reason and nothing issued', async () => {
    const answer = await eligibility();
    expect(answer.eligible).toBe(false);
    expect(answer.reasons).toHaveLength(1);
    expect(answer.reasons[0]).toMatch(SHORTAGE);
    expect(answer.papers).toBeGreaterThan(0);

    const refused = await download();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ statusCode: 409, error: 'Conflict', message: `No hall ticket can be issued. ${answer.reasons[0]}` });
    expect(await sql(ctx.databaseUrl, `select id from issued_document where kind = 'hall_ticket'`)).toEqual([]);
  });
});

describe('overdue fees, when the college settings say so', () => {
  it('are a reason only while the rule is on', async () => {
    const overdue = async (): Promise<number> => (await call('admin', 'GET', `/api/students/${ids.student}/fees`)).json().totals.overdue;
    const before = await overdue();
    await sql(
      ctx.databaseUrl,
      `insert into charge (student_id, academic_year, year_of_study, kind, description, amount, due_date)
       select id, $2, year, 'fine', 'Library fine', 12500, current_date - 10 from student where id = $1`,
      [ids.student, academicYear],
    );
    expect(await overdue()).toBe(before + 12500);
    expect((await eligibility()).reasons).toHaveLength(1);
    await setFeeRule(true);
    const reasons: string[] = (await eligibility()).reasons;
    expect(reasons).toHaveLength(2);
    expect(reasons[1]).toMatch(/^Fees of ₹[\d,]+ are overdue; the college issues hall tickets only when no fees are overdue\.$/);
    expect(reasons[1]).toContain(`₹${(before + 12500).toLocaleString('en-IN')}`);
    const refused = await download();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(reasons[1]);
    await setFeeRule(false);
    expect((await eligibility()).reasons).toHaveLength(1);
  });
});

describe('once the shortage is condoned', () => {
  let text = '';
  let papers: Paper[] = [];
  let demoSession = { id: 0, name: '' };
  beforeAll(async () => {
    const condoned = await call('admin', 'POST', '/api/attendance/condonations', {
      studentId: ids.student,
      subjectId: shortSubject,
      academicYear,
      reason: 'Medical leave, certificate on file',
    });
    expect(condoned.statusCode, condoned.body).toBe(201);
    const [student] = await sql<{ year: string }>(ctx.databaseUrl, 'select year from student where id = $1', [ids.student]);
    // the demo's one published exam session holds every paper of the exam timetable
    const timetable: Paper[] = (await call('anonymous', 'GET', '/api/exams/timetable')).json();
    papers = timetable.filter((paper) => paper.year === student?.year);
    const [session] = await sql<{ id: number; name: string }>(ctx.databaseUrl, 'select id, name from exam_session where published');
    demoSession = session as { id: number; name: string };
  });

  it('the student is eligible and downloads a PDF naming them, their year, each of their papers and a code', async () => {
    expect(await eligibility()).toEqual({
      eligible: true,
      reasons: [],
      papers: papers.length,
      sessions: [{ id: demoSession.id, name: demoSession.name, papers: papers.length }],
    });
    expect(demoSession.name).toMatch(/^University exams, [A-Z][a-z]+ \d{4}$/);
    const response = await download();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="hall-ticket.pdf"');
    text = await pdfText(response.rawPayload);
    expect(text).toContain('College of Physiotherapy');
    expect(text).toContain(`Hall ticket, ${demoSession.name}`);
    expect(text).toContain('Name: Student Demo');
    expect(text).toContain('Enrollment number: DEMO-BPT-01');
    expect(text).toMatch(/Year: \w+ year BPT/);
    expect(papers.length).toBeGreaterThan(0);
    for (const paper of papers) {
      expect(text).toContain(paper.date);
      expect(text).toContain(paper.time);
      expect(text).toContain(paper.examCode);
      expect(text).toContain(paper.subject);
      if (paper.venue) expect(text).toContain(paper.venue);
    }
    expect(codeIn(text)).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  });

  it('asked for again, carries the same code; its issue is in the audit log', async () => {
    const again = codeIn(await pdfText((await download('admin')).rawPayload));
    expect(again).toBe(codeIn(text));
    const [audit] = await sql(ctx.databaseUrl, `select action, changes from audit_log where entity = 'issued_document' and changes->'after'->>'code' = $1`, [
      again,
    ]);
    expect(audit).toMatchObject({ action: 'create', changes: { after: { code: again, kind: 'hall_ticket', studentId: ids.student } } });
  });

  it('anyone checks its code on /verify and sees the student and the papers', async () => {
    const response = await call('anonymous', 'GET', `/api/verify/${codeIn(text)}`);
    expect(response.statusCode, response.body).toBe(200);
    const verified = response.json();
    expect(verified).toMatchObject({ code: codeIn(text), kind: 'hall_ticket', college: 'College of Physiotherapy' });
    expect(verified.statement.student).toEqual({ name: 'Student Demo', enrollmentNumber: 'DEMO-BPT-01' });
    expect(verified.statement.hallTicket.papers).toEqual(papers.map(({ examCode, subject, date, time, venue }) => ({ examCode, subject, date, time, venue })));
  });

  describe('CONTRACT §10: hall ticket', () => {
    const expected = { anonymous: 401, student: 200, otherStudent: 403, faculty: 403, otherFaculty: 403, admin: 200 } as Record<Who, number>;
    const rows = ['/hall-ticket', '/hall-ticket/eligibility'].flatMap((tail) => WHO.map((who) => ({ tail, who, expected: expected[who] })));
    it.each(rows)('GET /api/students/{id}$tail as $who -> $expected', async (row) => {
      const response = await call(row.who, 'GET', `/api/students/${ids.student}${row.tail}`);
      expect(response.statusCode, response.body).toBe(row.expected);
    });

    it('an unknown student is a 404 to the admin and the same refusal as another student to a student', async () => {
      expect((await download('admin', 999999)).statusCode).toBe(404);
      expect((await download('student', 999999)).json()).toEqual((await download('student', ids.otherStudent)).json());
    });
  });
});
