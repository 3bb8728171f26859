// A visitor on a slow phone meets a prerendered page that is painted before the app behind it runs. What they
// type, tick, click or submit in that time is not lost: typed text reaches the form, a submission is made once
// the app is live (not by the browser, which would reload the page and wipe the form), and a click on a
// button is carried out, once. Each test runs at 4x CPU slowdown, acts as soon as the page is painted, and
// holds back the app's own code until it has acted, so it always acts before the app is live: either nothing
// has started (the shell's main.js held), or the chrome is live but the page's part is not (the public
// portal's entry held).
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test, waitUntilLive } from './fixtures.ts';

type Held = 'app' | 'page';

/** A page of this test's own (the `page` fixture waits for the live app at each goto), failing on page errors. */
async function slowPhone(context: BrowserContext, errors: Error[]): Promise<Page> {
  await context.route(/^https?:\/\/(?!(localhost|127\.0\.0\.1)[:/])/, (route) => route.abort('blockedbyclient'));
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>chat</title>' }));
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) errors.push(new Error(message.text()));
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return page;
}

/**
 * Opens `path` with the app's code held back (`app`: the shell's main.js; `page`: the public portal's entry),
 * waits for the first paint only, and returns the function that lets the code through.
 */
async function openPainted(page: Page, path: string, held: Held): Promise<() => Promise<void>> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const pattern = held === 'app' ? /\/main\.js$/ : /\/remoteEntry\.js$/;
  await page.route(pattern, async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { polling: 100 });
  if (held === 'page') await expect(page.locator('html[data-chrome-live]')).toHaveCount(1);
  return async () => {
    await expect(page.locator('html[data-app-started]'), 'the page must not be live before its code is let through').toHaveCount(0);
    release();
    await waitUntilLive(page);
  };
}

const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 test') });

test.describe('before the app has started', () => {
  let errors: Error[] = [];
  test.beforeEach(() => {
    errors = [];
  });
  test.afterEach(() => {
    expect(errors, 'uncaught errors or blocked scripts').toEqual([]);
  });

  for (const held of ['app', 'page'] as const) {
    test(`a scholarship application typed and submitted is sent once the app is live (${held === 'app' ? 'nothing' : 'the chrome only'} running)`, async ({
      context,
    }) => {
      const page = await slowPhone(context, errors);
      const release = await openPainted(page, '/scholarships-form', held);
      const field = (name: string) => page.getByLabel(name, { exact: true });
      await field('Full name').fill('Early Visitor');
      await field('Email').fill('early@example.com');
      await field('Phone number (10 digits)').fill('9876543210');
      await field('Academic percentage (85 to 100)').fill('91.5');
      await field('Enrollment number').fill('BPT2025042');
      await field('Personal statement (max 500 words)').fill('Typed before the page was live.');
      await field('Community involvement').fill('Health camps.');
      await field('Income certificate (PDF, max 5MB)').setInputFiles(pdf('income.pdf'));
      await field('Recommendation letter (PDF, max 5MB)').setInputFiles(pdf('letter.pdf'));
      await field('Academic transcript (PDF, max 5MB)').setInputFiles(pdf('transcript.pdf'));
      await page.getByRole('button', { name: 'Submit Application' }).click();
      // the browser did not submit the form itself: same page, nothing wiped
      expect(new URL(page.url()).search).toBe('');
      await expect(field('Full name')).toHaveValue('Early Visitor');

      await release();
      const status = page.getByRole('status').filter({ hasText: 'Form submitted successfully!' });
      await expect(status).toBeVisible();
      await expect(status).toContainText(/Your reference number: SCH-[0-9A-Z]{4}-[0-9A-Z]{4}/);
      // sent, so the form starts again empty
      await expect(field('Full name')).toHaveValue('');
    });
  }

  test('text typed before the app is live is what the form checks and keeps once it is', async ({ context }) => {
    const page = await slowPhone(context, errors);
    const release = await openPainted(page, '/scholarships-form', 'app');
    const field = (name: string) => page.getByLabel(name, { exact: true });
    await field('Full name').fill('Early Visitor');
    await field('Email').fill('early@example.com');
    await release();

    await expect(field('Full name')).toHaveValue('Early Visitor');
    await field('Enrollment number').fill('BPT2025043');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Please correct' })).toContainText('Please correct 7 fields');
    // the fields typed before are in the form's state: valid, and still there after its re-render
    const typed: [string, string][] = [
      ['Full name', 'Early Visitor'],
      ['Email', 'early@example.com'],
      ['Enrollment number', 'BPT2025043'],
    ];
    for (const [name, value] of typed) {
      await expect(field(name)).toHaveValue(value);
      await expect(field(name)).not.toHaveAttribute('aria-invalid', 'true');
    }
    await expect(field('Phone number (10 digits)')).toHaveAttribute('aria-invalid', 'true');
  });

  test('a contact message typed and sent twice before anything runs reaches the college once the page is live, once', async ({ context }) => {
    const page = await slowPhone(context, errors);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/submissions/contact')) sent.push(request.postData() ?? '');
    });
    const release = await openPainted(page, '/contact', 'app');
    const form = page.getByRole('form', { name: 'Send Us a Message' });
    const field = (name: string) => form.getByLabel(name, { exact: true });
    await field('Option').selectOption({ index: 1 });
    const option = await field('Option').inputValue();
    await field('Name').fill('Early Asha');
    await field('Email').fill('early.asha@example.com');
    await field('Phone').fill('+91 98765 43210');
    await field('Description').fill('Typed on a slow phone before the page was live.');
    await form.getByRole('button', { name: 'Send Message' }).dblclick();
    await release();
    const status = form.getByRole('status');
    await expect(status).toContainText('Thank you! Your message has reached the college office.');
    await expect(status).toContainText(/Your reference number: CON-[0-9A-Z]{4}-[0-9A-Z]{4}/);
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0] ?? '{}')).toMatchObject({
      name: 'Early Asha',
      email: 'early.asha@example.com',
      option,
      description: 'Typed on a slow phone before the page was live.',
    });
  });

  test('Show More on /facilities pressed while only the chrome runs shows more once the page is live', async ({ context }) => {
    const page = await slowPhone(context, errors);
    const release = await openPainted(page, '/facilities', 'page');
    const gallery = page.getByRole('region', { name: 'Facility Gallery' });
    await expect(gallery.getByRole('img')).toHaveCount(4);
    await gallery.getByRole('button', { name: 'Show More', exact: true }).click();
    await release();
    await expect(gallery.getByRole('img')).toHaveCount(8);
    await expect(gallery.getByRole('status')).toHaveText('Showing 8 of 15 images');
  });

  test('a question of the exams FAQ opened before anything runs is open once the page is live (opened once, not twice)', async ({ context }) => {
    const page = await slowPhone(context, errors);
    const release = await openPainted(page, '/exams', 'app');
    const question = page.getByRole('region', { name: 'Frequently Asked Questions' }).getByRole('button').nth(2);
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.click();
    await release();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`#${await question.getAttribute('aria-controls')}`)).toBeVisible();
  });

  test('the privacy consent ticked before anything runs is saved once the page is live', async ({ context }) => {
    const page = await slowPhone(context, errors);
    const release = await openPainted(page, '/privacy-policy', 'app');
    const consent = page.getByRole('checkbox', { name: 'I have read and agree to the Privacy Policy' });
    await consent.check();
    await release();
    await expect(consent).toBeChecked();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('privacyPolicyConsent'))).toBe('true');
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'I have read and agree to the Privacy Policy' })).toBeChecked();
  });

  test('nothing moves until the page is live: the top bar stays typed out, its caret and the ticker stay still', async ({ context }) => {
    const page = await slowPhone(context, errors);
    // a visitor who has not asked for reduced motion (these tests' default)
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const release = await openPainted(page, '/', 'page');
    const typed = page.getByTestId('college-code-typed');
    const playStates = () =>
      page.evaluate(() => ['.top-bar__typed', '.home-ticker__belt'].map((selector) => document.querySelector(selector)?.getAnimations()[0]?.playState));
    // the chrome is live (its typewriter would step every 100 ms): for a second, not one change
    const changes = await typed.evaluate(
      (element) =>
        new Promise<number>((resolve) => {
          let seen = 0;
          const observer = new MutationObserver(() => {
            seen += 1;
          });
          observer.observe(element, { childList: true, characterData: true, subtree: true });
          setTimeout(() => {
            observer.disconnect();
            resolve(seen);
          }, 1000);
        }),
    );
    expect(changes).toBe(0);
    await expect(typed).toHaveText('College Code:');
    expect(await playStates()).toEqual(['paused', 'paused']);

    await release();
    await expect(typed).not.toHaveText('College Code:');
    await expect.poll(playStates).toEqual(['running', 'running']);
  });

  test("the chrome's menu button pressed on a phone before anything runs opens the menu once the chrome is live", async ({ context }) => {
    const page = await slowPhone(context, errors);
    await page.setViewportSize({ width: 390, height: 844 });
    const release = await openPainted(page, '/', 'app');
    const menu = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' });
    await menu.click();
    await release();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
  });
});
