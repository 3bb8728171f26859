// @vitest-environment node
// A portal's server (as `npm start` runs each of them) sends the shell's security headers with every answer,
// its own page included; the shell's richer policy, set by its own hook, is kept.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.ts';
import { createStaticServer } from './static-server.ts';

const root = mkdtempSync(join(tmpdir(), 'static-server-'));
writeFileSync(join(root, 'index.html'), '<!doctype html><html><head><script>window.started=1</script></head><body></body></html>');
writeFileSync(join(root, 'remoteEntry.js'), 'var portal = {};');
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("a portal's static server", () => {
  it('sends the CSP, frame, nosniff and referrer headers on its page, its files and its fallback', async () => {
    const app = await createStaticServer({ root, port: 0, spaFallback: true, corsOrigins: [/^http:\/\/localhost(:\d+)?$/] });
    try {
      for (const url of ['/', '/remoteEntry.js', '/admin-dashboard/inbox']) {
        const answer = await app.inject({ method: 'GET', url });
        expect(answer.statusCode, url).toBe(200);
        expect(answer.headers['content-security-policy'], url).toMatch(/^default-src 'self'; script-src 'self' 'sha256-[^']+'; .*frame-ancestors 'none'/);
        expect(answer.headers['x-frame-options'], url).toBe('DENY');
        expect(answer.headers['x-content-type-options'], url).toBe('nosniff');
        expect(answer.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
        expect(answer.headers['strict-transport-security'], url).toBeUndefined();
      }
      const missing = await app.inject({ method: 'GET', url: '/missing.js' });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['x-frame-options']).toBe('DENY');
    } finally {
      await app.close();
    }
  });

  it("keeps the policy the shell's own hook set", async () => {
    const shellPolicy = securityHeaders({ portals: ['http://localhost:3001/mf-manifest.json'] });
    const app = await createStaticServer({
      root,
      port: 0,
      configure: (server) => {
        server.addHook('onSend', async (_request, reply) => {
          reply.headers(shellPolicy);
        });
      },
    });
    try {
      const answer = await app.inject({ method: 'GET', url: '/' });
      expect(answer.headers['content-security-policy']).toBe(shellPolicy['Content-Security-Policy']);
    } finally {
      await app.close();
    }
  });
});
