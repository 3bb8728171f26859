import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/app.ts';

let ctx: TestContext;
let port: number;
beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
});
afterAll(() => ctx.app.close());

/**
 * Sends a JSON body of `size` bytes in pieces, as a proxy forwarding it would, and reads the answer.
 * `writeFailed` is whether the connection was closed on the sender before its body was out.
 */
function sendInPieces(path: string, size: number) {
  return new Promise<{ head: string; writeFailed: boolean }>((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    let answer = '';
    let writeFailed = false;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
      if (answer.includes('\r\n\r\n') && /"statusCode"/.test(answer)) {
        socket.destroy();
        resolve({ head: answer, writeFailed });
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE' || error.code === 'ECONNRESET') writeFailed = true;
      else reject(error);
    });
    socket.on('close', () => resolve({ head: answer, writeFailed }));
    socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`);
    const piece = Buffer.alloc(64 * 1024, 'x');
    let sent = 0;
    const next = () => {
      if (socket.destroyed || sent >= size) return;
      const part = piece.subarray(0, Math.min(piece.length, size - sent));
      sent += part.length;
      socket.write(part, () => setTimeout(next, 2));
    };
    next();
  });
}

describe('a body over the limit', () => {
  it('is read to its end and answered 413, never cut off while it is being sent (what a proxy in front turns into 503)', async () => {
    for (let i = 0; i < 3; i++) {
      const { head, writeFailed } = await sendInPieces('/api/auth/student/login', 1_100_000);
      expect(head).toMatch(/^HTTP\/1\.1 413/);
      expect(head).toContain('"message":"Request body is too large"');
      expect(head.toLowerCase()).not.toContain('connection: close');
      expect(writeFailed).toBe(false);
    }
  });
});
