// Courses /courses and /service-details/{id}: cards with Show More / Show Less, the swiper fade slider
// (autoplay 4 s, clickable pagination, draggable scrollbar, pause control, still under reduced motion),
// 'Course not found', and the links to admissions.
import type { BrowserContext } from '@playwright/test';
import { expect, expectNoA11yViolations, expectNoHorizontalScroll, test } from './fixtures.ts';

// This spec checks motion itself, so it runs without the suite's reduced-motion default.
test.use({ reducedMotion: 'no-preference' });

const blockInternet = (context: BrowserContext) => context.route(/^https?:\/\/(?!(localhost|127\.0\.0\.1)[:/])/, (route) => route.abort('blockedbyclient'));

test.beforeEach(async ({ context }) => blockInternet(context));

test('/courses: cards, first 2 advantages with Show More / Show Less, and the links', async ({ page }) => {
  await page.goto('/courses');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Explore Our Exciting Courses!');
  await expect(page).toHaveTitle('Courses | Physiotherapy College');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
  const cards = page.locator('.courses-list > li');
  await expect(cards).toHaveCount(2);
  const bpt = cards.filter({ hasText: 'Physiotherapy (BPT)' });
  await expect(bpt).toContainText('4 Years + 6 months internship');
  await expect(cards.filter({ hasText: 'Free Computer Training' })).toContainText('Base on the Course');
  await expect(bpt.getByRole('link', { name: /Discover More/ })).toHaveAttribute('href', '/service-details/physiotherapy');
  const advantages = bpt.getByRole('heading', { name: 'Why Choose This?' }).locator('xpath=following-sibling::ul[1]').getByRole('listitem');
  await expect(advantages).toHaveCount(2);
  await bpt.getByRole('button', { name: 'Show More' }).click();
  await expect(bpt.getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true');
  expect(await advantages.count()).toBeGreaterThan(2);
  await bpt.getByRole('button', { name: 'Show Less' }).click();
  await expect(advantages).toHaveCount(2);

  const learnMore = page.getByRole('link', { name: 'Learn More about fees, quotas and seats' });
  await expect(learnMore).toHaveAttribute('href', '/admissions/fee-structure');
  expect(await learnMore.evaluate((link) => (link.firstChild as Text).data)).toBe('Learn More');
  await expect(page.getByRole('heading', { name: 'Why Our Courses?' })).toBeVisible();
  for (const name of ['Modern Curriculum', 'Expert Instructors', 'Accredited Programs'])
    await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
  await expect(page.getByText('More Courses Coming Soon!')).toBeVisible();
  await bpt.getByRole('link', { name: /Discover More/ }).click();
  await expect(page).toHaveURL(/\/service-details\/physiotherapy$/);
});

test('course detail: fade slider autoplays every 4 s, pauses, has clickable pagination and a draggable scrollbar', async ({ page }) => {
  await page.clock.install();
  await page.goto('/service-details/physiotherapy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Physiotherapy (BPT)');
  await expect(page).toHaveTitle('Physiotherapy (BPT) | Physiotherapy College');
  const swiper = page.locator('.swiper');
  await expect(swiper).toHaveClass(/swiper-fade/);
  const active = () => page.locator('.swiper-slide-active img').getAttribute('alt');
  const first = await active();
  await page.clock.runFor(4100);
  await expect.poll(active).not.toBe(first);
  const second = await active();

  await page.getByRole('button', { name: 'Pause slideshow' }).click();
  await expect(page.getByRole('button', { name: 'Play slideshow' })).toHaveAttribute('aria-pressed', 'true');
  await page.clock.runFor(9000);
  expect(await active()).toBe(second);

  const bullets = page.locator('.swiper-pagination-bullet');
  await expect(bullets).toHaveCount(3);
  await bullets.nth(0).click();
  await expect.poll(active).toBe(first);
  await expect(bullets.nth(0)).toHaveClass(/swiper-pagination-bullet-active/);

  const drag = page.locator('.swiper-scrollbar-drag');
  await expect(drag).toBeVisible();
  const bar = await page.locator('.swiper-scrollbar').boundingBox();
  const handle = await drag.boundingBox();
  if (!bar || !handle) throw new Error('scrollbar not laid out');
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(bar.x + bar.width - 2, handle.y + handle.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect(bullets.nth(2)).toHaveClass(/swiper-pagination-bullet-active/);

  await expect(page.getByRole('heading', { name: 'Course Descriptions' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Advantages' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Enroll Now' })).toHaveAttribute('href', '/admissions');
});

test('course detail under reduced motion: no autoplay and no pause control', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/service-details/computer-course');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Free Computer Training');
  const first = await page.locator('.swiper-slide-active img').getAttribute('alt');
  await page.clock.runFor(9000);
  expect(await page.locator('.swiper-slide-active img').getAttribute('alt')).toBe(first);
  await expect(page.getByRole('button', { name: 'Pause slideshow' })).toHaveCount(0);
});

test('an unknown course id shows Course not found, answered 404', async ({ page }) => {
  const response = await page.goto('/service-details/astronomy');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Course not found');
  await expect(page.getByRole('link', { name: 'View All Courses' })).toHaveAttribute('href', '/courses');
});

test('course pages pass axe and have no horizontal scroll at 360 px', async ({ page }) => {
  for (const path of ['/courses', '/service-details/physiotherapy', '/service-details/computer-course', '/service-details/astronomy']) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoHorizontalScroll(page);
  }
});
