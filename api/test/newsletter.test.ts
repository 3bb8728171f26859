import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ORIGIN, type TestContext } from './helpers/app.ts';
import { sql } from './helpers/database.ts';

const PER_ADDRESS = 8;
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ submissionLimit: PER_ADDRESS });
});
afterAll(() => ctx.app.close());

// every test sends from an address of its own: the per-address limit never spills from one test into another
let last = 0;
const nextAddress = () => `203.0.113.${++last}`;
const post = (url: string, payload: object, remoteAddress = nextAddress()) =>
  ctx.app.inject({ method: 'POST', url: `/api/newsletter/${url}`, headers: { origin: ORIGIN }, payload, remoteAddress });
const subscribe = (email: string, remoteAddress?: string) => post('subscriptions', { email }, remoteAddress);
const SUBSCRIBED = 'Thank you. Please confirm your subscription with the link we have sent to your e-mail address.';

async function mailsTo(address: string) {
  const rows = await sql<{ subject: string; text: string }>(ctx.databaseUrl, 'select subject, text from mail_outbox where "to" = $1 order by id', [address]);
  return rows.map((row) => ({
    ...row,
    confirm: row.text.match(/#confirm=([A-Za-z0-9_-]+)/)?.[1] ?? '',
    unsubscribe: row.text.match(/#unsubscribe=([A-Za-z0-9_-]+)/)?.[1] ?? '',
  }));
}
const stored = (email: string) =>
  sql(ctx.databaseUrl, 'select email, confirmed_at is not null as confirmed from newsletter_subscription where email = $1', [email]);

describe('POST /api/newsletter/subscriptions', () => {
  it('stores the address (lower case), unconfirmed, and mails a confirmation with an unsubscribe link', async () => {
    const response = await subscribe('Parent@Example.TEST');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: SUBSCRIBED });
    expect(await stored('parent@example.test')).toEqual([{ email: 'parent@example.test', confirmed: false }]);
    const [mail] = await mailsTo('parent@example.test');
    expect(mail?.subject).toBe('Confirm your subscription to college updates');
    expect(mail?.text).toContain(`${ORIGIN}/newsletter#confirm=`);
    expect(mail?.text).toContain(`${ORIGIN}/newsletter#unsubscribe=`);
  });

  it('answers the same for an address already subscribed, and mails it nothing new', async () => {
    await subscribe('again@example.test');
    const second = await subscribe('again@example.test');
    expect(second.json()).toEqual({ message: SUBSCRIBED });
    expect(await mailsTo('again@example.test')).toHaveLength(1);
  });

  it('names the field of a malformed address and stores nothing; refuses an address (network) past its limit', async () => {
    const bad = await subscribe('not-an-address');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('email');
    const address = nextAddress();
    for (let i = 0; i < PER_ADDRESS; i++) expect((await subscribe(`reader${i}@example.test`, address)).statusCode).toBe(200);
    const refused = await subscribe('one-more@example.test', address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await stored('one-more@example.test')).toEqual([]);
  });
});

describe('confirming and unsubscribing through the mailed links', () => {
  it('the confirm link confirms (twice is fine); the unsubscribe link deletes the address; then the link is dead', async () => {
    await subscribe('family@example.test');
    const [mail] = await mailsTo('family@example.test');
    const confirmed = await post('confirmations', { token: mail?.confirm });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toBe('Your subscription is confirmed. Thank you.');
    expect((await post('confirmations', { token: mail?.confirm })).statusCode).toBe(200);
    expect(await stored('family@example.test')).toEqual([{ email: 'family@example.test', confirmed: true }]);

    const gone = await post('unsubscriptions', { token: mail?.unsubscribe });
    expect(gone.statusCode).toBe(200);
    expect(gone.json().message).toBe('You are unsubscribed: your address has been deleted from our list.');
    expect(await stored('family@example.test')).toEqual([]);
    const again = await post('unsubscriptions', { token: mail?.unsubscribe });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ field: 'token', message: 'This link is not valid any more: the subscription may have ended already.' });
    expect((await post('confirmations', { token: mail?.confirm })).json().field).toBe('token');
  });

  it('refuses an unknown or malformed secret', async () => {
    expect((await post('confirmations', { token: 'B'.repeat(43) })).statusCode).toBe(400);
    expect((await post('unsubscriptions', { token: 'not a token!' })).statusCode).toBe(400);
    expect((await post('confirmations', {})).json().message).toContain('token');
  });
});
