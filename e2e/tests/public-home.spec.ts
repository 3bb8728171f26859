// Home /: every section in SPEC order, the ticker, the typewriter welcome, the events slideshow from
// GET /api/events (with its empty state), Quick Navigation with its image fallback, FAQ and links.
import type { BrowserContext, Page } from '@playwright/test';
import { axe, expect, expectNoA11yViolations, expectNoHorizontalScroll, layoutShiftSoFar, recordLayoutShifts, test } from './fixtures.ts';

// This spec checks motion itself, so it runs without the suite's reduced-motion default.
test.use({ reducedMotion: 'no-preference' });

const blockInternet = (context: BrowserContext) => context.route(/^https?:\/\/(?!(localhost|127\.0\.0\.1)[:/])/, (route) => route.abort('blockedbyclient'));

const main = (page: Page) => page.getByRole('main');
const h2 = (page: Page, name: string | RegExp) => main(page).getByRole('heading', { level: 2, name });
const year = new Date().getFullYear();

test.beforeEach(async ({ context }) => blockInternet(context));

test('sections come in SPEC order with the right texts, links and meta', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Shape the Future of Healthcare' })).toBeVisible();
  await expect(page).toHaveTitle('Home | Physiotherapy College');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Bachelor of Physiotherapy/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
  await expect(main(page).getByRole('link', { name: 'Explore Courses' })).toHaveAttribute('href', '/courses');

  const order = [
    'Specials Update',
    /^Welcome to /,
    'About Our College',
    'Recent Events',
    'Soar to Success',
    'Courses We Offer',
    'Quick Navigation',
    'What are you searching for?',
    'Frequently Asked Questions',
    'More for You',
    `Admission for ${year}`,
    'Who We Are',
    'Recognition & Approvals',
    'Our Programme',
  ];
  let previous = -1;
  for (const name of order) {
    const box = await h2(page, name).boundingBox();
    expect(box, String(name)).not.toBeNull();
    expect(box?.y ?? -1, String(name)).toBeGreaterThan(previous);
    previous = box?.y ?? previous;
  }

  await expect(main(page).getByRole('link', { name: 'Learn More About Us' })).toHaveAttribute('href', '/about');
  const soar = page.getByRole('region', { name: 'Soar to Success' }).getByRole('link');
  await expect(soar).toHaveCount(5);
  const courses = page.getByRole('region', { name: 'Courses We Offer' });
  await expect(courses.getByRole('link', { name: 'Physiotherapy (BPT)' })).toHaveAttribute('href', '/service-details/physiotherapy');
  await expect(courses.getByRole('link', { name: 'Free Computer Training' })).toHaveAttribute('href', '/service-details/computer-course');
  await expect(courses.getByRole('link', { name: 'View All Courses' })).toHaveAttribute('href', '/courses');

  const quick = page.getByRole('navigation', { name: 'Quick Navigation' }).getByRole('link');
  expect(await quick.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
    '/admissions',
    '/exams',
    '/services/research-laboratory',
    '/services/scholarships',
    '/about/governing-body',
    '/about/our-programme',
    '/service-details/physiotherapy',
    '/gallery',
    '/services/community-services',
    '/services/sports-training-camping',
  ]);

  const search = page.getByRole('region', { name: 'What are you searching for?' });
  await expect(search.getByRole('link', { name: 'Fee Structure' })).toHaveAttribute('href', '/admissions/fee-structure');
  await expect(search.getByRole('link', { name: 'Virtual Tour' })).toHaveAttribute('href', '/under-developments-or-maintenance');
  const visit = search.getByRole('link', { name: /Visit Us At/ });
  await expect(visit).toHaveAttribute('target', '_blank');
  await expect(visit).toHaveAttribute('rel', /noopener/);
  await expect(visit).toHaveAttribute('href', /^https:\/\//);
  for (const [name, href] of [
    ['Contact Us', '/contact'],
    ['Gallery', '/gallery'],
    ['Exams', '/exams'],
  ] as const) {
    await expect(search.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }

  const lower = page.getByRole('region', { name: 'More for You' });
  await expect(lower.getByRole('link', { name: 'Admissions', exact: true })).toHaveAttribute('href', '/admissions');
  await expect(lower.getByRole('link', { name: 'Gallery', exact: true })).toHaveAttribute('href', '/gallery');
  await expect(lower.getByRole('link', { name: 'Brochures', exact: true })).toHaveAttribute('href', '/under-developments-or-maintenance');
  for (const name of [/^Feedback/, /^Grievances/]) {
    await expect(lower.getByRole('link', { name })).toHaveAttribute('target', '_blank');
    await expect(lower.getByRole('link', { name })).toHaveAttribute('rel', 'noopener noreferrer');
  }

  await expect(page.getByRole('region', { name: `Admission for ${year}` }).getByRole('link', { name: 'Get in Touch' })).toHaveAttribute('href', '/admissions');
  const recognition = page.getByRole('region', { name: 'Recognition & Approvals' });
  const external = recognition.getByRole('link', { name: /opens in a new tab/ });
  await expect(external).toHaveCount(3);
  for (const link of await external.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(recognition.getByRole('link', { name: 'Explore Scholarships' })).toHaveAttribute('href', '/services/scholarships');
  await expect(page.getByRole('region', { name: 'Our Programme' })).toContainText('4 Years + 6 months internship');
});

test('the Specials Update ticker links, pauses on hover, on focus and by its button', async ({ page }) => {
  await page.goto('/');
  const ticker = page.getByRole('region', { name: 'Specials Update' });
  const links = ticker.getByRole('link');
  await expect(links).toHaveCount(3);
  expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))).toEqual(['/admissions', '/services/scholarships', '/webinar']);
  const belt = page.getByTestId('ticker-belt');
  const playState = () => belt.evaluate((el) => getComputedStyle(el).animationPlayState);
  await expect(belt).toHaveCSS('animation-duration', '15s');
  expect(await playState()).toBe('running');
  await belt.locator('xpath=..').hover();
  expect(await playState()).toBe('paused');
  await page.mouse.move(0, 0);
  expect(await playState()).toBe('running');
  await links.first().focus();
  expect(await playState()).toBe('paused');
  await links.first().blur();
  expect(await playState()).toBe('running');
  await ticker.getByRole('button', { name: 'Pause updates' }).click();
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  expect(await playState()).toBe('paused');
  await expect(ticker.getByRole('button', { name: 'Play updates' })).toHaveAttribute('aria-pressed', 'true');
});

test('a ticker link sliding under the pause button never makes the button too small a target', async ({ page }) => {
  // Lighthouse's phone width: the belt's links run past the clipped viewport, under the button's box.
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/');
  const ticker = page.getByRole('region', { name: 'Specials Update' });
  const button = ticker.getByRole('button', { name: 'Pause updates' });
  await expect(button).toBeVisible();
  // Step the belt's animation (paused) until a link's box crosses the button's, as it does every loop.
  const crossing = await page.getByTestId('ticker-belt').evaluate((belt) => {
    const [animation] = belt.getAnimations();
    const toggle = belt.closest('section')?.querySelector('button');
    if (!animation || !toggle) return null;
    animation.pause();
    const box = toggle.getBoundingClientRect();
    for (let time = 0; time < 15_000; time += 250) {
      animation.currentTime = time;
      const crosses = [...belt.querySelectorAll('a')].some((link) => {
        const r = link.getBoundingClientRect();
        return r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
      });
      if (crosses) return time;
    }
    return null;
  });
  expect(crossing).not.toBeNull();
  const results = await axe(page).include('.home-ticker').withRules(['target-size']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.failureSummary).join(' | ')}`)).toEqual([]);
});

test('a ticker link entering beside the pause button is a large enough target', async ({ page }) => {
  // A link that has just come into the clipped viewport shows a sliver a few pixels wide, next to the button:
  // too small a target on its own (WCAG 2.5.8) unless the link's own box is at least 24 px in both directions.
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/');
  const ticker = page.getByRole('region', { name: 'Specials Update' });
  await expect(ticker.getByRole('button', { name: 'Pause updates' })).toBeVisible();
  const slivers = await page.getByTestId('ticker-belt').evaluate((belt) => {
    const [animation] = belt.getAnimations();
    const viewport = belt.parentElement?.getBoundingClientRect();
    if (!animation || !viewport) return [];
    animation.pause();
    const found: number[] = [];
    for (let time = 0; time < 15_000 && found.length < 2; time += 20) {
      animation.currentTime = time;
      const sliver = [...belt.querySelectorAll('a')].some((link) => {
        const box = link.getBoundingClientRect();
        const shown = viewport.right - box.left;
        return box.right > viewport.right && shown > 2 && shown < 10;
      });
      // one position per link entering
      if (sliver && (found.length === 0 || time - (found.at(-1) ?? 0) > 500)) found.push(time);
    }
    return found;
  });
  expect(slivers.length).toBeGreaterThan(0);
  for (const time of slivers) {
    await page.getByTestId('ticker-belt').evaluate((belt, at) => {
      const [animation] = belt.getAnimations();
      if (animation) animation.currentTime = at;
    }, time);
    const results = await axe(page).include('.home-ticker').withRules(['target-size']).analyze();
    expect(results.violations.map((v) => `${time} ms: ${v.nodes.map((n) => n.failureSummary).join(' | ')}`)).toEqual([]);
  }
});

test('the welcome heading types, pauses and loops, with a static accessible name', async ({ page }) => {
  test.slow();
  await page.goto('/');
  const heading = h2(page, /^Welcome to /);
  const full =
    (await heading
      .getByText(/^Welcome to /)
      .first()
      .textContent()) ?? '';
  expect(full.length).toBeGreaterThan(10);
  const typed = heading.locator('[aria-hidden="true"]');
  const typedLength = async () => ((await typed.textContent()) ?? '').length;
  // 50 ms per character: the full text within a few seconds, then erased after the 2000 ms pause, then typed again.
  // Generous waits: timers run late on a loaded machine; the order of states is what is checked.
  await expect(typed).toHaveText(full, { timeout: 15_000 });
  await expect.poll(typedLength, { timeout: 15_000, intervals: [100] }).toBeLessThan(full.length / 2);
  await expect.poll(typedLength, { timeout: 15_000, intervals: [100] }).toBe(full.length);
  await expect(heading).toHaveAccessibleName(full);
  await heading.page().getByRole('button', { name: 'Pause animation' }).click();
  await expect(typed).toHaveText(full);
  await page.waitForTimeout(2600);
  await expect(typed).toHaveText(full);
});

test('the hydrated welcome heading goes on showing the full text the prerendered page showed', async ({ page }) => {
  // timers stand still: what is on screen right after hydration is what the first render gave
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.goto('/');
  const heading = h2(page, /^Welcome to /);
  const full =
    (await heading
      .getByText(/^Welcome to /)
      .first()
      .textContent()) ?? '';
  expect(full.length).toBeGreaterThan(10);
  await expect(heading.locator('[aria-hidden="true"]')).toHaveText(full);
  await expect(page.getByRole('button', { name: 'Pause animation' })).toBeVisible();
});

test('nothing moves while the welcome heading types and erases, from the prerendered page on (phone width)', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 412, height: 823 });
  await recordLayoutShifts(page);
  await page.addInitScript(() => {
    const boxes = new Set<string>();
    (window as unknown as { __welcomeBoxes: typeof boxes }).__welcomeBoxes = boxes;
    const sample = () => {
      const title = document.getElementById('home-welcome-title');
      if (title) {
        const { top, left, width, height } = title.getBoundingClientRect();
        boxes.add([top, left, width, height].map(Math.round).join(','));
      }
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await page.goto('/');
  const typed = h2(page, /^Welcome to /).locator('[aria-hidden="true"]');
  const full =
    (await h2(page, /^Welcome to /)
      .getByText(/^Welcome to /)
      .first()
      .textContent()) ?? '';
  // a whole loop: typed out, then erased to under half
  await expect(typed).toHaveText(full, { timeout: 15_000 });
  await expect.poll(async () => ((await typed.textContent()) ?? '').length, { timeout: 15_000, intervals: [100] }).toBeLessThan(full.length / 2);
  const boxes = await page.evaluate(() => [...(window as unknown as { __welcomeBoxes: Set<string> }).__welcomeBoxes]);
  expect(boxes, 'the heading box changed').toHaveLength(1);
  expect(await layoutShiftSoFar(page), 'cumulative layout shift').toBe(0);
});

test('the events slideshow shows the API events, wraps around and autoplays every 3 s until paused', async ({ page }) => {
  // The page gets the events just read from the API, those with a photo (the demo events): other tests add
  // and remove events of their own, with and without photos, while this one runs.
  const stored = (await (await page.request.get('/api/events')).json()) as { eventTitle: string; photo: { src: string } | null }[];
  const events = stored.filter((event) => event.photo);
  expect(events.length).toBeGreaterThanOrEqual(2);
  const titles = events.map((event) => event.eventTitle);
  await page.route('**/api/events', (route) => route.fulfill({ json: events }));
  await page.clock.install();
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Recent Events' }).locator('[aria-roledescription="carousel"]');
  const figure = carousel.locator('[aria-roledescription="slide"]');
  const slide = figure.locator('img');
  await expect(figure).toHaveAttribute('aria-label', new RegExp(`^Event [12] of ${titles.length}$`));
  // Hovering holds autoplay; on a busy machine it may have moved on once already: go on from where it is.
  await carousel.hover();
  const start = Number(/^Event (\d+) of/.exec((await figure.getAttribute('aria-label')) ?? '')?.[1]) - 1;
  const title = (index: number) => titles[(index + titles.length * 2) % titles.length] as string;
  await expect(slide).toHaveAccessibleName(title(start));
  await expect(slide).toHaveAttribute('src', /^\/api\/events\/photos\/[a-f0-9]{32}-\d+\.jpg$/);
  await carousel.getByRole('button', { name: 'Previous event' }).click();
  await expect(slide).toHaveAccessibleName(title(start - 1));
  await carousel.getByRole('button', { name: 'Next event' }).click();
  await expect(slide).toHaveAccessibleName(title(start));

  const release = async () => {
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  };
  await release();
  await page.clock.runFor(3000);
  await expect(slide).toHaveAccessibleName(title(start + 1));
  await carousel.getByRole('button', { name: 'Pause slideshow' }).click();
  await release();
  await page.clock.runFor(9000);
  await expect(slide).toHaveAccessibleName(title(start + 1));
  await carousel.getByRole('button', { name: 'Play slideshow' }).click();
  await release();
  await page.clock.runFor(3000);
  await expect(slide).toHaveAccessibleName(title(start + 2));
});

test('the slideshow shows event photos from their files: AVIF or WebP of the width it needs, cached for good', async ({ page }) => {
  // only the events with a photo (other tests add events without one meanwhile); the files are the API's own
  const stored = (await (await page.request.get('/api/events')).json()) as { photo: { src: string } | null }[];
  const events = stored.filter((event) => event.photo);
  expect(events.length).toBeGreaterThanOrEqual(1);
  expect(JSON.stringify(stored)).not.toContain('base64');
  await page.route('**/api/events', (route) => route.fulfill({ json: events }));
  await page.emulateMedia({ reducedMotion: 'reduce' }); // the slide stays put (autoplay would replace the image)
  await page.goto('/');
  const slide = page.getByRole('region', { name: 'Recent Events' }).locator('[aria-roledescription="slide"] img');
  await slide.scrollIntoViewIfNeeded();
  const shown = () => slide.evaluate((img: HTMLImageElement) => (img.complete && img.naturalWidth > 0 ? img.currentSrc : ''));
  await expect.poll(shown).toMatch(/\/api\/events\/photos\/[a-f0-9]{32}-\d+\.(avif|webp)$/);
  const file = await page.request.get(await shown());
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toMatch(/^image\/(avif|webp)$/);
  expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(file.headers()['x-content-type-options']).toBe('nosniff');
});

test('the slideshow shows its empty state when there are no events and when the call fails', async ({ page }) => {
  await page.route('**/api/events', (route) => route.fulfill({ json: [] }));
  await page.goto('/');
  const events = page.getByRole('region', { name: 'Recent Events' });
  await expect(events.getByText('No recent events to display')).toBeVisible();
  await expect(events.getByRole('img', { name: 'An empty calendar' })).toBeVisible();

  await page.unroute('**/api/events');
  await page.route('**/api/events', (route) => route.fulfill({ status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'down' } }));
  await page.reload();
  await expect(events.getByText('No recent events to display')).toBeVisible();
});

test('reduced motion: the ticker and the typewriter are static and the slideshow does not autoplay', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByTestId('ticker-belt')).toHaveCSS('animation-name', 'none');
  const heading = h2(page, /^Welcome to /);
  const full =
    (await heading
      .getByText(/^Welcome to /)
      .first()
      .textContent()) ?? '';
  await expect(heading.locator('[aria-hidden="true"]')).toHaveText(full);
  // nothing to pause: neither the ticker's nor the heading's button is offered
  await expect(page.getByRole('button', { name: /^Pause (updates|animation)$/ })).toHaveCount(0);
  const carousel = page.getByRole('region', { name: 'Recent Events' }).locator('[aria-roledescription="carousel"]');
  const slide = carousel.locator('[aria-roledescription="slide"] img');
  const first = await slide.getAttribute('alt');
  await expect(carousel.getByRole('button', { name: 'Pause slideshow' })).toHaveCount(0);
  await page.clock.runFor(7000);
  await expect(slide).toHaveAttribute('alt', first ?? '');
});

test('a failed Quick Navigation image falls back to /fallback.png and is logged', async ({ page }) => {
  await page.route(/\/assets\/exams\.[0-9a-f]+\.svg$/, (route) => route.fulfill({ status: 404, body: '' }));
  const logs: string[] = [];
  page.on('console', (message) => logs.push(message.text()));
  await page.goto('/');
  const image = page.getByRole('navigation', { name: 'Quick Navigation' }).getByRole('link', { name: 'Exams' }).locator('img');
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute('src', '/fallback.png');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  expect(logs.some((line) => line.includes('Quick Navigation image failed'))).toBe(true);
});

test('the FAQ has five entries that expand and collapse by click and keyboard', async ({ page }) => {
  await page.goto('/');
  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
  const entries = faq.getByRole('group');
  await expect(entries).toHaveCount(5);
  const first = entries.first();
  await expect(first).not.toHaveAttribute('open');
  await expect(faq.getByText(/affiliated with/)).toBeHidden();
  await first.getByText('Is the college recognised?').click();
  await expect(first).toHaveAttribute('open');
  await expect(faq.getByText(/affiliated with/)).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(entries.nth(1)).toHaveAttribute('open');
  await expect(first).toHaveAttribute('open');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Space');
  await expect(first).not.toHaveAttribute('open');
  await expect(faq.getByText(/affiliated with/)).toBeHidden();
});

test('home passes axe and has no horizontal scroll at 360 px', async ({ page }) => {
  // a scan of the whole home page takes seconds, and many more on a loaded machine
  test.slow();
  await page.clock.install();
  await page.goto('/');
  await expect(page.locator('[aria-roledescription="slide"]')).toBeVisible();
  // the help widget opens by itself after 5 s: scanned once it is open, never while it appears mid-scan
  await page.clock.fastForward(5000);
  await expect(page.getByRole('dialog', { name: 'Need help?' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoHorizontalScroll(page);
});
