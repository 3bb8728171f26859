// Production is explicit: with NODE_ENV=production the API names every missing or wrong setting and refuses to
// start, instead of falling back to the embedded PostgreSQL, a development secret or mail left in the outbox.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env.ts';
import { freePort } from '../src/db/free-port.ts';

const complete = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://college:secret@db.college.example:5432/college',
  SESSION_SECRET: 's'.repeat(32),
  SMTP_URL: 'smtp://mailer:secret@mail.college.example:587',
};

/** The message loadConfig refuses with ('' when it accepts the settings). */
function refusal(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

describe('production settings', () => {
  it('starts with a database, its own secret and a mail server, or mail explicitly disabled', () => {
    expect(loadConfig(complete)).toMatchObject({ isProduction: true, demoMode: false, smtpUrl: complete.SMTP_URL, sessionSecret: complete.SESSION_SECRET });
    const { SMTP_URL: _, ...withoutMail } = complete;
    expect(loadConfig({ ...withoutMail, MAIL_DISABLED: '1' })).toMatchObject({ isProduction: true, smtpUrl: undefined });
  });

  it('names every missing setting in one message', () => {
    const message = refusal({ NODE_ENV: 'production' });
    expect(message).toMatch(/NODE_ENV=production refuses to start/);
    expect(message).toMatch(/DATABASE_URL is unset/);
    expect(message).toMatch(/SESSION_SECRET is unset/);
    expect(message).toMatch(/SMTP_URL is unset \(or set MAIL_DISABLED=1/);
  });

  it.each([
    ['DATABASE_URL', { DATABASE_URL: undefined }, /DATABASE_URL is unset/],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://db.college.example/college' }, /DATABASE_URL is not a postgres:\/\/ URL/],
    ['SESSION_SECRET', { SESSION_SECRET: undefined }, /SESSION_SECRET is unset/],
    ['SESSION_SECRET', { SESSION_SECRET: 's'.repeat(31) }, /SESSION_SECRET is shorter than 32 characters/],
    ['SMTP_URL', { SMTP_URL: undefined }, /SMTP_URL is unset/],
    ['SMTP_URL', { SMTP_URL: '' }, /SMTP_URL is unset/],
    ['SMTP_URL', { SMTP_URL: 'mail.college.example:587' }, /SMTP_URL is not an smtp:\/\/ or smtps:\/\/ URL/],
    ['MAIL_DISABLED', { MAIL_DISABLED: 'yes' }, /MAIL_DISABLED must be 1 or unset/],
    ['MAIL_DISABLED', { MAIL_DISABLED: '1' }, /SMTP_URL and MAIL_DISABLED=1 are both set/],
    ['DEMO_MODE', { DEMO_MODE: '1' }, /DEMO_MODE is set/],
  ])('refuses a missing or wrong %s, naming only it: %j', (_name, change, expected) => {
    const message = refusal({ ...complete, ...change });
    expect(message).toMatch(expected);
    expect(message.split('; ')).toHaveLength(1);
  });

  it('outside production the defaults stay: embedded database, no mail server, the demo secret', () => {
    for (const NODE_ENV of [undefined, 'development', 'test']) {
      expect(loadConfig({ NODE_ENV, DEMO_MODE: '1' })).toMatchObject({ isProduction: false, smtpUrl: undefined });
      expect(loadConfig({ NODE_ENV, SESSION_SECRET: 's'.repeat(32) })).toMatchObject({ isProduction: false, demoMode: false });
    }
    // MAIL_DISABLED=1 wins over a mail server anywhere outside production (where both are refused)
    expect(loadConfig({ DEMO_MODE: '1', SMTP_URL: complete.SMTP_URL, MAIL_DISABLED: '1' }).smtpUrl).toBeUndefined();
  });

  it('the API process exits at once with that message, before starting any PostgreSQL', async () => {
    // a valid secret and a free port: only the missing database and mail settings can stop it
    const env = { PATH: process.env.PATH, NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32), PGPORT: String(await freePort()), LOG_LEVEL: 'info' };
    const child = spawn(process.execPath, [join(import.meta.dirname, '..', 'src', 'server.ts')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      child.on('exit', (exitCode) => {
        clearTimeout(timer);
        resolve(exitCode);
      });
    });
    expect(code).toBe(1);
    expect(output).toMatch(/DATABASE_URL is unset/);
    expect(output).toMatch(/SMTP_URL is unset/);
    expect(output).not.toMatch(/SESSION_SECRET/);
    expect(output).not.toMatch(/embedded PostgreSQL started|started embedded PostgreSQL/);
  });
});
