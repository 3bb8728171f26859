// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { siteOriginFrom } from './siteOrigin.ts';

describe("the site's origin", () => {
  it("is never a host a request made up: the machine's own names pass, anything else gets localhost", () => {
    const originOf = siteOriginFrom({}, 3000);
    expect(originOf('localhost:3000', 'http')).toBe('http://localhost:3000');
    expect(originOf('127.0.0.1:3000', 'http')).toBe('http://127.0.0.1:3000');
    expect(originOf('evil.example', 'http')).toBe('http://localhost:3000');
    expect(originOf('localhost.evil.example', 'http')).toBe('http://localhost:3000');
    expect(originOf('localhost:3000@evil.example', 'http')).toBe('http://localhost:3000');
    expect(originOf(undefined, 'http')).toBe('http://localhost:3000');
  });

  it("keeps this server's port, not one a Host header names: one origin (one cached page) per host name", () => {
    const originOf = siteOriginFrom({}, 3000);
    expect(originOf('localhost:41234', 'http')).toBe('http://localhost:3000');
    expect(originOf('127.0.0.1:1', 'http')).toBe('http://127.0.0.1:3000');
    expect(originOf('LOCALHOST:3000', 'http')).toBe('http://localhost:3000');
    expect(originOf('[::1]:8080', 'http')).toBe('http://[::1]:3000');
  });

  it('comes from SITE_ORIGIN when set, or from the hosts ALLOWED_HOSTS names', () => {
    expect(siteOriginFrom({ SITE_ORIGIN: 'https://college.example/' }, 3000)('evil.example', 'http')).toBe('https://college.example');
    const listed = siteOriginFrom({ ALLOWED_HOSTS: 'college.example' }, 3000);
    expect(listed('college.example', 'https')).toBe('https://college.example');
    expect(listed('localhost:3000', 'http')).toBe('http://localhost:3000');
  });
});
