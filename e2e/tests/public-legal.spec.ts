// Privacy Policy and Terms and Conditions: text, consent saved in and restored from localStorage.
import type { BrowserContext } from '@playwright/test';
import { expect, expectNoA11yViolations, expectNoHorizontalScroll, test } from './fixtures.ts';

const blockInternet = (context: BrowserContext) => context.route(/^https?:\/\/(?!(localhost|127\.0\.0\.1)[:/])/, (route) => route.abort('blockedbyclient'));

const pages = [
  { path: '/privacy-policy', heading: 'Privacy Policy', consent: 'I have read and agree to the Privacy Policy', key: 'privacyPolicyConsent' },
  {
    path: '/terms-and-conditions',
    heading: 'Terms and Conditions',
    consent: 'I have read and agree to the Terms and Conditions',
    key: 'termsConditionsConsent',
  },
];

test.beforeEach(async ({ context }) => blockInternet(context));

for (const legal of pages) {
  test(`${legal.heading}: consent is saved and restored on load`, async ({ page }) => {
    await page.goto(legal.path);
    await expect(page.getByRole('heading', { level: 1, name: legal.heading })).toBeVisible();
    await expect(page).toHaveTitle(`${legal.heading} | Physiotherapy College`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S{20,}|.{40,}/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    const consent = page.getByRole('checkbox', { name: legal.consent });
    await expect(consent).not.toBeChecked();
    await consent.focus();
    await page.keyboard.press('Space');
    await expect(consent).toBeChecked();
    expect(await page.evaluate((key) => localStorage.getItem(key), legal.key)).toBe('true');

    await page.reload();
    await expect(page.getByRole('checkbox', { name: legal.consent })).toBeChecked();
    await page.getByRole('checkbox', { name: legal.consent }).uncheck();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: legal.consent })).not.toBeChecked();

    await expectNoA11yViolations(page);
    await page.setViewportSize({ width: 360, height: 740 });
    await expectNoHorizontalScroll(page);
  });
}

test('the terms name the courts of Guntur, Andhra Pradesh as jurisdiction', async ({ page }) => {
  await page.goto('/terms-and-conditions');
  const section = page.getByRole('heading', { name: 'Governing law and jurisdiction' }).locator('xpath=..');
  await expect(section).toContainText('exclusive jurisdiction of the courts of Guntur, Andhra Pradesh');
});
