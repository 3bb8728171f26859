// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { institution } from '@college/shared-ui/content';
import { createHash } from 'node:crypto';
import { contentSecurityPolicy, inlineScriptHashes, securityHeaders } from './security-headers.ts';

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

describe('the security headers', () => {
  it('in production allow scripts only from the site itself, and the books service for data', () => {
    const policy = contentSecurityPolicy();
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://www.googleapis.com");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    // the one frame: the footer's map, from the provider the content module names
    expect(directive(policy, 'frame-src')).toBe(`frame-src ${new URL(institution.map.embedUrl).origin}`);
  });

  it("in development add each portal's origin (not its path) where portal code and assets load", () => {
    const policy = contentSecurityPolicy({
      portals: ['http://localhost:3001/mf-manifest.json', 'http://localhost:3002/mf-manifest.json', 'not a url'],
      booksApiBase: 'https://books.test.invalid/books/v1/volumes',
      apiBase: '/api',
    });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' http://localhost:3001 http://localhost:3002");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' http://localhost:3001 http://localhost:3002 https://books.test.invalid");
  });

  it("in development (npm run dev) add eval and the portals' hot-update sockets, and nothing else", () => {
    const origins = { portals: ['http://localhost:3001/mf-manifest.json', 'http://localhost:3002/mf-manifest.json'], inlineScripts: ["'sha256-abc'"] };
    const policy = contentSecurityPolicy({ ...origins, devServer: true });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'unsafe-eval' 'sha256-abc' http://localhost:3001 http://localhost:3002");
    expect(directive(policy, 'connect-src')).toBe(
      "connect-src 'self' http://localhost:3001 http://localhost:3002 ws://localhost:3001 ws://localhost:3002 https://www.googleapis.com",
    );
    const production = contentSecurityPolicy(origins);
    for (const name of ['default-src', 'style-src', 'img-src', 'font-src', 'frame-src', 'frame-ancestors', 'object-src'])
      expect(directive(policy, name)).toBe(directive(production, name));
  });

  it("allow by its hash each script written inside the shell's page, and nothing else inline", () => {
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
    const html = [
      '<head><script id=early-input>!function(t){t.x=1}(document);</script>',
      '<script defer src="/main.js"></script>',
      '<script type="application/ld+json">{"@type":"CollegeOrUniversity"}</script>',
      '<script type=application/json id=preload-after-paint>[]</script>',
      '<script>console.log("é")</script></head>',
    ].join('');
    const hashes = inlineScriptHashes(html);
    expect(hashes).toEqual([sha('!function(t){t.x=1}(document);'), sha('console.log("é")')]);
    expect(directive(contentSecurityPolicy({ inlineScripts: hashes }), 'script-src')).toBe(`script-src 'self' ${hashes.join(' ')}`);
  });

  it('send HSTS only over HTTPS', () => {
    expect(securityHeaders({}, false)).not.toHaveProperty('Strict-Transport-Security');
    expect(securityHeaders({}, true)['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('are what nginx sends: its template takes them from here, on every answer and on its own 429', () => {
    const template = readFileSync(join(import.meta.dirname, '../../../deploy/nginx.conf.template'), 'utf8');
    expect(template).not.toMatch(/add_header (Content-Security-Policy|X-Frame-Options|X-Content-Type-Options|Referrer-Policy|Permissions-Policy)/);
    const server = template.slice(template.indexOf(':{{HTTPS_PORT}} ssl'));
    expect(server.slice(0, server.indexOf('location ')).match(/\{\{SECURITY_HEADERS\}\}/g)).toHaveLength(1);
    const limited = server.slice(server.indexOf('location @too_many_requests'));
    expect(limited.slice(0, limited.indexOf('\n    }')).match(/\{\{SECURITY_HEADERS\}\}/g)).toHaveLength(1);
  });

  it('are sent on the answers nginx gives itself (429, 413, 503): every named location says them', () => {
    const template = readFileSync(join(import.meta.dirname, '../../../deploy/nginx.conf.template'), 'utf8');
    const named = [...template.matchAll(/location (@\w+) \{([\s\S]*?)\n {4}\}/g)].map(([, name, body]) => ({
      name,
      headers: body?.includes('{{SECURITY_HEADERS}}'),
    }));
    expect(named.map((location) => location.name)).toEqual(expect.arrayContaining(['@too_many_requests', '@too_large', '@unavailable']));
    expect(named.filter((location) => !location.headers)).toEqual([]);
  });
});
