import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, ORIGIN, type TestContext } from './helpers/app.ts';
import { TINY_PNG, validCalendarEntry, validEvent, validSubject } from './helpers/bodies.ts';
import { noisePng } from './helpers/images.ts';

let ctx: TestContext;
let admin: string;
let student: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await login(ctx.app, 'admin');
  student = await login(ctx.app, 'student');
});
afterAll(() => ctx.app.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object | string, cookie = admin) =>
  ctx.app.inject({ method, url, headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' }, ...(payload !== undefined && { payload }) });

describe('subjects', () => {
  it('lists subjects for every year', async () => {
    const subjects = (await call('GET', '/api/subjects', undefined, student)).json();
    expect(new Set(subjects.map((s: { year: string }) => s.year)).size).toBe(4);
    expect(subjects[0]).toEqual({ id: expect.any(Number), code: expect.any(String), name: expect.any(String), year: 'FIRST' });
    expect((await call('GET', '/api/subjects?year=FOURTH&page=1')).json()).toMatchObject({ total: 4, page: 1 });
  });

  it('creates, updates and deletes; 404 and 409 where due', async () => {
    const created = await call('POST', '/api/subjects', validSubject());
    expect(created.statusCode).toBe(201);
    const { id, code } = created.json();
    const updated = await call('PUT', `/api/subjects/${id}`, { id, code, name: 'Renamed', year: 'FIRST' });
    expect(updated.json()).toEqual({ id, code, name: 'Renamed', year: 'FIRST' });
    expect((await call('POST', '/api/subjects', { ...validSubject(), code })).statusCode).toBe(409);
    expect((await call('DELETE', `/api/subjects/${id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/subjects/${id}`)).statusCode).toBe(404);
    expect((await call('PUT', `/api/subjects/${id}`, validSubject())).statusCode).toBe(404);
  });

  it('a subject with results cannot be deleted (409)', async () => {
    const [anatomy] = (await call('GET', '/api/subjects?q=BPT101')).json();
    expect((await call('DELETE', `/api/subjects/${anatomy.id}`)).statusCode).toBe(409);
  });

  it.each([
    [{ code: '' }, 'code'],
    [{ name: undefined }, 'name'],
    [{ year: 'first' }, 'year'],
    [{ credits: 4 }, 'credits'],
  ])('rejects %o', async (patch, field) => {
    const response = await call('POST', '/api/subjects', { ...validSubject(), ...patch });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
  });
});

describe('events', () => {
  it('lists the five seeded events with photos as files, newest first, for anyone', async () => {
    const events = (await ctx.app.inject({ url: '/api/events' })).json();
    expect(events.length).toBeGreaterThanOrEqual(5);
    expect(events[0].photo.src).toMatch(/^\/api\/events\/photos\/[a-f0-9]{32}-960\.jpg$/);
    expect(events[0]).not.toHaveProperty('eventPhoto');
    const dates = events.map((e: { eventDate: string }) => e.eventDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('creates (data-URL prefix removed), updates keeping the photo, deletes', async () => {
    const created = await call('POST', '/api/events', { ...validEvent(), eventPhoto: `data:image/png;base64,${TINY_PNG}` });
    expect(created.statusCode).toBe(201);
    const { id, photo } = created.json();
    expect(photo).toMatchObject({ width: 8, height: 6, src: expect.stringMatching(/-8\.jpg$/) });
    const updated = await call('PUT', `/api/events/${id}`, { eventTitle: 'Renamed', eventDate: '2026-03-01T10:00:00.000Z' });
    expect(updated.json()).toEqual({ id, eventTitle: 'Renamed', eventDate: '2026-03-01', photo, webinar: false });
    expect((await call('DELETE', `/api/events/${id}`)).statusCode).toBe(200);
    expect((await call('PUT', `/api/events/${id}`, validEvent())).statusCode).toBe(404);
  });

  it('accepts a photo of nearly 5 MiB and refuses more base64 than 5 MiB with 413', async () => {
    const big = (await noisePng(1100, 1000)).toString('base64');
    expect(big.length).toBeGreaterThan(4 * 1024 * 1024);
    expect(big.length).toBeLessThan(5 * 1024 * 1024);
    expect((await call('POST', '/api/events', { ...validEvent(), eventPhoto: big })).statusCode).toBe(201);
    for (const length of [5 * 1024 * 1024 + 4, 6 * 1024 * 1024]) {
      const response = await call('POST', '/api/events', { ...validEvent(), eventPhoto: 'A'.repeat(length) });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
    }
  });

  it.each([
    [{ eventTitle: '' }, 'eventTitle'],
    [{ eventDate: undefined }, 'eventDate'],
    [{ eventDate: '2026-02-30' }, 'eventDate'],
    [{ eventPhoto: 'not base64!' }, 'eventPhoto'],
    [{ eventPhoto: 'abc' }, 'eventPhoto'],
  ])('rejects %o', async (patch, field) => {
    const response = await call('POST', '/api/events', { ...validEvent(), ...patch });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
  });
});

describe('academic calendar', () => {
  it('lists twelve entries by date for anyone', async () => {
    const entries = (await ctx.app.inject({ url: '/api/academic-calendar' })).json();
    expect(entries.length).toBeGreaterThanOrEqual(12);
    expect(entries[0]).toEqual({ id: expect.any(Number), year: expect.any(String), event: expect.any(String), date: expect.any(String) });
  });

  it('creates, updates and deletes; 404 for a missing entry', async () => {
    const created = await call('POST', '/api/academic-calendar', validCalendarEntry());
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect((await call('PUT', `/api/academic-calendar/${id}`, { ...validCalendarEntry(), event: 'Moved' })).json().event).toBe('Moved');
    expect((await call('DELETE', `/api/academic-calendar/${id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/academic-calendar/${id}`)).statusCode).toBe(404);
  });

  it.each([
    [{ year: undefined }, 'year'],
    [{ event: ' ' }, 'event'],
    [{ date: '' }, 'date'],
  ])('rejects %o', async (patch, field) => {
    const response = await call('POST', '/api/academic-calendar', { ...validCalendarEntry(), ...patch });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
  });
});

describe('limits', () => {
  it('refuses bodies over 1 MiB on other routes with 413', async () => {
    const response = await call('POST', '/api/subjects', { ...validSubject(), name: 'x'.repeat(1024 * 1024 + 10) });
    expect(response.statusCode).toBe(413);
  });

  it('malformed JSON is a JSON 400', async () => {
    const response = await call('POST', '/api/subjects', '{"code": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });
});
