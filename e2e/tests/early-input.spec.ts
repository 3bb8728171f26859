// A visitor on a slow phone meets a prerendered page that is painted before the app behind it runs. Its forms
// work by design in that time: the fields keep what is typed (they are uncontrolled, and hydration leaves
// them), and each form is one the browser sends itself: a POST to its API route answered with a page, or a
// search as a GET of the page's own address (`?q=`), which the page applies once live. An early submission is
// never lost. Each test runs at 4x CPU slowdown and acts as soon as the page is painted, with the app's own code
// held back until it has acted: either nothing has started (the shell's main.js held), or the chrome runs but
// the page's part does not (the public portal's entry held). The last group submits forms with JavaScript off.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { storageStateOf } from './accounts.ts';
import { unique } from './admin-helpers.ts';
import { expect, expectNoA11yViolations, expectNoHorizontalScroll, test, waitUntilLive } from './fixtures.ts';

type Held = 'app' | 'page';

const REFERENCE = (prefix: string) => new RegExp(`Your reference number: (${prefix}-[0-9A-Z]{4}-[0-9A-Z]{4})`);

async function isolate(context: BrowserContext) {
  await context.route(/^https?:\/\/(?!(localhost|127\.0\.0\.1)[:/])/, (route) => route.abort('blockedbyclient'));
}

/** A page of this test's own (the `page` fixture waits for the live app at each goto), failing on page errors. */
async function slowPhone(context: BrowserContext, errors: Error[]): Promise<Page> {
  await isolate(context);
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
 * waits for the first paint only (and with `page`, for the shell to be running: it asks for /remotes.json once
 * it has hydrated the chrome). `release` lets the code through and waits for the live page; `letGo` only lets it
 * through (the visitor has left for the form's answer).
 */
async function openPainted(page: Page, path: string, held: Held): Promise<{ release: () => Promise<void>; letGo: () => void }> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(held === 'app' ? /\/main\.js$/ : /\/remoteEntry\.js$/, async (route) => {
    await gate;
    await route.continue().catch(() => {});
  });
  const shellRunning = held === 'page' ? page.waitForRequest(/\/remotes\.json$/) : Promise.resolve();
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { polling: 100 });
  await shellRunning;
  return {
    release: async () => {
      await expect(page.locator('html[data-app-started]'), 'the page must not be live before its code is let through').toHaveCount(0);
      release();
      await waitUntilLive(page);
    },
    letGo: release,
  };
}

/** What the admin's inbox finds for a reference (the admin's own session). */
async function inInbox(browser: Browser, reference: string): Promise<string[]> {
  const context = await browser.newContext({ storageState: storageStateOf.admin });
  const answer = await context.request.get('/api/inbox', { params: { q: reference } });
  expect(answer.ok()).toBe(true);
  const found = JSON.stringify(await answer.json());
  await context.close();
  return found.match(new RegExp(reference, 'g')) ?? [];
}

const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 test') });

async function fillContact(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Send Us a Message' });
  const field = (name: string) => form.getByLabel(name, { exact: true });
  await field('Name').fill('Early Asha');
  await field('Option').selectOption('course');
  await field('Email').fill(email);
  await field('Phone').fill('+91 98765 43210');
  await field('Description').fill('Typed on a slow phone before the page was live.');
  return form;
}

async function fillScholarship(page: Page, email: string) {
  const field = (name: string) => page.getByLabel(name, { exact: true });
  await field('Full name').fill('Early Visitor');
  await field('Email').fill(email);
  await field('Phone number (10 digits)').fill('9876543210');
  await field('Academic percentage (85 to 100)').fill('91.5');
  await field('Enrollment number').fill('BPT2025042');
  await field('Personal statement (max 500 words)').fill('Typed before the page was live.');
  await field('Community involvement').fill('Health camps.');
  await field('Income certificate (PDF, max 5MB)').setInputFiles(pdf('income.pdf'));
  await field('Recommendation letter (PDF, max 5MB)').setInputFiles(pdf('letter.pdf'));
  await field('Academic transcript (PDF, max 5MB)').setInputFiles(pdf('transcript.pdf'));
}

test.describe('before the app has started', () => {
  let errors: Error[] = [];
  test.beforeEach(() => {
    errors = [];
  });
  test.afterEach(() => {
    expect(errors, 'uncaught errors or blocked scripts').toEqual([]);
  });

  for (const held of ['app', 'page'] as const) {
    test(`a scholarship application typed and submitted at once is sent, and the admin sees it (${held === 'app' ? 'nothing' : 'the chrome only'} running)`, async ({
      context,
      browser,
    }) => {
      const page = await slowPhone(context, errors);
      const { letGo } = await openPainted(page, '/scholarships-form', held);
      await fillScholarship(page, `early-${held}-${unique()}@example.com`);
      await page.getByRole('button', { name: 'Submit Application' }).click();
      // sent by the browser itself (answered with a page) or by the app once live: either way, a reference
      const line = page.getByText(REFERENCE('SCH'));
      await expect(line).toBeVisible({ timeout: 20_000 });
      const reference = REFERENCE('SCH').exec((await line.textContent()) ?? '')?.[1] ?? '';
      expect(await inInbox(browser, reference)).not.toHaveLength(0);
      letGo();
    });
  }

  test('a contact message typed and sent before anything runs is posted by the browser, stored once, and seen by the admin', async ({ context, browser }) => {
    const page = await slowPhone(context, errors);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/submissions/contact')) sent.push(request.postData() ?? '');
    });
    const { letGo } = await openPainted(page, '/contact', 'app');
    const email = `early.asha-${unique()}@example.com`;
    const form = await fillContact(page, email);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveTitle('Message: sent | Physiotherapy College');
    const reference = REFERENCE('CON').exec((await page.getByRole('status').textContent()) ?? '')?.[1] ?? '';
    expect(reference).not.toBe('');
    expect(sent).toHaveLength(1);
    expect(Object.fromEntries(new URLSearchParams(sent[0]))).toMatchObject({
      name: 'Early Asha',
      option: 'course',
      email,
      description: 'Typed on a slow phone before the page was live.',
    });
    expect(await inInbox(browser, reference)).not.toHaveLength(0);
    // the answer is a page like any other: accessible, and fits a phone
    await expectNoA11yViolations(page, []);
    await page.setViewportSize({ width: 360, height: 740 });
    await expectNoHorizontalScroll(page);
    // Back: the form, with what was typed (the browser restores it; the app, let through now, keeps it)
    letGo();
    await page.goBack();
    await expect(page.getByRole('form', { name: 'Send Us a Message' }).getByLabel('Name', { exact: true })).toHaveValue('Early Asha');
  });

  test('text typed before the app is live is kept once it is, and is what the form checks and sends', async ({ context }) => {
    const page = await slowPhone(context, errors);
    const { release } = await openPainted(page, '/scholarships-form', 'app');
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

  test('a contact message typed while only the chrome runs is sent by the live form, with the early text', async ({ context }) => {
    const page = await slowPhone(context, errors);
    const { release } = await openPainted(page, '/contact', 'page');
    const form = await fillContact(page, `early.chrome-${unique()}@example.com`);
    await release();
    const field = (name: string) => form.getByLabel(name, { exact: true });
    await expect(field('Name')).toHaveValue('Early Asha');
    // a change once live re-renders the form: the early text stays, and is sent
    await field('Description').fill('Typed early, finished once live.');
    await expect(field('Name')).toHaveValue('Early Asha');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const status = form.getByRole('status');
    await expect(status).toContainText('Thank you! Your message has reached the college office.');
    await expect(status).toContainText(REFERENCE('CON'));
    await expect(field('Name')).toHaveValue('');
  });

  test("the footer's subscription typed and sent before anything runs is answered", async ({ context }) => {
    const page = await slowPhone(context, errors);
    const { letGo } = await openPainted(page, '/', 'app');
    const form = page.getByRole('contentinfo').getByRole('form', { name: 'For Latest Updates' });
    await form.getByLabel('Your e-mail address').fill(`early-updates-${unique()}@example.test`);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('status')).toHaveText(/Please confirm your subscription with the link we have sent to your e-mail address\./);
    letGo();
  });

  test("the admission form's side link clicked before anything runs leads to the contact form", async ({ context }) => {
    const page = await slowPhone(context, errors);
    const { release } = await openPainted(page, '/', 'app');
    await page.getByRole('link', { name: 'Open admission form' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await release();
    await expect(page.getByRole('form', { name: 'Send Us a Message' })).toBeVisible();
    // live, the same link opens the pop-up
    await page.getByRole('link', { name: 'Open admission form' }).click();
    await expect(page.getByRole('dialog', { name: 'Admission Enquiry - BPT Programme' })).toBeVisible();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('an FAQ question clicked before anything runs opens, and stays open once the page is live', async ({ context }) => {
    const page = await slowPhone(context, errors);
    const { release } = await openPainted(page, '/', 'app');
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    await faq.getByText('Is the college recognised?').click();
    await expect(faq.getByText(/affiliated with/)).toBeVisible();
    await release();
    await expect(faq.getByText(/affiliated with/)).toBeVisible();
  });

  test('an exam tab clicked before anything runs shows its panel', async ({ context }) => {
    const page = await slowPhone(context, errors);
    const { release } = await openPainted(page, '/exams', 'app');
    await page.getByRole('tab', { name: 'Results' }).click();
    await expect(page).toHaveURL(/\/exams\/results$/);
    await release();
    await expect(page.getByRole('tab', { name: 'Results' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Results' })).toBeVisible();
  });

  test('nothing moves until the page is live: the top bar stays typed out, its caret and the ticker stay still', async ({ context }) => {
    const page = await slowPhone(context, errors);
    // a visitor who has not asked for reduced motion (these tests' default)
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const { release } = await openPainted(page, '/', 'page');
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
});

/** A contact message sent through the API: its reference, for the status check. */
async function sentMessage(context: BrowserContext, email: string): Promise<string> {
  const answer = await context.request.post('/api/submissions/contact', {
    data: { name: 'Status Visitor', option: 'course', email, phone: '+91 98765 43210', description: 'A message to check on.' },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { reference: string }).reference;
}

const galleryCards = (page: Page) => page.locator('.gallery-grid > li');
const galleryFilter = (page: Page, name: string) => page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name, exact: true });
const LIBRARY = '/services/digital-library';

/** The books service (the shell's BOOKS_API_BASE in playwright.config.ts): three volumes titled after the query. */
async function serveBooks(page: Page) {
  await page.route('https://books.test.invalid/books/v1/volumes**', (route) => {
    const query = new URL(route.request().url()).searchParams.get('q') ?? '';
    const items = [1, 2, 3].map((n) => ({ id: `${query}-${n}`, volumeInfo: { title: `${query} Book ${n}`, authors: ['An Author'] } }));
    return route.fulfill({ json: { totalItems: items.length, items } });
  });
}

test.describe('searches and the status check, before the app has started', () => {
  let errors: Error[] = [];
  test.beforeEach(() => {
    errors = [];
  });
  test.afterEach(() => {
    expect(errors, 'uncaught errors or blocked scripts').toEqual([]);
  });

  test('a status check typed before the page is live is kept once it is, and is what is checked', async ({ context }) => {
    const email = `early-status-${unique()}@example.com`;
    const reference = await sentMessage(context, email);
    const page = await slowPhone(context, errors);
    const { release } = await openPainted(page, '/applications/status', 'app');
    await page.getByLabel('Reference number').fill(reference);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await release();

    await expect(page.getByLabel('Reference number')).toHaveValue(reference);
    await page.getByRole('button', { name: 'Check status' }).click();
    const status = page.getByRole('status').filter({ hasText: reference });
    await expect(status).toContainText(`Application ${reference}`);
    await expect(status).toContainText('Status: New');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  });

  test('a status check sent before anything runs is posted by the browser and answered with the status', async ({ context }) => {
    const email = `early-status-${unique()}@example.com`;
    const reference = await sentMessage(context, email);
    const page = await slowPhone(context, errors);
    const { letGo } = await openPainted(page, '/applications/status', 'app');
    await page.getByLabel('Reference number').fill(reference);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Check status' }).click();
    await expect(page).toHaveTitle(`Application ${reference} | Physiotherapy College`);
    await expect(page.getByRole('status')).toHaveText('Status: New');
    await expectNoA11yViolations(page, []);
    letGo();
    await page.getByRole('link', { name: 'Back to the form' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check Your Application Status' })).toBeVisible();
  });

  test('a gallery search typed while only the chrome runs filters the images once the page is live', async ({ context }) => {
    const page = await slowPhone(context, errors);
    const { release } = await openPainted(page, '/gallery', 'page');
    await page.getByLabel('Search the gallery').fill('deepavali');
    await release();
    await expect(galleryCards(page)).toHaveCount(1);
    await expect(galleryCards(page).first()).toContainText('Diwali Greetings');
    await expect(page.getByLabel('Search the gallery')).toHaveValue('deepavali');
  });

  test('a gallery category clicked before anything runs is sent with the search, and shown once live', async ({ context }) => {
    const page = await slowPhone(context, errors);
    const { release } = await openPainted(page, '/gallery', 'app');
    await page.getByLabel('Search the gallery').fill('lab');
    await galleryFilter(page, 'About College').click();
    await expect(page).toHaveURL(/\/gallery\?q=lab&category=aboutCollege$/);
    await release();
    await expect(galleryFilter(page, 'About College')).toHaveAttribute('aria-pressed', 'true');
    await expect(galleryFilter(page, 'All')).toHaveAttribute('aria-pressed', 'false');
    await expect(galleryCards(page)).toHaveCount(2);
    await expect(page.getByLabel('Search the gallery')).toHaveValue('lab');
    // live, a category keeps the search and goes into the address
    await galleryFilter(page, 'All').click();
    await expect(page).toHaveURL(/\/gallery\?q=lab$/);
    await expect(galleryFilter(page, 'All')).toHaveAttribute('aria-pressed', 'true');
  });

  test('a library search sent before anything runs is searched once the page is live', async ({ context }) => {
    const page = await slowPhone(context, errors);
    await serveBooks(page);
    const { release } = await openPainted(page, LIBRARY, 'app');
    await page.getByLabel('Search books by title, author or topic').fill('stroke rehab');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(`${LIBRARY}?q=stroke+rehab`);
    await release();
    const results = page.getByRole('region', { name: 'Search Results' });
    await expect(results.getByRole('listitem')).toHaveCount(3);
    await expect(results.getByRole('heading', { name: 'stroke rehab Book 1' })).toBeVisible();
  });

  test('a library search typed before the page is live is what the live form searches', async ({ context }) => {
    const page = await slowPhone(context, errors);
    await serveBooks(page);
    const { release } = await openPainted(page, LIBRARY, 'page');
    await page.getByLabel('Search books by title, author or topic').fill('kinesiology');
    await release();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Search Results' }).getByRole('heading', { name: 'kinesiology Book 1' })).toBeVisible();
    await expect(page).toHaveURL(`${LIBRARY}?q=kinesiology`);
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form is sent, and bad input is answered with the field named and nothing stored', async ({ page, browser }) => {
    await isolate(page.context());
    await page.goto('/contact');
    const email = `no-script-${unique()}@example.com`;
    const form = await fillContact(page, email);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveTitle('Message: sent | Physiotherapy College');
    const reference = REFERENCE('CON').exec((await page.getByRole('status').textContent()) ?? '')?.[1] ?? '';
    expect(await inInbox(browser, reference)).not.toHaveLength(0);

    await page.goto('/contact');
    const again = await fillContact(page, 'not-an-address');
    await again.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveTitle('Message: not sent | Physiotherapy College');
    await expect(page.getByRole('alert')).toContainText(/e-?mail/i);
    await page.getByRole('link', { name: 'Back to the form' }).click();
    await expect(page.getByRole('form', { name: 'Send Us a Message' })).toBeVisible();
  });

  test('the scholarship application is sent with its three PDFs', async ({ page, browser }) => {
    await isolate(page.context());
    await page.goto('/scholarships-form');
    await fillScholarship(page, `no-script-${unique()}@example.com`);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page).toHaveTitle('Scholarship application: sent | Physiotherapy College');
    const reference = REFERENCE('SCH').exec((await page.getByRole('status').textContent()) ?? '')?.[1] ?? '';
    expect(await inInbox(browser, reference)).not.toHaveLength(0);
  });

  test("the footer's subscription is sent", async ({ page }) => {
    await isolate(page.context());
    await page.goto('/');
    const form = page.getByRole('contentinfo').getByRole('form', { name: 'For Latest Updates' });
    await form.getByLabel('Your e-mail address').fill(`no-script-${unique()}@example.test`);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveTitle('Subscription: sent | Physiotherapy College');
    await expect(page.getByRole('status')).toContainText('Please confirm your subscription with the link we have sent to your e-mail address.');
  });

  test('the status check is answered with a page', async ({ page, context }) => {
    const email = `no-script-status-${unique()}@example.com`;
    const reference = await sentMessage(context, email);
    await isolate(context);
    await page.goto('/applications/status');
    await page.getByLabel('Reference number').fill(reference);
    await page.getByLabel('Email', { exact: true }).fill('someone.else@example.com');
    await page.getByRole('button', { name: 'Check status' }).click();
    await expect(page).toHaveTitle('Status check: no answer | Physiotherapy College');
    await expect(page.getByRole('alert')).toContainText('No application matches that reference number and e-mail address.');
  });
});
