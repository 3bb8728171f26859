// The shell's chrome on every page: top bar, both navigation bars, admission pop-up, help widget,
// scroll-to-top and footer. Page content belongs to the portals, so only chrome elements are asserted.
// Every test starts with the page clock paused, so timers (typing, help auto-open) move only when told.
import type { BrowserContext, Page } from '@playwright/test';
import { footerColumns, institution } from '@college/shared-ui/content';
import { expect, expectNoA11yViolations, expectNoHorizontalScroll, test } from './fixtures.ts';

// This spec checks motion itself, so it runs without the suite's reduced-motion default.
test.use({ reducedMotion: 'no-preference' });

const START = new Date('2026-05-04T09:00:00Z').getTime();
const CHAT_PAGE = '<!doctype html><html lang="en"><title>Chat</title><p>chat</p></html>';

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: START });
  await page.clock.pauseAt(START + 1000);
});

/** Chat-app links open a tiny local page instead of reaching the internet. */
async function stubChat(context: BrowserContext) {
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: CHAT_PAGE }));
}

const banner = (page: Page) => page.getByRole('banner');
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const footer = (page: Page) => page.getByRole('contentinfo');
const admissionDialog = (page: Page) => page.getByRole('dialog', { name: 'Admission Enquiry - BPT Programme' });
const helpPanel = (page: Page) => page.getByRole('dialog', { name: 'Need help?' });

async function openAdmission(page: Page) {
  await page.getByRole('link', { name: 'Open admission form' }).click();
  await expect(admissionDialog(page)).toBeVisible();
}

test.describe('top bar', () => {
  test("types 'College Code:' at 100 ms a letter, restarts after 1 s, and reads once to screen readers", async ({ page }) => {
    await page.goto('/');
    const typed = page.getByTestId('college-code-typed');
    await expect(typed).toHaveText('');
    const label = 'College Code:';
    for (let length = 1; length <= label.length; length += 1) {
      await page.clock.runFor(100);
      await expect(typed).toHaveText(label.slice(0, length));
    }
    await page.clock.runFor(900);
    await expect(typed).toHaveText(label);
    await page.clock.runFor(100);
    await expect(typed).toHaveText('');
    await page.clock.runFor(100);
    await expect(typed).toHaveText('C');
    await expect(banner(page).getByText(institution.collegeCode, { exact: true })).toBeVisible();
    // The animation is hidden from assistive technology; a static label says it once.
    await expect(page.locator('.top-bar__code')).toMatchAriaSnapshot(`- paragraph: "${label} ${institution.collegeCode}"`);
  });

  test('shows the full text and stops typing under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const typed = page.getByTestId('college-code-typed');
    await expect(typed).toHaveText('College Code:');
    await page.clock.runFor(1500);
    await expect(typed).toHaveText('College Code:');
    await openAdmission(page);
    await admissionDialog(page).evaluate((dialog) => {
      dialog.scrollTop = 60;
    });
    await page.clock.runFor(100);
    await expect(page.getByTestId('admission-circle')).toHaveCount(0);
  });

  test('Student Login and Staff Login lead to the two login pages', async ({ page }) => {
    await page.goto('/');
    await banner(page).getByRole('link', { name: 'Student Login' }).click();
    await expect(page).toHaveURL(/\/student-login$/);
    await banner(page).getByRole('link', { name: 'Staff Login' }).click();
    await expect(page).toHaveURL(/\/faculty-login$/);
  });
});

test.describe('navigation bar', () => {
  test('main bar: six entries with icons, current page marked, always shown at 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const nav = mainNav(page);
    await expect(nav.getByRole('button', { name: 'Menu' })).toBeHidden();
    const titles = ['Home', 'About', 'Services', 'Facilities', 'Contact', 'Courses'];
    for (const title of titles) await expect(nav.getByRole('link', { name: title, exact: true })).toBeVisible();
    await expect(nav.locator('li svg')).toHaveCount(titles.length);
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByText(institution.managingBody)).toHaveCount(0);

    await nav.getByRole('link', { name: 'Facilities', exact: true }).click();
    await expect(page).toHaveURL(/\/facilities$/);
    await expect(nav.getByRole('link', { name: 'Facilities', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: `${institution.name} home` }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('variant bar on exam pages: managing body and academic links; its menu swaps Exams for Faculty & Calendar', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/exams/results');
    const nav = mainNav(page);
    await expect(nav.getByText(institution.managingBody)).toBeVisible();
    await expect(nav.getByText(institution.name, { exact: true })).toBeVisible();
    const wide = {
      Home: '/',
      Exams: '/exams',
      'Digital Library': '/services/digital-library',
      Scholarships: '/services/scholarships',
      'R & D': '/services/research-laboratory',
    };
    for (const [title, href] of Object.entries(wide)) await expect(nav.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', href);
    await expect(nav.getByRole('link', { name: 'Exams', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Faculty & Calendar' })).toBeHidden();
    await expect(nav.getByRole('link', { name: 'About', exact: true })).toHaveCount(0);

    await page.setViewportSize({ width: 390, height: 844 });
    await nav.getByRole('button', { name: 'Menu' }).click();
    await expect(nav.getByRole('link', { name: 'Faculty & Calendar' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Faculty & Calendar' })).toHaveAttribute('href', '/faculty-and-calendar');
    await expect(nav.getByRole('link', { name: 'Exams', exact: true })).toBeHidden();
    for (const title of ['Home', 'Digital Library', 'Scholarships', 'R & D']) await expect(nav.getByRole('link', { name: title, exact: true })).toBeVisible();

    await nav.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(nav.getByText(institution.managingBody)).toHaveCount(0);
  });

  test('collapsible icon menu at 390 px opens, closes on Escape and on navigation', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const nav = mainNav(page);
    const toggle = nav.getByRole('button', { name: 'Menu' });
    const contact = nav.getByRole('link', { name: 'Contact', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(contact).toBeHidden();
    const menuId = await toggle.getAttribute('aria-controls');
    expect(menuId).toBeTruthy();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`[id="${menuId}"]`)).toBeVisible();
    await expect(contact).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(contact).toBeHidden();
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(contact).toBeVisible();
    await contact.click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(contact).toBeHidden();
  });
});

test.describe('admission pop-up', () => {
  test("the form's code is downloaded only when a visitor reaches for the button", async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const loaded = scripts.length;
    const trigger = page.getByRole('link', { name: 'Open admission form' });
    await trigger.hover();
    await expect.poll(() => scripts.length).toBe(loaded + 1);
    await trigger.click();
    await expect(admissionDialog(page)).toBeVisible();
    expect(scripts).toHaveLength(loaded + 1);
  });

  test('validates each field and ties the messages to it', async ({ page }) => {
    await page.goto('/');
    await openAdmission(page);
    const dialog = admissionDialog(page);
    await expect(dialog.getByLabel('Full Name')).toBeFocused();
    await expect(dialog.getByLabel('Phone Number')).toHaveAttribute('type', 'tel');
    await expect(dialog.getByLabel('NEET Rank (if applicable)')).toHaveAttribute('type', 'number');
    await expect(dialog.getByRole('link', { name: /online admission form/ })).toHaveAttribute('href', institution.externalForms.admission);
    await expect(dialog.getByRole('link', { name: /online admission form/ })).toHaveAttribute('target', '_blank');

    await dialog.getByRole('button', { name: 'Submit' }).click();
    const expected: [string, string][] = [
      ['Full Name', 'Full name is required'],
      ['Email', 'Email is required'],
      ['Phone Number', 'Phone number is required'],
      ['Quota Preference', 'Please select a quota'],
    ];
    for (const [label, message] of expected) {
      const field = dialog.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(message);
    }
    await expect(dialog.getByLabel('NEET Rank (if applicable)')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Full Name')).toBeFocused();

    await dialog.getByLabel('Full Name').fill('Asha Rao');
    await dialog.getByLabel('Email', { exact: true }).fill('asha@');
    await dialog.getByLabel('Phone Number').fill('9876543210');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByLabel('Email', { exact: true })).toHaveAccessibleDescription('Invalid email address');
    await expect(dialog.getByLabel('Full Name')).not.toHaveAttribute('aria-invalid', 'true');

    // The 'Select Quota' placeholder is not an answer.
    await dialog.getByLabel('Email', { exact: true }).fill('asha@example.com');
    const quota = dialog.getByLabel('Quota Preference');
    await expect(quota.locator('option:checked')).toHaveText('Select Quota');
    await quota.selectOption('management');
    await quota.selectOption('');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(quota).toHaveAccessibleDescription('Please select a quota');
    await expect(quota).toBeFocused();
    await expect(dialog).toBeVisible();
  });

  test('Send via WhatsApp opens the chat app with the enquiry in a new tab, then closes', async ({ page, context }) => {
    await stubChat(context);
    await page.goto('/');
    await openAdmission(page);
    const dialog = admissionDialog(page);
    await dialog.getByLabel('Full Name').fill('Asha Rao');
    await dialog.getByLabel('Email', { exact: true }).fill('asha@example.com');
    await dialog.getByLabel('Phone Number').fill('9876543210');
    await dialog.getByLabel('Quota Preference').selectOption('convener');
    const popupPromise = context.waitForEvent('page');
    await dialog.getByRole('button', { name: 'Send via WhatsApp' }).click();
    const popup = await popupPromise;
    await popup.waitForURL(/^https:\/\/wa\.me\//);
    const url = new URL(popup.url());
    expect(url.origin + url.pathname).toBe(`https://wa.me/${institution.chatNumber}`);
    expect(url.searchParams.get('text')?.split('\n')).toEqual([
      'Admission Form Submission - BPT Programme',
      '',
      'Full Name: Asha Rao',
      'Email: asha@example.com',
      'Phone Number: 9876543210',
      'NEET Rank: Not provided',
      'Quota Preference: Convener',
    ]);
    // Opened without a way back to this page.
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await popup.close();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('link', { name: 'Open admission form' })).toBeFocused();
  });

  test('closes with Cancel, a click outside, the close mark and Escape; opens from the hidden trigger', async ({ page }) => {
    await page.goto('/');
    const dialog = admissionDialog(page);
    await openAdmission(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await openAdmission(page);
    await page.mouse.click(8, 8);
    await expect(dialog).toBeHidden();

    await openAdmission(page);
    await page.getByRole('button', { name: 'Close admission form' }).click();
    await expect(dialog).toBeHidden();

    await openAdmission(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The hidden trigger shows up only when it has keyboard focus.
    const trigger = page.getByRole('link', { name: 'Admission enquiry form' });
    expect((await trigger.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
    await trigger.focus();
    expect((await trigger.boundingBox())?.width ?? 0).toBeGreaterThan(40);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
  });

  test('stays within 80% of the viewport and shows a decorative circle for 2 s after 10 px of scroll', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 560 });
    await page.goto('/');
    await openAdmission(page);
    const dialog = admissionDialog(page);
    const box = await dialog.boundingBox();
    expect(box?.height ?? Infinity).toBeLessThanOrEqual(560 * 0.8 + 1);
    const circle = page.getByTestId('admission-circle');

    await dialog.evaluate((element) => {
      element.scrollTop = 8;
    });
    await page.clock.runFor(50);
    await expect(circle).toHaveCount(0);
    await dialog.evaluate((element) => {
      element.scrollTop = 60;
    });
    await expect(circle).toBeVisible();
    await expect(circle).toHaveAttribute('aria-hidden', 'true');
    await page.clock.runFor(1900);
    await expect(circle).toBeVisible();
    await page.clock.runFor(100);
    await expect(circle).toHaveCount(0);
  });
});

test.describe('help widget', () => {
  test('opens by itself after 5 s without taking focus, only once; toggles and closes', async ({ page, context }) => {
    await stubChat(context);
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Chat help' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const closedAt = await toggle.boundingBox();
    await page.clock.runFor(4900);
    await expect(helpPanel(page)).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(helpPanel(page)).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // the panel opens above the toggle, which stays where it was: nothing on the page shifts
    expect(await toggle.boundingBox()).toEqual(closedAt);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

    const popupPromise = context.waitForEvent('page');
    await helpPanel(page)
      .getByRole('link', { name: /Start a chat/ })
      .click();
    const popup = await popupPromise;
    await popup.waitForURL(new RegExp(`^https://wa\\.me/${institution.chatNumber}\\?text=`));
    await popup.close();

    await helpPanel(page).getByRole('button', { name: 'Close' }).click();
    await expect(helpPanel(page)).toHaveCount(0);
    await page.clock.runFor(10_000);
    await expect(helpPanel(page)).toHaveCount(0);

    await toggle.click();
    await expect(helpPanel(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(helpPanel(page)).toHaveCount(0);
    await toggle.click();
    await toggle.click();
    await expect(helpPanel(page)).toHaveCount(0);
  });
});

test('help widget: on a phone its button keeps off the first screen until the page is scrolled or the panel opens', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Chat help' });
  await expect(footer(page)).toBeAttached();
  await expect(toggle).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect(toggle).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(toggle).toBeHidden();
  await page.clock.runFor(5000);
  await expect(helpPanel(page)).toBeVisible();
  await expect(toggle).toBeVisible();
});

test.describe('scroll to top', () => {
  test('appears after 300 px of scroll, scrolls up and moves focus to the top', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto('/');
    await expect(footer(page)).toBeVisible();
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await page.evaluate(() => window.scrollTo(0, 280));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(280);
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('banner')).toBeFocused();
    await expect(button).toHaveCount(0);
  });
});

test.describe('footer', () => {
  test("is laid out only as it nears the screen, as are the gallery's later cards, and no form field is skipped", async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/gallery');
    const heading = footer(page).getByRole('heading', { name: footerColumns[0]!.title });
    // skipped by the browser at first (a phone's first tasks do not lay it out), yet named to assistive technology
    expect(await heading.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }))).toBe(false);
    // no form field sits inside a skipped block: Chromium lays such a block out when the parse ends (its form filling
    // looks at every field then), which undid the skip in the very task it is there to shorten
    const fieldsInSkippedBlocks = await page.evaluate(() =>
      [...document.querySelectorAll('input, select, textarea')]
        .filter((field) => {
          for (let block = field.parentElement; block; block = block.parentElement) {
            if (getComputedStyle(block).contentVisibility === 'auto') return true;
          }
          return false;
        })
        .map((field) => field.outerHTML),
    );
    expect(fieldsInSkippedBlocks).toEqual([]);
    const laterCard = page.locator('.gallery-card').nth(6).getByRole('heading');
    expect(await laterCard.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }))).toBe(false);
    await heading.scrollIntoViewIfNeeded();
    await expect.poll(() => heading.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }))).toBe(true);
    await expect(heading).toBeInViewport();
  });

  test('has every column with its links, Reach Us, address, Last Updated and the credit', async ({ page }) => {
    await page.goto('/');
    const foot = footer(page);
    for (const column of footerColumns) {
      await expect(foot.getByRole('heading', { name: column.title })).toBeVisible();
      for (const link of column.links) {
        const element = foot.getByRole('link', { name: link.name, exact: !link.external }).first();
        await expect(element).toHaveAttribute('href', link.href);
        if (link.external) {
          await expect(element).toHaveAttribute('target', '_blank');
          await expect(element).toHaveAttribute('rel', /noopener/);
        }
      }
    }
    const important = { 'Our Gallery': '/gallery', Brochures: '/under-developments-or-maintenance', Career: '/under-developments-or-maintenance' };
    for (const [name, href] of Object.entries(important)) await expect(foot.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    await expect(foot.getByRole('link', { name: /^Feedback/ })).toHaveAttribute('target', '_blank');
    await expect(foot.getByRole('link', { name: /^Grievance/ })).toHaveAttribute('target', '_blank');
    await expect(foot.getByRole('link', { name: 'Bachelor of Physiotherapy' })).toHaveAttribute('href', '/service-details/physiotherapy');
    await expect(foot.getByRole('link', { name: 'Free Computer Training' })).toHaveAttribute('href', '/service-details/computer-course');
    for (const network of ['LinkedIn', 'WhatsApp', 'Instagram', 'Facebook']) {
      await expect(foot.getByRole('link', { name: new RegExp(`^${network}`) })).toHaveAttribute('target', '_blank');
    }

    await expect(foot.getByRole('heading', { name: 'Reach Us' })).toBeVisible();
    await expect(foot.getByRole('link', { name: institution.phone })).toHaveAttribute('href', /^tel:\+?\d+$/);
    for (const email of [institution.emails.info, institution.emails.admissions]) {
      await expect(foot.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    }
    await expect(foot.locator('address')).toContainText(institution.address.postalCode);
    await expect(foot.getByText('Last Updated: May-2025')).toBeVisible();
    await expect(foot.getByRole('link', { name: institution.developer.email })).toHaveAttribute('href', `mailto:${institution.developer.email}`);

    await foot.getByRole('link', { name: 'Our Gallery' }).click();
    await expect(page).toHaveURL(/\/gallery$/);
  });

  test('loads the map only on request', async ({ page, context }) => {
    const mapRequests: string[] = [];
    await context.route('https://maps.example.com/**', (route) => {
      mapRequests.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Map</title><p>map</p></html>' });
    });
    await page.goto('/');
    const foot = footer(page);
    await expect(foot.locator('iframe')).toHaveCount(0);
    await foot.getByRole('button', { name: 'Show map' }).click();
    const map = foot.locator(`iframe[title="Map showing the location of ${institution.name}"]`);
    await expect(map).toBeVisible();
    await expect(map).toHaveAttribute('src', institution.map.embedUrl);
    await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
  });

  test("'For Latest Updates' checks the address, then stores it and asks for its confirmation", async ({ page }) => {
    await page.goto('/');
    const form = footer(page).getByRole('form', { name: 'For Latest Updates' });
    const email = form.getByLabel('Your e-mail address');
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).not.toHaveAttribute('required');
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') posts.push(new URL(request.url()).pathname);
    });
    await email.fill('not-an-address');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Invalid email address');
    expect(posts).toEqual([]);
    await email.fill(`parent-${Date.now()}@example.com`);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByText('Thank you. Please confirm your subscription with the link we have sent to your e-mail address.')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    await expect(email).toHaveValue('');
    expect(posts).toEqual(['/api/newsletter/subscriptions']);
  });
});

test.describe('layout and accessibility', () => {
  test('no horizontal scroll at 360 px, with the menu, help and admission form open', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ['/', '/exams']) {
      await page.goto(path);
      await expect(footer(page)).toBeVisible();
      await expectNoHorizontalScroll(page);
      await mainNav(page).getByRole('button', { name: 'Menu' }).click();
      await page.clock.runFor(5000);
      await expect(helpPanel(page)).toBeVisible();
      await expectNoHorizontalScroll(page);
    }
    await openAdmission(page);
    const box = await admissionDialog(page).boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 999) <= 360).toBe(true);
    await expectNoHorizontalScroll(page);
  });

  test('axe finds no serious violation in the chrome, closed or open', async ({ page }) => {
    test.slow();
    const outsideChrome = ['#main'];
    // still: the top bar typing a letter every 100 ms restyles the page under axe's colour checks (several times slower)
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(footer(page)).toBeVisible();
    await page.clock.runFor(5000);
    await expect(helpPanel(page)).toBeVisible();
    // axe waits on timers of its own.
    await page.clock.resume();
    await expectNoA11yViolations(page, outsideChrome);
    await openAdmission(page);
    await admissionDialog(page).getByRole('button', { name: 'Submit' }).click();
    await expectNoA11yViolations(page, outsideChrome);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/exams');
    await mainNav(page).getByRole('button', { name: 'Menu' }).click();
    await expectNoA11yViolations(page, outsideChrome);
  });
});
