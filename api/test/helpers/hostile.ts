import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { App } from '../../src/app.ts';
import { FUZZ_RUNS } from './fuzz.ts';

/**
 * Shared by fuzz-reads and hostile-bodies: a raw HTTP client (no URL normalisation, so `..` and `%2e%2e`
 * reach the server as a browser-less attacker would send them), and the checks every error reply must pass.
 */

/**
 * Runs for one property: below 1,000 runs (`npm test`, 200 by default) a share of FUZZ_RUNS, at least 20, to keep
 * the suite quick; from 1,000 up (`npm run fuzz`, 10,000) every property gets all FUZZ_RUNS.
 */
export const runsFor = (share: number) => (FUZZ_RUNS >= 1000 ? FUZZ_RUNS : Math.max(20, Math.ceil(FUZZ_RUNS * share)));

export type RawResponse = { statusCode: number; headers: http.IncomingHttpHeaders; body: Buffer; text: string };

/** Starts the app on a loopback port (the tests still use inject too); returns the port. */
export async function listen(app: App): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

/**
 * One request over a real socket with the path sent verbatim. With `chunks`, the body goes out in that many
 * pieces without Content-Length (chunked); the server may answer and close before it is all sent.
 */
export function rawRequest(
  port: number,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: Buffer | string; chunks?: number; fresh?: boolean },
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path,
        agent: options.fresh ? false : agent,
        // Node frames a DELETE body as chunked only when told to
        headers: { ...options.headers, ...(options.chunks && options.chunks > 1 && { 'transfer-encoding': 'chunked' }) },
      },
      (response) => {
        answered = true;
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () => {
          const body = Buffer.concat(parts);
          resolve({ statusCode: response.statusCode ?? 0, headers: response.headers, body, text: body.toString('utf8') });
        });
        response.on('error', reject);
      },
    );
    // a server that answers 413 early may reset the socket while the rest of the body is on its way
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    const body = options.body === undefined ? undefined : Buffer.from(options.body);
    if (body && options.chunks && options.chunks > 1) {
      const size = Math.ceil(body.length / options.chunks);
      const writeFrom = (offset: number) => {
        if (offset >= body.length || request.destroyed) return void request.end();
        if (request.write(body.subarray(offset, offset + size))) setImmediate(() => writeFrom(offset + size));
        else request.once('drain', () => writeFrom(offset + size));
      };
      writeFrom(0);
    } else {
      request.end(body);
    }
  });
}

export const closeAgent = () => agent.destroy();

/** SQL, driver and runtime error text that must never reach a client. */
const LEAK =
  /\bselect\b[\s\S]{0,200}\bfrom\b|\binsert\s+into\b|\bdelete\s+from\b|\bupdate\s+"?\w+"?\s+set\b|syntax error|relation "|column "|violates|invalid byte sequence|invalid input syntax|duplicate key|\bpg_|postgres|mikro-?orm|typeerror|referenceerror|rangeerror|cannot read prop|is not a function|is not defined|undefined is not|maximum call stack/i;
/** Stack frames and source paths, escaped inside JSON or not. */
const STACK = /(\\n|\n)\s+at \S|\bat \S+ \([^)]*:\d+:\d+\)|node:internal|node_modules|\/src\/[\w/.-]+\.ts|file:\/\//;

/**
 * Every error reply is the API's JSON error shape ({statusCode, error, message}; Fastify's router adds `code`
 * for a malformed or overlong URL), and neither it nor any other reply carries a stack or SQL. `echoed` are the
 * paths a 404 or bad-URL message may quote back verbatim; they are taken out before the leak check.
 */
export function expectSafeReply(response: { statusCode: number; headers: Record<string, unknown>; body: string }, echoed: string[], context: string) {
  const { statusCode, body } = response;
  expect(statusCode, context).toBeLessThan(500);
  expect(body, `stack or source path in the reply: ${context}`).not.toMatch(STACK);
  if (statusCode < 400) return;
  expect(response.headers['content-type'], context).toMatch(/^application\/json/);
  const json = JSON.parse(body) as Record<string, unknown>;
  expect(['code', 'error', 'message', 'statusCode'], context).toEqual(expect.arrayContaining(Object.keys(json)));
  expect(json, context).toMatchObject({ statusCode, error: expect.any(String), message: expect.any(String) });
  let message = json.message as string;
  for (const text of echoed) if (text) message = message.split(text).join('');
  expect(message, `SQL or runtime text in the error message: ${context}`).not.toMatch(LEAK);
}

/** Like encodeURIComponent, but lone surrogates do not throw: they go out as their (invalid) UTF-8 bytes. */
export function encodeLoose(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) as number;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

/** Percent-encodes only what an HTTP request line cannot carry (controls, space, non-ASCII); the rest stays raw. */
export function encodeForRequestLine(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) as number;
    out += code > 0x20 && code < 0x7f ? char : encodeLoose(char);
  }
  return out;
}

/** decodeURIComponent that answers null instead of throwing on a malformed sequence. */
export function tryDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

const printable = fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code));
/** Cookie headers that sign nobody in: garbage, unsigned or badly signed session ids, duplicates, huge ones. */
export const forgedCookie = fc.oneof(
  fc.constant(undefined),
  fc.string({ unit: printable, maxLength: 80 }).map((text) => `sid=${text.replace(/;/g, '')}`),
  fc.constantFrom(
    'sid=',
    'sid=a.b',
    'sid=%E0%A4%A',
    'sid="',
    'sid=..',
    `sid=${'x'.repeat(5000)}`,
    'sid=a; sid=b',
    '=; ;=;',
    'sid=s%3Aabc.def',
    'sid=undefined',
    'sid=null',
  ),
);
