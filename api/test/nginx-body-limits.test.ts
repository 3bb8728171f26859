// nginx (deploy/nginx.conf.template) lets through the body each API route takes, and no more: a larger
// limit would make nginx buffer what the API refuses, a smaller one would refuse a form the API takes.
import { readFileSync } from 'node:fs';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, BODY_LIMIT, buildApp } from '../src/app.ts';
import { createTestDatabase } from './helpers/database.ts';

const template = readFileSync(new URL('../../deploy/nginx.conf.template', import.meta.url), 'utf8');

/** The text between the brace after `start` and its matching closing brace. */
function block(text: string, start: number): string {
  const open = text.indexOf('{', start);
  let depth = 0;
  for (let index = open; index < text.length; index++) {
    if (text[index] === '{') depth++;
    if (text[index] === '}' && --depth === 0) return text.slice(open + 1, index);
  }
  throw new Error('unbalanced braces');
}

const bytes = (size: string) => {
  const [, number, unit] = /^(\d+)([km]?)$/i.exec(size) ?? [];
  if (!number) throw new Error(`not an nginx size: ${size}`);
  return Number(number) * (unit?.toLowerCase() === 'm' ? 1024 * 1024 : unit?.toLowerCase() === 'k' ? 1024 : 1);
};
const ownLimit = (body: string) => {
  const direct = body.replace(/location[^{]*\{[^{}]*\}/g, '');
  const size = /client_max_body_size (\S+);/.exec(direct)?.[1];
  return size === undefined ? undefined : bytes(size);
};

/** nginx's body limit for an address under /api/: exact locations, then regular expressions, then /api/'s own (or the server's). */
function nginxLimit(path: string): number {
  const server = block(template, template.lastIndexOf('server {', template.indexOf(':{{HTTPS_PORT}} ssl')));
  const api = block(server, server.indexOf('location ^~ /api/'));
  const fallback = ownLimit(api) ?? ownLimit(server);
  const nested = [...api.matchAll(/location (=|~) "?([^"\s{]+)"? \{([^{}]*)\}/g)].map(([, kind, pattern = '', body = '']) => ({ kind, pattern, body }));
  const exact = nested.find((location) => location.kind === '=' && location.pattern === path);
  const regex = nested.find((location) => location.kind === '~' && new RegExp(location.pattern).test(path));
  const limit = ownLimit((exact ?? regex)?.body ?? '') ?? fallback;
  if (limit === undefined) throw new Error(`no client_max_body_size for ${path}`);
  return limit;
}

let app: App;
const writes: { method: string; url: string; bodyLimit: number }[] = [];
beforeAll(async () => {
  app = await buildApp({
    databaseUrl: await createTestDatabase(),
    config: { logLevel: 'silent', requestsPerMinute: 0 },
    onRoute: (route: RouteOptions) => {
      if (!route.url.startsWith('/api/')) return;
      for (const method of [route.method].flat()) {
        if (['POST', 'PUT', 'PATCH'].includes(method)) writes.push({ method, url: route.url, bodyLimit: route.bodyLimit ?? BODY_LIMIT });
      }
    },
  });
  await app.ready();
});
afterAll(() => app.close());

describe("nginx's client_max_body_size", () => {
  it("is each API route's own body limit", () => {
    expect(writes.length).toBeGreaterThan(20);
    const differing = writes
      .map(({ method, url, bodyLimit }) => ({ route: `${method} ${url}`, api: bodyLimit, nginx: nginxLimit(url.replace(/:[A-Za-z]+/g, '1')) }))
      .filter((route) => route.api !== route.nginx);
    expect(differing).toEqual([]);
  });

  it('takes a scholarship application of 16 MiB, and answers what is too large with the API error body', () => {
    expect(nginxLimit('/api/submissions/scholarship')).toBe(16 * 1024 * 1024);
    expect(template).toMatch(/error_page 413 = @too_large;/);
    const tooLarge = template.slice(template.indexOf('location @too_large'));
    expect(tooLarge.slice(0, tooLarge.indexOf('\n    }'))).toContain(
      `return 413 '{"statusCode":413,"error":"Payload Too Large","message":"Request body is too large"}'`,
    );
  });
});
