import { seo } from '@college/shared-ui/content';
import { describe, expect, it } from 'vitest';
import { publicRoutes } from './public-routes.ts';
import { buildRobotsTxt } from './robots.ts';
import { buildSitemapXml } from './sitemap.ts';

const site = 'https://college.test';

function parseRobots(text: string) {
  const lines = text.split('\n').filter((line) => line.includes(':'));
  const values = (field: string) => lines.filter((l) => l.toLowerCase().startsWith(`${field.toLowerCase()}:`)).map((l) => l.slice(field.length + 1).trim());
  return { agents: values('User-agent'), disallow: values('Disallow'), sitemaps: values('Sitemap') };
}
const isDisallowed = (path: string, disallow: string[]) => disallow.some((prefix) => path.startsWith(prefix));

describe('robots.txt', () => {
  const robots = parseRobots(buildRobotsTxt(site));

  it('disallows every portal route and points to the sitemap', () => {
    expect(robots.agents).toEqual(['*']);
    for (const path of ['/student-login', '/student-dashboard/7', '/faculty-login', '/faculty-dashboard/3', '/admin-dashboard', '/admin-dashboard/students']) {
      expect(isDisallowed(path, robots.disallow), path).toBe(true);
    }
    expect(robots.sitemaps).toEqual([`${site}/sitemap.xml`]);
  });

  it('allows every public route, including /faculty-and-calendar', () => {
    for (const { path } of publicRoutes) expect(isDisallowed(path, robots.disallow), path).toBe(false);
    expect(seo.portalPathPrefixes.length).toBe(5);
  });
});

describe('sitemap.xml', () => {
  const doc = new DOMParser().parseFromString(buildSitemapXml(site, publicRoutes), 'application/xml');
  const locs = [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent);

  it('is a urlset of absolute, unique URLs', () => {
    expect(doc.documentElement.tagName).toBe('urlset');
    expect(doc.documentElement.getAttribute('xmlns')).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(new Set(locs).size).toBe(locs.length);
    for (const loc of locs) expect(loc?.startsWith(`${site}/`)).toBe(true);
  });

  it('lists every indexable public route', () => {
    const paths = locs.map((loc) => loc?.slice(site.length));
    for (const path of [
      '/',
      '/about',
      '/about/governing-body',
      '/about/secretary-correspondence-vcp',
      '/about/our-programme',
      '/services',
      '/services/digital-library',
      '/services/research-laboratory',
      '/services/scholarships',
      '/scholarships-form',
      '/applications/status',
      '/courses',
      '/service-details/physiotherapy',
      '/service-details/computer-course',
      '/admissions',
      '/admissions/fee-structure',
      '/admissions/courses-offered',
      '/facilities',
      '/contact',
      '/exams',
      '/exams/results',
      '/exams/resources',
      '/exams/notices',
      '/gallery',
      '/privacy-policy',
      '/terms-and-conditions',
      '/webinar',
      '/faculty-and-calendar',
    ]) {
      expect(paths, path).toContain(path);
    }
    expect(paths.some((path) => path?.startsWith('/student-') || path?.startsWith('/admin-'))).toBe(false);
  });
});
