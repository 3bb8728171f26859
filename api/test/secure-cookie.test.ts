import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/app.ts';

const loginCookie = async (ctx: TestContext, headers: Record<string, string>) => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/student/login',
    headers,
    payload: { email: 'student@demo.college', password: 'Student@12345' },
  });
  expect(response.statusCode).toBe(200);
  return response.headers['set-cookie'] as string;
};

describe('the session cookie outside production (NODE_ENV unset)', () => {
  let trusted: TestContext;
  let direct: TestContext;
  beforeAll(async () => {
    // light-my-request's requests come from 127.0.0.1: here the trusted proxy
    trusted = await createTestApp({ trustProxy: '127.0.0.1' });
    direct = await createTestApp();
  });
  afterAll(async () => {
    await trusted.app.close();
    await direct.app.close();
  });

  it('is Secure when a trusted proxy says the request came over HTTPS', async () => {
    expect(await loginCookie(trusted, { 'x-forwarded-proto': 'https' })).toMatch(/; Secure/);
    expect(await loginCookie(trusted, { 'x-forwarded-proto': 'http' })).not.toMatch(/Secure/);
  });

  it('ignores the header when no proxy is trusted', async () => {
    expect(await loginCookie(direct, { 'x-forwarded-proto': 'https' })).not.toMatch(/Secure/);
  });
});
