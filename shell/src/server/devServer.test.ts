// @vitest-environment node
// The shell's dev server (npm run dev) answers what server.ts answers besides the build: the same /remotes.json,
// /config.js, the security headers (with what the development build needs) and /api through to the API.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { shellDevServer } from './devServer.ts';
import { remotesFrom } from './remotes.ts';

type Handler = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

const PAGE = '<html><head><script id="early-input">window.early=1</script><script defer src="/main.js"></script></head></html>';

/** The dev server's own routes, over a build whose page is PAGE. */
function devServer(env: Record<string, string | undefined> = {}) {
  const config = shellDevServer(env, 3000);
  const fakeServer = {
    compiler: { hooks: { done: { tap() {} } }, options: { output: { path: '/dist' } } },
    middleware: { context: { outputFileSystem: { readFileSync: (path: string) => (path === '/dist/index.html' ? PAGE : '') } } },
  };
  const setup = config.setupMiddlewares as unknown as (middlewares: unknown[], server: unknown) => { middleware: Handler }[];
  const handlers = setup([], fakeServer).map((entry) => entry.middleware);
  return { config, handlers };
}

/** One request through the dev server's routes: what it answered, or that it passed it on (to the build). */
function get(handlers: Handler[], url: string, headers: Record<string, string> = { host: 'localhost:3000' }) {
  const sent: { headers: Record<string, string>; body?: string; passedOn: boolean } = { headers: {}, passedOn: false };
  const request = { url, method: 'GET', headers, socket: {} } as unknown as IncomingMessage;
  const response = {
    setHeader: (name: string, value: string) => {
      sent.headers[name.toLowerCase()] = value;
    },
    end: (body: string) => {
      sent.body = body;
    },
  } as unknown as ServerResponse;
  const run = (index: number) => {
    const handler = handlers[index];
    if (!handler) {
      sent.passedOn = true;
      return;
    }
    handler(request, response, () => run(index + 1));
  };
  run(0);
  return sent;
}

describe("the shell's dev server", () => {
  it('answers /remotes.json as the shell’s server does: each portal on its port of the host the page was asked for', () => {
    const { handlers } = devServer({ STACK_PORT_OFFSET: '400' });
    const answer = get(handlers, '/remotes.json', { host: '127.0.0.1:3400' });
    expect(JSON.parse(answer.body ?? '')).toEqual(remotesFrom({ STACK_PORT_OFFSET: '400' })('http://127.0.0.1:3400'));
    expect(JSON.parse(answer.body ?? '').mfe_student).toBe('http://127.0.0.1:3402/mf-manifest.json');
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('answers /config.js from its environment', () => {
    const { handlers } = devServer({ BOOKS_API_BASE: 'https://books.test.invalid/v1' });
    expect(get(handlers, '/config.js').body).toBe('window.__COLLEGE_CONFIG__ = {"booksApiBase":"https://books.test.invalid/v1"};\n');
  });

  it('sends the production policy plus what the development build needs: eval, and each portal’s hot-update socket', () => {
    const { handlers } = devServer();
    const answer = get(handlers, '/student-login');
    expect(answer.passedOn).toBe(true);
    const policy = answer.headers['content-security-policy'] ?? '';
    const scripts = policy.split('; ').find((part) => part.startsWith('script-src ')) ?? '';
    expect(scripts).toContain("'unsafe-eval'");
    // the page's inline script, by its hash, and nothing else inline
    expect(scripts).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(policy).toMatch(/connect-src [^;]*ws:\/\/localhost:3002/);
    expect(answer.headers['x-frame-options']).toBe('DENY');
  });

  it('sends /api to the API with the visitor’s address as the one hop, whatever forwarding headers the visitor sent', () => {
    const { config } = devServer({ API_URL: 'http://127.0.0.1:4400' });
    const proxy = (config.proxy ?? [])[0] as { context: string[]; target: string; on: { proxyReq: (proxied: unknown, request: unknown) => void } };
    expect(proxy.context).toEqual(['/api']);
    expect(proxy.target).toBe('http://127.0.0.1:4400');
    const headers: Record<string, string> = { 'x-forwarded-for': '6.6.6.6', 'x-real-ip': '6.6.6.6', cookie: 'sid=1' };
    const proxied = {
      removeHeader: (name: string) => delete headers[name],
      setHeader: (name: string, value: string) => {
        headers[name] = value;
      },
    };
    proxy.on.proxyReq(proxied, { headers: { ...headers }, socket: { remoteAddress: '127.0.0.1' } });
    expect(headers).toEqual({ 'x-forwarded-for': '127.0.0.1', cookie: 'sid=1' });
  });
});
