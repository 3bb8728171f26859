import { describe, expect, it } from 'vitest';
import { fillIn, isPortalRoute, portalBases, prerenderedFile, SITE_ORIGIN_TOKEN, portalToken } from './prerendered.ts';

describe('prerendered pages', () => {
  it('map plain paths to files and refuse anything else', () => {
    expect(prerenderedFile('/d', '/')).toBe('/d/index.html');
    expect(prerenderedFile('/d', '/about/governing-body')).toBe('/d/about/governing-body/index.html');
    expect(prerenderedFile('/d', '/courses/')).toBe('/d/courses/index.html');
    for (const bad of ['/../etc/passwd', '/a/../../x', '/main.js', '/%2e%2e/x', '/a//b', 'about']) expect(prerenderedFile('/d', bad)).toBeUndefined();
  });

  it('refuse a long segment with a dot at once (the check must not backtrack over the segment)', () => {
    expect(prerenderedFile('/d', `/api/events/photos/${'d3c7f2b089e21d3df4ba8bbd79ac2546'.repeat(4)}-960.avif`)).toBeUndefined();
    expect(prerenderedFile('/d', `/${'a'.repeat(5000)}!`)).toBeUndefined();
  });

  it('tell portal routes apart', () => {
    for (const path of ['/student-login', '/student-dashboard/3', '/faculty-login', '/faculty-dashboard/1', '/admin-dashboard', '/admin-dashboard/students']) expect(isPortalRoute(path)).toBe(true);
    for (const path of ['/', '/about', '/student-life', '/admissions', '/faculty-and-calendar']) expect(isPortalRoute(path)).toBe(false);
  });

  it('fill in the site origin and every portal base from remotes.json', () => {
    const bases = portalBases({ mfe_public: 'https://x.example/portals/mfe-public/mf-manifest.json', mfe_admin: 'http://localhost:3004/mf-manifest.json' });
    expect(bases).toEqual({ 'mfe-public': 'https://x.example/portals/mfe-public', 'mfe-admin': 'http://localhost:3004' });
    const html = `<link href="${portalToken('mfe-public')}/a.css"><a href="${SITE_ORIGIN_TOKEN}/about"></a><img src="${portalToken('mfe-admin')}/x.png">`;
    expect(fillIn(html, 'https://college.example', bases)).toBe(
      '<link href="https://x.example/portals/mfe-public/a.css"><a href="https://college.example/about"></a><img src="http://localhost:3004/x.png">',
    );
  });
});
