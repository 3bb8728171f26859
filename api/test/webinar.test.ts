import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, ORIGIN, type TestContext } from './helpers/app.ts';
import { sql } from './helpers/database.ts';

let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await login(ctx.app, 'admin');
});
afterAll(() => ctx.app.close());

const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie: string | undefined = admin) =>
  ctx.app.inject({ method, url, headers: { ...(cookie && { cookie }), origin: ORIGIN }, ...(payload && { payload }) });
const nextWebinar = async () => (await call('GET', '/api/events/next-webinar', undefined, undefined)).json().webinar;

describe('GET /api/events/next-webinar', () => {
  it("answers anyone with the demo's upcoming webinar, and null when none is ahead", async () => {
    const demo = await nextWebinar();
    expect(demo).toMatchObject({ eventTitle: expect.stringMatching(/demo webinar/), eventDate: daysFromNow(30), webinar: true, photo: expect.any(Object) });
    await sql(ctx.databaseUrl, 'update event set webinar = false where id = $1', [demo.id]);
    expect(await nextWebinar()).toBeNull();
    await sql(ctx.databaseUrl, 'update event set webinar = true where id = $1', [demo.id]);
  });

  it('is the earliest webinar from today on: not a past one, not an event that is no webinar', async () => {
    const past = await call('POST', '/api/events', { eventTitle: 'Past webinar', eventDate: daysFromNow(-1), webinar: true });
    expect(past.statusCode).toBe(201);
    expect(past.json().webinar).toBe(true);
    await call('POST', '/api/events', { eventTitle: 'Tomorrow, on campus', eventDate: daysFromNow(1) });
    const soon = (await call('POST', '/api/events', { eventTitle: 'Webinar in a week', eventDate: daysFromNow(7), webinar: true })).json();
    expect(await nextWebinar()).toEqual({ id: soon.id, eventTitle: 'Webinar in a week', eventDate: daysFromNow(7), photo: null, webinar: true });
    const today = (await call('POST', '/api/events', { eventTitle: 'Webinar today', eventDate: daysFromNow(0), webinar: true })).json();
    expect((await nextWebinar()).id).toBe(today.id);
  });

  it('a PUT without the flag keeps it, with false removes it; the flag must be a boolean', async () => {
    const created = (await call('POST', '/api/events', { eventTitle: 'Webinar to edit', eventDate: daysFromNow(-3), webinar: true })).json();
    const kept = await call('PUT', `/api/events/${created.id}`, { eventTitle: 'Renamed webinar', eventDate: daysFromNow(-3) });
    expect(kept.json()).toMatchObject({ eventTitle: 'Renamed webinar', webinar: true });
    const cleared = await call('PUT', `/api/events/${created.id}`, { eventTitle: 'Renamed webinar', eventDate: daysFromNow(-3), webinar: false });
    expect(cleared.json().webinar).toBe(false);
    const bad = await call('POST', '/api/events', { eventTitle: 'Bad flag', eventDate: daysFromNow(2), webinar: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('webinar');
    expect(await sql(ctx.databaseUrl, "select 1 from event where event_title = 'Bad flag'")).toEqual([]);
    // only the admin marks webinars
    const student = await login(ctx.app, 'student');
    expect((await call('PUT', `/api/events/${created.id}`, { eventTitle: 'x', eventDate: daysFromNow(1), webinar: true }, student)).statusCode).toBe(403);
  });
});
