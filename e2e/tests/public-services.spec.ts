// Services /services and its sub-pages: community services (8 cards, Get Involved), sports training
// camps (7 cards, Register Now) and scholarships (7 eligibility cards, Apply Now).
import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectNoA11yViolations, expectNoHorizontalScroll, test } from './fixtures.ts';

const blockInternet = (context: BrowserContext) => context.route(/^https?:\/\/(?!(localhost|127\.0\.0\.1)[:/])/, (route) => route.abort('blockedbyclient'));

const cardTitles = (page: Page) => page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 });

test.beforeEach(async ({ context }) => blockInternet(context));

test('/services: heading, five cards with their buttons', async ({ page }) => {
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Empowering Students & Communities');
  await expect(page).toHaveTitle('Services | Physiotherapy College');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
  await expect(cardTitles(page)).toHaveText([
    'Institutional Digital Library',
    'Research and Development and Laboratory',
    'Community Services',
    'Scholarship Program',
    'Sport and Training Camping',
  ]);
  await expect(page.getByRole('link', { name: 'Access Digital Library' })).toHaveAttribute('href', '/student-login');
  const hrefs = await page
    .getByRole('main')
    .getByRole('listitem')
    .getByRole('link')
    .evaluateAll((all) => all.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual([
    '/student-login',
    '/services/research-laboratory',
    '/services/community-services',
    '/services/scholarships',
    '/services/sports-training-camping',
  ]);
  await page.getByRole('link', { name: 'View Community Services' }).click();
  await expect(page).toHaveURL(/\/services\/community-services$/);
});

const subPages = [
  {
    path: '/services/community-services',
    title: 'Community Services',
    cards: [
      'Health Camps',
      'Awareness Programs',
      'Rehabilitation Initiatives',
      'School Outreach Programs',
      'Elderly Care Programs',
      'Sports Injury Prevention',
      'Community Fitness Drives',
      'Support for Special Needs',
    ],
    action: 'Get Involved',
    href: '/contact',
  },
  { path: '/services/sports-training-camping', title: 'Sport and Training Camps', count: 7, action: 'Register Now', href: '/contact' },
  { path: '/services/scholarships', title: 'Scholarship Program', count: 7, action: 'Apply Now', href: '/scholarships-form' },
];

for (const sub of subPages) {
  test(`${sub.path}: ${sub.cards?.length ?? sub.count} cards and ${sub.action}`, async ({ page }) => {
    await page.goto(sub.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sub.title);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{30,}/);
    if (sub.cards) await expect(cardTitles(page)).toHaveText(sub.cards);
    else await expect(cardTitles(page)).toHaveCount(sub.count as number);
    const action = page.getByRole('link', { name: sub.action });
    await expect(action).toHaveAttribute('href', sub.href);
    await action.click();
    await expect(page).toHaveURL(new RegExp(`${sub.href}$`));
  });
}

test('service pages pass axe and have no horizontal scroll at 360 px', async ({ page }) => {
  for (const path of ['/services', ...subPages.map((sub) => sub.path)]) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoHorizontalScroll(page);
  }
});
