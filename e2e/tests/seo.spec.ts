// Search engines: robots.txt and sitemap.xml served by the shell, and index/follow meta on public pages.
import { expect, test } from './fixtures.ts';

test('robots.txt keeps crawlers out of the portals and points to the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toMatch(/text\/plain/);
  const lines = (await response.text()).split('\n').map((line) => line.trim());
  const values = (field: string) => lines.filter((l) => l.startsWith(`${field}:`)).map((l) => l.slice(field.length + 1).trim());
  expect(values('User-agent')).toEqual(['*']);
  const disallow = values('Disallow');
  const blocked = (path: string) => disallow.some((prefix) => path.startsWith(prefix));
  for (const path of ['/student-login', '/student-dashboard/1', '/faculty-login', '/faculty-dashboard/1', '/admin-dashboard', '/admin-dashboard/students']) {
    expect(blocked(path), path).toBe(true);
  }
  for (const path of ['/', '/faculty-and-calendar', '/exams', '/gallery']) expect(blocked(path), path).toBe(false);
  expect(values('Sitemap')).toHaveLength(1);
  expect(values('Sitemap')[0]).toMatch(/^https?:\/\/[^/]+\/sitemap\.xml$/);
});

test('sitemap.xml lists every public route and nothing behind login', async ({ request, page }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toMatch(/xml/);
  const xml = await response.text();
  await page.goto('about:blank');
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    return {
      error: doc.getElementsByTagName('parsererror').length,
      root: doc.documentElement.tagName,
      namespace: doc.documentElement.namespaceURI,
      locs: [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent ?? ''),
    };
  }, xml);
  expect(parsed.error).toBe(0);
  expect(parsed.root).toBe('urlset');
  expect(parsed.namespace).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  const paths = parsed.locs.map((loc) => new URL(loc).pathname);
  expect(new Set(paths).size).toBe(paths.length);
  for (const path of [
    '/',
    '/about',
    '/about/governing-body',
    '/about/our-programme',
    '/services',
    '/services/research-laboratory',
    '/services/digital-library',
    '/services/community-services',
    '/services/sports-training-camping',
    '/services/scholarships',
    '/scholarships-form',
    '/applications/status',
    '/contact',
    '/facilities',
    '/courses',
    '/service-details/physiotherapy',
    '/service-details/computer-course',
    '/exams',
    '/exams/results',
    '/exams/resources',
    '/exams/notices',
    '/admissions',
    '/admissions/fee-structure',
    '/admissions/courses-offered',
    '/gallery',
    '/privacy-policy',
    '/terms-and-conditions',
    '/webinar',
    '/faculty-and-calendar',
  ]) {
    expect(paths, path).toContain(path);
  }
  expect(paths.filter((path) => /^\/(student|admin)-|^\/faculty-(login|dashboard)/.test(path))).toEqual([]);
});

test('the exams, gallery, library, research, scholarship, status and legal pages are indexable and have their own title and description', async ({
  page,
  context,
}) => {
  await context.route(/^https?:\/\/(?!(localhost|127\.0\.0\.1)[:/])/, (route) => route.abort('blockedbyclient'));
  const seen = new Set<string>();
  for (const path of [
    '/exams',
    '/exams/results',
    '/gallery',
    '/services/digital-library',
    '/services/research-laboratory',
    '/scholarships-form',
    '/applications/status',
    '/privacy-policy',
    '/terms-and-conditions',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    const title = await page.title();
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0, path).toBeGreaterThan(30);
    seen.add(`${title}|${description}`);
  }
  expect(seen.size).toBe(9);
});

test('structured data: CollegeOrUniversity on home, Course on course pages, the BPT programme on its page', async ({ page }) => {
  const jsonLd = async () => {
    const scripts = page.locator('script[type="application/ld+json"]');
    await expect(scripts.first()).toBeAttached();
    return (await scripts.allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);
  };
  await page.goto('/');
  const [college] = await jsonLd();
  expect(college).toMatchObject({ '@context': 'https://schema.org', '@type': 'CollegeOrUniversity', url: `${new URL(page.url()).origin}/` });
  expect(college?.address).toMatchObject({
    '@type': 'PostalAddress',
    addressLocality: expect.stringContaining('Guntur'),
    postalCode: expect.stringMatching(/522\s?529/),
  });

  await page.goto('/service-details/physiotherapy');
  const types = (await jsonLd()).map((data) => data['@type']);
  expect(types).toEqual(['Course', 'EducationalOccupationalProgram']);
  const [course, programme] = await jsonLd();
  expect(course).toMatchObject({ name: 'Physiotherapy (BPT)', provider: { '@type': 'CollegeOrUniversity' } });
  expect(programme).toMatchObject({
    timeToComplete: 'P4Y6M',
    maximumEnrollment: 25,
    offers: [
      { price: 50000, priceCurrency: 'INR' },
      { price: 120000, priceCurrency: 'INR' },
    ],
  });

  await page.goto('/service-details/computer-course');
  expect((await jsonLd()).map((data) => data['@type'])).toEqual(['Course']);
  await page.goto('/service-details/no-such-course');
  await expect(page.getByRole('heading', { level: 1, name: 'Course not found' })).toBeVisible();
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
});
