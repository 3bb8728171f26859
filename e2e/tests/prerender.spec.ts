// Public pages are prerendered at build time: with JavaScript off they still have their heading, title,
// description, robots and structured data; with it on, the page on screen stays put while the shell and
// the public portal load and is hydrated in place (no blank frame, no shift, the same nodes), its images below
// the first screen lazy-loaded by the browser. Signed-in screens are not prerendered; portal routes are noindex.
import { expect, layoutShiftSoFar, recordLayoutShifts, test, waitUntilLive } from './fixtures.ts';

const sitemapPaths = async (request: import('@playwright/test').APIRequestContext) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] as string).pathname);
};

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('every public route of the sitemap has its heading, title, description and robots in the HTML', async ({ request }) => {
    // the HTML as served, no script run at all (the browser checks below load a few of them with JS off)
    const paths = await sitemapPaths(request);
    expect(paths.length).toBeGreaterThan(30);
    const titles = new Set<string>();
    for (const path of paths) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['x-robots-tag'], path).toBeUndefined();
      const html = await response.text();
      expect(html, path).toMatch(/<main[^>]*id="main"[^>]*>[\s\S]*?<h1[^>]*>[^<]*\S/);
      const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '';
      expect(title, path).toMatch(/\| Physiotherapy College$/);
      titles.add(title);
      expect(html, path).toMatch(/<meta name="description" content="[^"]{50,}">/);
      expect(html, path).toContain('<meta name="robots" content="index, follow">');
      // the build's own origin never leaks into a page; stylesheets and images point at the running portal
      expect(html, path).not.toMatch(/localhost:38\d\d|__PORTAL_BASE_|__SITE_ORIGIN__/);
      // its styles come inside the HTML: no stylesheet request before the first paint
      expect(html, path).toContain('<style data-href="');
      expect(html, path).not.toMatch(/<link[^>]*rel="stylesheet"/);
    }
    expect(titles.size, 'each page has its own title').toBeGreaterThan(paths.length * 0.8);
  });

  test('in a browser with JavaScript off, pages show their heading and meta', async ({ page }) => {
    for (const path of ['/about/governing-body', '/courses', '/exams']) {
      await page.goto(path);
      await expect(page.locator('main#main h1').first(), path).toBeVisible();
      await expect(page.locator('meta[name="description"]'), path).toHaveAttribute('content', /.{50,}/);
      expect(await page.title(), path).toMatch(/\| Physiotherapy College$/);
    }
  });

  test('home carries its structured data and its styles before any script', async ({ page }) => {
    await page.goto('/');
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    expect(data['@type']).toBe('CollegeOrUniversity');
    expect(new URL(data.url).origin).toBe(new URL(page.url()).origin);
    // the public portal's stylesheet is applied: the hero image is laid out, not a bare page
    const box = await page.locator('main#main img').first().boundingBox();
    expect(box?.height ?? 0).toBeGreaterThan(50);
  });

  test('signed-in screens are not prerendered and are never indexed (the login pages are: login-prerendered.spec.ts)', async ({ page }) => {
    for (const path of ['/student-dashboard/1', '/faculty-dashboard/1', '/admin-dashboard']) {
      const response = await page.goto(path);
      expect(response?.headers()['x-robots-tag'], path).toBe('noindex, nofollow');
      await expect(page.locator('main#main h1')).toHaveCount(0);
    }
  });
});

test('the live app takes the styles in the HTML as loaded: it requests no stylesheet', async ({ page }) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  for (const path of ['/', '/contact']) {
    await page.goto(path);
    await waitUntilLive(page);
    await page.waitForLoadState('networkidle');
  }
  expect(stylesheets).toEqual([]);
});

test('with JavaScript on, the prerendered page stays on screen while the portal loads: no blank frame, no shift', async ({ page }) => {
  await recordLayoutShifts(page);
  await page.addInitScript(() => {
    // the page's heading as the HTML brought it, before any script of the app ran
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __served: Element | null }).__served = document.querySelector('main#main h1');
    });
    const state = { frames: 0, missing: 0, tops: new Set<number>() };
    (window as unknown as { __paint: typeof state }).__paint = state;
    const sample = () => {
      const heading = document.querySelector('main#main h1');
      if (document.readyState !== 'loading') {
        state.frames += 1;
        if (!heading) state.missing += 1;
        else state.tops.add(Math.round(heading.getBoundingClientRect().top));
      }
      if (state.frames < 400) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  for (const path of ['/', '/courses', '/contact']) {
    await page.goto(path); // returns once the app has started, with the live page (fixtures.ts)
    await expect(page.locator('main#main h1').first()).toBeVisible();
    await page.waitForTimeout(300);
    const paint = await page.evaluate(() => {
      const s = (window as unknown as { __paint: { frames: number; missing: number; tops: Set<number> } }).__paint;
      return { frames: s.frames, missing: s.missing, tops: [...s.tops] };
    });
    expect(paint.frames, path).toBeGreaterThan(5);
    expect(paint.missing, `${path}: frames without the page's heading`).toBe(0);
    expect(paint.tops, `${path}: the heading moved`).toHaveLength(1);
    expect(await layoutShiftSoFar(page), `${path}: cumulative layout shift`).toBeLessThanOrEqual(0.02);
    // hydrated, not replaced: the live page's heading is the very node the HTML brought
    const sameNode = await page.evaluate(() => {
      const served = (window as unknown as { __served: Element | null }).__served;
      return served?.isConnected === true && served === document.querySelector('main#main h1');
    });
    expect(sameNode, `${path}: the served heading was hydrated in place`).toBe(true);
  }
});

test('on a very slow phone nothing is drawn before the header is parsed: the menu button is drawn with its label', async ({ context }) => {
  test.slow();
  // a page of its own: the fixture's would wait for the app
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  // 20x CPU slowdown: the parser stops for a frame after a few milliseconds of its work, inside the header
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
  await page.addInitScript(() => {
    // the first animation frame is the first time the page could be drawn
    requestAnimationFrame(() => {
      const seen = {
        // <main> comes right after the header: once it is in, the header is whole
        main: document.getElementById('main') !== null,
        menuLabel: document.querySelector('.site-nav__toggle')?.textContent ?? null,
      };
      (window as unknown as { __firstFrame: typeof seen }).__firstFrame = seen;
    });
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __firstFrame?: { main: boolean; menuLabel: string | null } }).__firstFrame ?? null), {
      timeout: 60_000,
    })
    .toEqual({ main: true, menuLabel: 'Menu' });
});

test("the largest paint is the prerendered page's own, before the app starts", async ({ page }) => {
  await page.addInitScript(() => {
    const state = { lcp: [] as { time: number; inPage: boolean }[], appStarted: -1 };
    (window as unknown as { __lcp: typeof state }).__lcp = state;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[])
        state.lcp.push({ time: entry.startTime, inPage: Boolean(entry.element?.closest('#root')) });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new MutationObserver((_, observer) => {
      if (!document.documentElement.hasAttribute('data-app-started')) return;
      state.appStarted = performance.now();
      observer.disconnect();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app-started'] });
  });
  for (const path of ['/', '/contact']) {
    await page.goto(path);
    await waitUntilLive(page);
    const { lcp, appStarted } = await page.evaluate(
      () => (window as unknown as { __lcp: { lcp: { time: number; inPage: boolean }[]; appStarted: number } }).__lcp,
    );
    const largest = lcp.at(-1);
    expect(largest?.inPage, `${path}: the page's own content`).toBe(true);
    expect(appStarted, path).toBeGreaterThan(0);
    expect(largest?.time ?? Number.POSITIVE_INFINITY, `${path}: painted before the app started`).toBeLessThan(appStarted);
  }
});

test("a first screen draws no SVG file as an image: the illustration and the logo are in the page, the tab's icon a PNG", async ({ page }) => {
  // An <img> (or icon) of an SVG file is a document of its own that the browser builds on the page's main thread,
  // 25-60 ms each at 4x CPU slowdown while the page starts.
  const illustrations: Record<string, string> = {
    '/': 'Illustration of a physiotherapist beside a treatment table with a heartbeat line',
    '/contact': 'Illustration of an envelope and a chat bubble',
    '/facilities': 'Illustration of the campus with a computer lab and fitness equipment',
    '/webinar': 'Illustration of a laptop playing a video session',
  };
  await page.setViewportSize({ width: 412, height: 823 });
  for (const [path, label] of Object.entries(illustrations)) {
    const html = await (await page.request.get(path)).text();
    expect(html, `${path}: no SVG image with an address`).not.toMatch(/<img [^>]*\ssrc="[^"]*(\.svg|data:image\/svg\+xml)/);
    expect(html, `${path}: the tab's icon`).toMatch(/<link rel="?icon"? href="?\/favicon\.png"? type="?image\/png"?/);
    // the site's own SVG files (the logo, the tab's icon); the page's pictures further down come from the portal
    const svgRequests: string[] = [];
    const watch = (request: import('@playwright/test').Request) => {
      const url = new URL(request.url());
      if (url.origin === new URL(page.url()).origin && url.pathname.endsWith('.svg')) svgRequests.push(url.pathname);
    };
    page.on('request', watch);
    await page.goto(path);
    await waitUntilLive(page);
    page.off('request', watch);
    expect(svgRequests, `${path}: the site's SVG files fetched`).toEqual([]);
    // drawn at the width of its column, in its own proportions (800 x 450)
    const picture = page.getByRole('img', { name: label });
    await expect(picture.locator('svg')).toBeVisible();
    const box = await picture.boundingBox();
    expect(box?.width ?? 0, path).toBeGreaterThan(300);
    expect((box?.height ?? 0) / (box?.width ?? 1), path).toBeCloseTo(450 / 800, 2);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'College of Physiotherapy home' }).getByRole('img')).toBeVisible();
  }
});

test("a page's pictures below the first screen are the browser's lazy images, shown once scrolled to", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/');
  await waitUntilLive(page);
  const far = page.locator('main img[loading="lazy"]').last();
  await expect(far).toHaveAttribute('src', /\.svg$/);
  await far.scrollIntoViewIfNeeded();
  await expect.poll(() => far.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
});

test("the gallery's HTML carries only the first card's picture; the rest of a wide screen's first row follows at once", async ({ page }) => {
  // Each SVG picture in the HTML is a document of its own that the browser builds in the task that ends the
  // parse; a phone's first screen shows one card, so only that one travels inside the page.
  const html = await (await page.request.get('/gallery')).text();
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  expect(main.match(/<img [^>]*src="data:image\//g) ?? []).toHaveLength(1);
  expect((main.match(/<img [^>]*loading="lazy"/g) ?? []).length).toBeGreaterThanOrEqual(20);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/gallery');
  const firstRow = page.locator('.gallery-grid > li img').filter({ visible: true });
  for (const index of [0, 1, 2]) {
    await expect.poll(() => firstRow.nth(index).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  }
});

test("the facilities page's HTML carries the first card's picture, a phone's largest paint; the others are lazy", async ({ page }) => {
  // On a phone the first card's picture is the largest thing on the first screen: it is drawn with the page
  const html = await (await page.request.get('/facilities')).text();
  const start = html.indexOf('class="facilities-cards"');
  const pictures = html.slice(start, html.indexOf('</ul>', start)).match(/<img [^>]*>/g) ?? [];
  expect(pictures).toHaveLength(5);
  expect(pictures[0]).toMatch(/ src="data:image\/svg\+xml/);
  for (const picture of pictures.slice(1)) expect(picture).toMatch(/ loading="lazy"/);

  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/facilities', { waitUntil: 'domcontentloaded' });
  const first = page.locator('.facilities-card img').first();
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expect(first).toHaveAttribute('src', /^data:image\/svg\+xml/);
});

test.describe('hydration of every public page', () => {
  // the prerender is made still (reduced motion); a visitor who allows motion is where a difference would be
  test.use({ reducedMotion: 'no-preference' });

  test('every sitemap page hydrates without a mismatch, at phone and desktop width', async ({ page, pageErrors }) => {
    test.slow();
    const hydrationErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat|#418|#423|#425/i.test(message.text())) hydrationErrors.push(`${page.url()}: ${message.text()}`);
    });
    const paths = await sitemapPaths(page.request);
    for (const [index, path] of paths.entries()) {
      await page.setViewportSize(index % 2 ? { width: 1280, height: 800 } : { width: 390, height: 800 });
      await page.goto(path); // waits until the page itself has hydrated (fixtures.ts)
      await expect(page.locator('main#main h1').first(), path).toBeVisible();
      // React reports a mismatch as an uncaught error (the fixture fails the test on any) or on the console
      expect(pageErrors.map((error) => `${path}: ${error.message}`)).toEqual([]);
    }
    expect(hydrationErrors).toEqual([]);
  });

  test("every other address: its section's page or a not-found page, with its true status, hydrated in place", async ({ page, pageErrors }) => {
    const hydrationErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat|#418|#423|#425/i.test(message.text())) hydrationErrors.push(`${page.url()}: ${message.text()}`);
    });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { __served: Element | null }).__served = document.querySelector('main#main h1');
      });
    });
    const cases: [string, number, string | RegExp][] = [
      ['/no-such-page', 404, 'Page not found'],
      ['/about/no/such/page', 404, 'Page not found'],
      ['/service-details/nope', 404, 'Course not found'],
      ['/resources/nope', 404, 'Study Resources'],
      ['/admissions/anything', 200, /^Admissions /],
      ['/about/', 200, 'About Us'],
    ];
    for (const [path, status, heading] of cases) {
      const served = await page.request.get(path);
      expect(served.status(), path).toBe(status);
      // in the HTML itself, for crawlers: the page's heading, and a not-found page is kept out of the index
      const html = await served.text();
      expect(html, path).toMatch(/<main[^>]*id="main"[^>]*>[\s\S]*?<h1[^>]*>[^<]*\S/);
      if (status === 404) expect(html, path).toContain('<meta name="robots" content="noindex, nofollow">');
      const response = await page.goto(path); // waits until the page itself has hydrated (fixtures.ts)
      expect(response?.status(), path).toBe(status);
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
      const sameNode = await page.evaluate(() => {
        const first = (window as unknown as { __served: Element | null }).__served;
        return first?.isConnected === true && first === document.querySelector('main#main h1');
      });
      expect(sameNode, `${path}: the served heading was hydrated in place`).toBe(true);
      expect(pageErrors.map((error) => `${path}: ${error.message}`)).toEqual([]);
    }
    expect(hydrationErrors).toEqual([]);
  });
});
