// What the API writes to its log: one readable line per answered request for a person at a terminal
// (`npm start`), JSON lines in production, and no line for health checks either way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logFormatFrom } from '../src/config/env.ts';
import { createTestApp, type TestContext } from './helpers/app.ts';

function captured() {
  const lines: Record<string, unknown>[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } };
}

describe('request logs', () => {
  const readable = captured();
  const json = captured();
  let pretty: TestContext;
  let plain: TestContext;
  beforeAll(async () => {
    pretty = await createTestApp({ logLevel: 'info', logFormat: 'pretty' }, readable.stream);
    plain = await createTestApp({ logLevel: 'info', logFormat: 'json' }, json.stream);
  });
  afterAll(async () => {
    await pretty?.app.close();
    await plain?.app.close();
  });

  it('readable: each request once, when answered, as method, path, status and time; health checks not at all', async () => {
    await pretty.app.inject({ url: '/api/health' });
    await pretty.app.inject({ url: '/api/nope' });
    const messages = readable.lines.map((line) => String(line.msg));
    expect(messages.filter((msg) => msg.includes('/api/health'))).toEqual([]);
    expect(messages.filter((msg) => /^GET \/api\/nope 404 \d+ ms$/.test(msg))).toHaveLength(1);
    expect(messages).not.toContain('incoming request');
  });

  it('JSON: the structured request lines, health checks still left out', async () => {
    await plain.app.inject({ url: '/api/health' });
    await plain.app.inject({ url: '/api/nope' });
    const urls = json.lines.map((line) => (line.req as { url?: string } | undefined)?.url).filter(Boolean);
    expect(urls).toEqual(['/api/nope']);
    expect(json.lines.some((line) => line.msg === 'request completed')).toBe(true);
  });

  it('production is always JSON', () => {
    expect(logFormatFrom({ LOG_FORMAT: 'pretty', NODE_ENV: 'production' })).toBe('json');
    expect(logFormatFrom({ LOG_FORMAT: 'pretty' })).toBe('pretty');
    expect(logFormatFrom({})).toBe('json');
  });
});
