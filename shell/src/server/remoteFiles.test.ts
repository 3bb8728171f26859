// @vitest-environment node
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RemoteFiles } from './composedPages.ts';

describe('files read from a portal release', () => {
  let server: Server;
  let origin: string;
  const stalled: ServerResponse[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/stalls-mid-body.json') {
        // Headers and the start of the body arrive; the rest never does.
        response.writeHead(200, { 'content-type': 'application/json', etag: '"1"' });
        response.write('{"exposes":');
        stalled.push(response);
        return;
      }
      if (request.url === '/whole.json') {
        response.writeHead(200, { 'content-type': 'application/json', etag: '"2"' });
        response.end('{"exposes":[]}');
        return;
      }
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    for (const response of stalled) response.destroy();
    await new Promise((resolve) => server.close(resolve));
  });

  it('treats a body that stops arriving as no file, within the timeout, instead of failing the page', async () => {
    const files = new RemoteFiles(300);
    const started = Date.now();
    await expect(files.get(`${origin}/stalls-mid-body.json`)).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('reads a whole file with its ETag as version, and a missing one as no file', async () => {
    const files = new RemoteFiles(300);
    await expect(files.get(`${origin}/whole.json`)).resolves.toEqual({ text: '{"exposes":[]}', version: '"2"', etag: '"2"' });
    await expect(files.get(`${origin}/missing.json`)).resolves.toBeUndefined();
  });
});
