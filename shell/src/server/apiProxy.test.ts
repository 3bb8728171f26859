// @vitest-environment node
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proxyApi } from './apiProxy.ts';

let upstream: Server;
let seen: IncomingHttpHeaders[] = [];
const shell = Fastify();

/** A request to the shell from a given local address (the loopback range has many). */
function call(from: string, headers: Record<string, string>) {
  const { port } = shell.server.address() as AddressInfo;
  return new Promise<number>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/api/auth/status', localAddress: from, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  upstream = createServer((req, res) => {
    seen.push(req.headers);
    res.setHeader('Content-Type', 'application/json');
    res.end('{}');
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  await proxyApi(shell, `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`);
  await shell.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await shell.close();
  upstream.close();
});

describe('the /api proxy', () => {
  it("tells the API the visitor's own address and drops every forwarding header the visitor sent", async () => {
    seen = [];
    const forged = {
      'X-Forwarded-For': `203.0.113.9, ${'9'.repeat(400)}`,
      Forwarded: 'for=198.51.100.1',
      'X-Real-IP': '198.51.100.2',
      'X-Forwarded-Host': 'evil.example',
    };
    expect(await call('127.0.0.2', forged)).toBe(200);
    expect(await call('127.0.0.3', {})).toBe(200);
    expect(seen.map((headers) => headers['x-forwarded-for'])).toEqual(['127.0.0.2', '127.0.0.3']);
    for (const name of ['forwarded', 'x-real-ip', 'x-forwarded-host']) expect(seen[0]?.[name]).toBeUndefined();
  });
});
