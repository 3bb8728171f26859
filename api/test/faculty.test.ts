import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoIds, login, ORIGIN, type TestContext } from './helpers/app.ts';
import { validFaculty } from './helpers/bodies.ts';
import { sql } from './helpers/database.ts';

let ctx: TestContext;
let admin: string;
let faculty: string;
let ids: Awaited<ReturnType<typeof demoIds>>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await login(ctx.app, 'admin');
  faculty = await login(ctx.app, 'faculty');
  ids = await demoIds(ctx.databaseUrl);
});
afterAll(() => ctx.app.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = admin) =>
  ctx.app.inject({ method, url, headers: { cookie, origin: ORIGIN }, ...(payload && { payload }) });

describe('faculty reads', () => {
  it('lists six seeded faculty with personal and contact info', async () => {
    const list = (await call('GET', '/api/faculty?include=personalInfo,contactInfo')).json();
    expect(list.length).toBeGreaterThanOrEqual(6);
    expect(list[0]).toMatchObject({
      firstName: expect.any(String),
      designation: expect.any(String),
      specialization: expect.any(String),
      experienceYears: expect.any(Number),
      yearOfJoining: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      personalInfo: { gender: expect.any(String) },
      contactInfo: { email: expect.any(String) },
    });
  });

  it('pages the list when asked', async () => {
    expect((await call('GET', '/api/faculty?page=1&pageSize=2&sort=-experienceYears')).json()).toMatchObject({
      total: 6,
      page: 1,
      pageSize: 2,
      items: [{ experienceYears: 18 }, { experienceYears: 12 }],
    });
  });

  it('gets one faculty member (own record for faculty) and 404 for a missing one', async () => {
    expect((await call('GET', `/api/faculty/${ids.faculty}`, undefined, faculty)).json()).toMatchObject({
      id: ids.faculty,
      contactInfo: { email: 'faculty@demo.college' },
    });
    expect((await call('GET', '/api/faculty/999999')).statusCode).toBe(404);
  });

  it('gives a faculty member the academic calendar', async () => {
    const entries = (await call('GET', `/api/faculty/${ids.faculty}/calendar`, undefined, faculty)).json();
    expect(entries).toHaveLength(12);
    expect(entries[0]).toEqual({ id: expect.any(Number), event: expect.any(String), date: expect.any(String), year: expect.any(String) });
    expect((await call('GET', '/api/faculty/999999/calendar')).statusCode).toBe(404);
  });

  it('public list has names, designation and specialization only', async () => {
    const list = (await ctx.app.inject({ url: '/api/public/faculty' })).json();
    expect(list.length).toBeGreaterThanOrEqual(6);
    for (const row of list) expect(Object.keys(row).sort()).toEqual(['designation', 'firstName', 'lastName', 'specialization']);
  });
});

describe('faculty writes', () => {
  it('creates with nested info and mails the first-sign-in link', async () => {
    const body = validFaculty();
    const response = await call('POST', '/api/faculty', body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      designation: 'Lecturer',
      experienceYears: 3,
      yearOfJoining: '2021-06-01',
      contactInfo: { email: body.contactInfo.email },
      signInLinkSentTo: body.contactInfo.email,
    });
  });

  it('applies defaults: designation, experience 0, today, Not specified, placeholder e-mail', async () => {
    const response = await call('POST', '/api/faculty', { firstName: 'Min', lastName: 'Imal', specialization: 'General', designation: '' });
    expect(response.statusCode).toBe(201);
    const today = new Date().toISOString().slice(0, 10);
    expect(response.json()).toMatchObject({
      designation: 'Assistant Professor',
      experienceYears: 0,
      yearOfJoining: today,
      personalInfo: { dob: today, gender: 'Not specified', nationality: 'Not specified', religion: 'Not specified' },
      contactInfo: { email: expect.stringMatching(/^faculty\d+@college\.example\.edu$/) },
    });
  });

  it.each([
    [{ experienceYears: -1 }, 'experienceYears'],
    [{ experienceYears: 2.5 }, 'experienceYears'],
    [{ experienceYears: '5' }, 'experienceYears'],
    [{ specialization: '' }, 'specialization'],
    [{ firstName: undefined }, 'firstName'],
    [{ contactInfo: { email: 'nope' } }, 'contactInfo.email'],
    [{ yearOfJoining: 'yesterday' }, 'yearOfJoining'],
    [{ salary: 1 }, 'salary'],
  ])('rejects %o with 400 naming %s', async (patch, field) => {
    const response = await call('POST', '/api/faculty', { ...validFaculty(), ...patch });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
  });

  it('a faculty member edits their own record but not the e-mail', async () => {
    const own = (await call('GET', `/api/faculty/${ids.faculty}`, undefined, faculty)).json();
    const ok = await call('PUT', `/api/faculty/${ids.faculty}`, { ...own, specialization: 'Manual Therapy' }, faculty);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().specialization).toBe('Manual Therapy');
    const changed = await call('PUT', `/api/faculty/${ids.faculty}`, { contactInfo: { email: 'other@demo.college' } }, faculty);
    expect(changed.statusCode).toBe(403);
    expect((await call('GET', `/api/faculty/${ids.faculty}`, undefined, faculty)).json().contactInfo.email).toBe('faculty@demo.college');
  });

  it('admin may change a faculty e-mail, which becomes the sign-in name', async () => {
    const created = (await call('POST', '/api/faculty', validFaculty())).json();
    const response = await call('PUT', `/api/faculty/${created.id}`, { contactInfo: { email: 'moved@example.test' } });
    expect(response.json().contactInfo.email).toBe('moved@example.test');
    expect((await sql(ctx.databaseUrl, 'select login from account where faculty_id = $1', [created.id]))[0]?.login).toBe('moved@example.test');
    expect((await call('PUT', '/api/faculty/999999', { firstName: 'x' })).statusCode).toBe(404);
  });

  it('delete removes info and account; then 404', async () => {
    const created = (await call('POST', '/api/faculty', validFaculty())).json();
    expect((await call('DELETE', `/api/faculty/${created.id}`)).statusCode).toBe(200);
    const [left] = await sql(
      ctx.databaseUrl,
      'select (select count(*) from personal_info where faculty_id = $1)::int + (select count(*) from contact_info where faculty_id = $1)::int + (select count(*) from account where faculty_id = $1)::int as n',
      [created.id],
    );
    expect(left?.n).toBe(0);
    expect((await call('DELETE', `/api/faculty/${created.id}`)).statusCode).toBe(404);
  });
});
