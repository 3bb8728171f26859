// Every signed-in screen at a phone's and a laptop's width: no sideways page scroll, and no control of the
// page covered by something else (a floating widget, a sticky bar, a neighbour), checked where it is drawn.
import { type Page, request as playwrightRequest } from '@playwright/test';
import { panelGroups, sections } from '@college/mfe-admin/sections';
import { ownUserId, storageStateOf } from './accounts.ts';
import { apiCreateStudent, search } from './admin-helpers.ts';
import { expect, expectNoHorizontalScroll, test } from './fixtures.ts';

const WIDTHS = [390, 1366];

/** The page's controls that are in view but not the topmost thing at their own centre. */
function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const covered: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>('#main :is(button, a[href], input:not([type="hidden"]), select, textarea)');
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      // visually hidden (kept for screen readers) or out of view: nothing to cover
      if (box.width <= 1 || box.height <= 1 || box.top < 0 || box.left < 0 || box.bottom > window.innerHeight || box.right > window.innerWidth) continue;
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!top || top === control || control.contains(top) || top.contains(control)) continue;
      if (top instanceof HTMLLabelElement && top.control === control) continue;
      // a wide table scrolls under its own sticky first and last columns, by design: scrolled, the control comes out
      const cell = top.closest('th, td');
      if (cell && cell.closest('table') === control.closest('table') && getComputedStyle(cell).position === 'sticky') continue;
      const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40);
      covered.push(`${control.tagName.toLowerCase()} "${name}" under ${top.tagName.toLowerCase()}.${top.className}`);
    }
    return covered;
  });
}

/** The screen as it is now: no sideways page scroll, every control in view uncovered. */
async function expectFits(page: Page, what: string) {
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  expect(await coveredControls(page), what).toEqual([]);
}

async function expectScreenFits(page: Page, path: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(path);
    await expect(page.locator('#main h1').first()).toBeVisible();
    await expectFits(page, `${path} at ${width} px`);
  }
}

test.describe('the admin portal', () => {
  test.use({ storageState: storageStateOf.admin });
  // names as long as the API takes, without a break, as other tests and real records leave them in the lists
  const long = 'Venkatasubramanyanarasimhaswamynayudu'.repeat(2);
  test.beforeAll(async ({ baseURL }) => {
    const admin = await playwrightRequest.newContext({ baseURL, storageState: storageStateOf.admin });
    expect((await apiCreateStudent(admin, long, long)).id).toBeGreaterThan(0);
    expect((await apiCreateStudent(admin, '=HYPERLINK("http://evil.example","x")')).id).toBeGreaterThan(0);
    expect((await apiCreateStudent(admin, '<img src=x onerror=alert(1)>', '<script>alert(2)</script>')).id).toBeGreaterThan(0);
    await admin.dispose();
  });
  const PICKER_PAGES = new Set(['student-subjects', 'student-grades', 'student-documents']);
  const ids = [...sections.map((section) => section.id), ...panelGroups.flatMap((group) => group.items.map((item) => item.id))];
  for (const id of ids.filter((id) => !PICKER_PAGES.has(id))) {
    test(`/admin-dashboard/${id} fits 390 and 1366 px with every control uncovered`, async ({ page }) => {
      await expectScreenFits(page, `/admin-dashboard/${id}`);
    });
  }
  // A picker page changes as it is used: the students as listed, those a search finds, then one chosen, whose
  // name heads what follows (their subjects, their results)
  for (const id of ids.filter((id) => PICKER_PAGES.has(id))) {
    test(`/admin-dashboard/${id} fits 390 and 1366 px with every control uncovered, a long name listed and chosen`, async ({ page }) => {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`/admin-dashboard/${id}`);
        await expect(page.getByRole('list', { name: 'Matching students' })).toBeVisible();
        await expectFits(page, `${id} at ${width} px`);
        await search(page, 'Search students', long);
        const choice = page
          .getByRole('list', { name: 'Matching students' })
          .getByRole('button', { name: new RegExp(`^${long} ${long}`) })
          .first();
        await expect(choice).toBeVisible();
        await expectFits(page, `${id} at ${width} px, a long name found`);
        await choice.click();
        await expect(page.getByRole('button', { name: 'Choose another student' })).toBeVisible();
        await expect(page.getByText(`${long} ${long}`).first()).toBeVisible();
        await expectFits(page, `${id} at ${width} px, a long name chosen`);
      }
    });
  }
});

test.describe('the student portal', () => {
  test.use({ storageState: storageStateOf.student });
  test('the dashboard and its records fit 390 and 1366 px with every control uncovered', async ({ page }) => {
    const id = await ownUserId(page);
    for (const part of ['', '/subjects', '/results', '/fees']) await expectScreenFits(page, `/student-dashboard/${id}${part}`);
  });
});

test.describe('the faculty portal', () => {
  test.use({ storageState: storageStateOf.faculty });
  test('the dashboard and a subject fit 390 and 1366 px with every control uncovered', async ({ page }) => {
    const id = await ownUserId(page);
    await expectScreenFits(page, `/faculty-dashboard/${id}`);
    await page.getByRole('link', { name: 'Pathology and Microbiology (BPT201)' }).click();
    await expectScreenFits(page, new URL(page.url()).pathname);
  });
});

test('the login pages fit 390 and 1366 px with every control uncovered', async ({ page }) => {
  for (const path of ['/student-login', '/faculty-login']) await expectScreenFits(page, path);
});
