import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/db/free-port.ts';
import { CREDENTIALS } from './helpers/app.ts';
import { createTestDatabase } from './helpers/database.ts';

const SERVER = fileURLToPath(new URL('../src/server.ts', import.meta.url));
let child: ChildProcess;
let port: number;
const exited = () => new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

async function waitForHealth(): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the API did not start');
}

beforeAll(async () => {
  const databaseUrl = await createTestDatabase();
  port = await freePort();
  child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), LOG_LEVEL: 'silent', NODE_ENV: 'test' },
    stdio: 'ignore',
  });
  await waitForHealth();
});
afterAll(() => {
  if (child.exitCode === null) child.kill('SIGKILL');
});

describe('SIGTERM', () => {
  it('lets a request in flight finish, refuses new ones, then exits cleanly', async () => {
    const body = JSON.stringify(CREDENTIALS.student.body);
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    const half = Math.floor(body.length / 2);
    socket.write(
      `POST /api/auth/student/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, half)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));

    const exit = exited();
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const late = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(late);

    socket.write(body.slice(half));
    await new Promise((resolve) => socket.once('close', resolve));
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('Login successful');
    expect(await exit).toBe(0);
  });
});
