import type { RouteOptions } from 'fastify';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import { apiRoutes, errorReply, type FileReply, type RouteKey, type RouteSchema } from '../src/contract.ts';
import { CREDENTIALS, cookieFrom, demoIds, ORIGIN } from './helpers/app.ts';
import { createTestDatabase, sql } from './helpers/database.ts';

// The contract (shared-ui/contract/src) is where the portals take the API's types from: these tests hold
// the API to it. Every route is registered with its contract entry's schemas, every answer a route can give
// has a schema (errors with CONTRACT §6's body), the OpenAPI document is generated from them, and what the
// routes really answer matches them.

const registered = new Map<string, RouteOptions>();
let app: App;
let databaseUrl: string;
let admin: string;

const contract: Record<string, RouteSchema> = apiRoutes;
const keyOf = (method: string, url: string) => `${method} ${url.replace(/^\/api/, '')}`;

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  app = await buildApp({
    databaseUrl,
    config: { logLevel: 'silent', requestsPerMinute: 0 },
    onRoute: (route) => {
      // the API's own routes: not the docs' pages, nor the HEAD twins Fastify adds to each GET
      if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
      for (const method of [route.method].flat()) if (method !== 'HEAD') registered.set(keyOf(method, route.url), route);
    },
  });
  await app.ready();
  const login = await app.inject({ method: 'POST', url: '/api/auth/admin/login', payload: CREDENTIALS.admin.body });
  admin = cookieFrom(login) as string;
});
afterAll(() => app.close());

const hooks = (value: unknown) => [value].flat().filter(Boolean);
const isFileReply = (value: TSchema | FileReply): value is FileReply => 'content' in value && 'description' in value;

describe('the API and its contract', () => {
  it('registers exactly the routes of the contract', () => {
    const missing = Object.keys(contract).filter((key) => !registered.has(key));
    const unlisted = [...registered.keys()].filter((key) => !(key in contract));
    expect({ missing, unlisted }, 'add the route to shared-ui/contract/src, or remove it there').toEqual({ missing: [], unlisted: [] });
  });

  it("registers each route with its contract entry's schemas, not copies of them", () => {
    const differing: string[] = [];
    for (const [key, route] of registered) {
      const entry = contract[key];
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      for (const part of ['params', 'querystring', 'headers', 'body', 'response'] as const) {
        if (schema[part] !== entry?.[part]) differing.push(`${key}: ${part}`);
      }
    }
    expect(differing, "use `...apiRoutes['METHOD /path']` as the route's schema").toEqual([]);
  });

  it('declares a response schema for every status each route answers with', () => {
    const gaps: string[] = [];
    for (const [key, route] of registered) {
      const response = (route.schema?.response ?? {}) as Record<string, TSchema | FileReply>;
      const statuses = Object.keys(response).map(Number);
      if (!statuses.some((status) => status >= 200 && status < 300)) gaps.push(`${key}: no success answer`);
      const method = key.split(' ')[0];
      const takesInput = ['params', 'querystring', 'headers', 'body'].some((part) => route.schema && part in route.schema);
      const guarded = hooks(route.onRequest).length > 0 && route.config?.public !== true;
      const expected = [
        429,
        500,
        503,
        ...(takesInput ? [400] : []),
        // a path parameter longer than the router takes
        ...(route.schema && 'params' in route.schema ? [414] : []),
        ...(method !== 'GET' ? [400, 403, 413, 415] : []),
        ...(guarded ? [401, 403] : []),
      ];
      for (const status of new Set(expected)) if (!(status in response)) gaps.push(`${key}: ${status}`);
      for (const status of statuses.filter((status) => status >= 400)) {
        const schema = response[status];
        const fields = schema && !isFileReply(schema) ? ((schema as { required?: string[] }).required ?? []) : [];
        if (!['statusCode', 'error', 'message'].every((field) => fields.includes(field))) gaps.push(`${key}: ${status} is not CONTRACT §6's error body`);
      }
    }
    expect(gaps, "declare them in the route's contract entry with replies(...)").toEqual([]);
  });

  it('documents every route and every answer in the OpenAPI document generated from the schemas', () => {
    const document = app.swagger() as { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> };
    const missing: string[] = [];
    for (const [key, entry] of Object.entries(contract)) {
      const [method = '', path = ''] = key.split(' ');
      const operation = document.paths[`/api${path.replace(/:(\w+)/g, '{$1}')}`]?.[method.toLowerCase()];
      if (!operation) missing.push(key);
      else for (const status of Object.keys(entry.response)) if (!operation.responses?.[status]) missing.push(`${key}: ${status}`);
    }
    expect(missing).toEqual([]);
  });
});

describe('what the routes answer', () => {
  /** Ids of demo records for the routes that read one. */
  async function sampleIds() {
    const ids = await demoIds(databaseUrl);
    const first = async (query: string) => (await sql<{ id: number }>(databaseUrl, query))[0]?.id;
    const contact = await app.inject({
      method: 'POST',
      url: '/api/submissions/contact',
      headers: { origin: ORIGIN },
      payload: { name: 'Anu', option: 'course', email: 'anu@example.com', phone: '+91 98765 43210', description: 'About the BPT course' },
    });
    expect(contact.statusCode).toBe(201);
    // a transcript issued, so a verification code exists to check
    const transcript = await app.inject({ url: `/api/students/${ids.student}/transcript`, headers: { cookie: admin } });
    expect(transcript.statusCode).toBe(200);
    const [issued] = await sql<{ code: string }>(databaseUrl, 'select code from issued_document order by id limit 1');
    return {
      code: issued?.code,
      student: ids.student,
      faculty: ids.faculty,
      subject: await first('select subject_id as id from teaching_assignment order by id limit 1'),
      assessment: await first(`select id from assessment where status = 'published' order by id limit 1`),
      payment: await first('select id from payment order by id limit 1'),
      submission: await first('select id from submission order by id limit 1'),
      ...(
        await sql<{ period: number; periodDate: string }>(
          databaseUrl,
          `select period_id as period, date::text as "periodDate" from attendance_session order by id limit 1`,
        )
      )[0],
    };
  }

  it("match the contract's schemas (every JSON read, as an admin)", async () => {
    const ids = await sampleIds();
    const paramsFor: Record<string, Record<string, number | string | undefined>> = {
      '/students/:id': { id: ids.student },
      '/students/:id/results': { id: ids.student },
      '/students/:id/fees': { id: ids.student },
      '/students/:id/book-requests': { id: ids.student },
      '/faculty/:id': { id: ids.faculty },
      '/faculty/:id/calendar': { id: ids.faculty },
      '/faculty/:id/subjects': { id: ids.faculty },
      '/subjects/:id/students': { id: ids.subject },
      '/subjects/:id/assessments': { id: ids.subject },
      '/subjects/:id/results': { id: ids.subject },
      '/assessments/:id/marks': { id: ids.assessment },
      '/payments/:id/receipt': { id: ids.payment },
      '/inbox/:id': { id: ids.submission },
      '/faculty/:id/timetable': { id: ids.faculty },
      '/students/:id/attendance': { id: ids.student },
      '/students/:id/documents': { id: ids.student },
      '/students/:id/hall-ticket/eligibility': { id: ids.student },
      '/students/:id/history': { id: ids.student },
      '/periods/:id/attendance': { id: ids.period },
      '/verify/:code': { code: ids.code },
    };
    // the record with everything it can carry, as the student dashboard asks for it, and the paged lists
    const queries: Record<string, string[]> = {
      '/students': ['include=personalInfo,contactInfo,fees,results.subject,gradeInfo.subject', 'page=1&pageSize=5&include=personalInfo,contactInfo'],
      '/students/:id': ['include=personalInfo,contactInfo,fees,results.subject,gradeInfo.subject', ''],
      '/faculty': ['include=personalInfo,contactInfo', 'page=1&pageSize=5'],
      '/subjects': ['', 'page=1&pageSize=5'],
      '/events': ['', 'page=1&pageSize=5'],
      '/academic-calendar': ['', 'page=1&pageSize=5'],
      '/audit-log': ['page=1&pageSize=20'],
      '/personal-info': ['type=student', 'page=1&pageSize=5&type=faculty'],
      '/contact-info': ['type=faculty', 'page=1&pageSize=5&type=student'],
      '/periods/:id/attendance': [`date=${ids.periodDate}`],
    };
    const problems: string[] = [];
    let checked = 0;
    for (const key of Object.keys(contract) as RouteKey[]) {
      const [method = '', template = ''] = key.split(' ');
      const success = contract[key]?.response[200];
      if (method !== 'GET' || !success || isFileReply(success)) continue;
      const params = paramsFor[template] ?? {};
      const path = template.replace(/:(\w+)/g, (_, name: string) => {
        const value = params[name];
        if (value === undefined) throw new Error(`no sample id for ${key}`);
        return String(value);
      });
      for (const query of queries[template] ?? ['']) {
        const response = await app.inject({ url: `/api${path}${query ? `?${query}` : ''}`, headers: { cookie: admin } });
        checked += 1;
        if (response.statusCode !== 200) {
          problems.push(`${key}?${query}: ${response.statusCode} ${response.body.slice(0, 200)}`);
          continue;
        }
        const body: unknown = response.json();
        if (!Value.Check(success, body)) {
          const [error] = Value.Errors(success, body);
          problems.push(`${key}?${query}: ${error?.instancePath ?? ''} ${error?.message ?? ''}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(35);
  });

  it('answer errors with the error body of the contract, the field named where a form has one', async () => {
    const refused = await app.inject({ url: '/api/students' });
    expect(refused.statusCode).toBe(401);
    expect(Value.Check(errorReply, refused.json())).toBe(true);
    const invalid = await app.inject({ method: 'POST', url: '/api/submissions/contact', headers: { origin: ORIGIN }, payload: { name: 'Anu' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', field: 'option' });
  });
});
