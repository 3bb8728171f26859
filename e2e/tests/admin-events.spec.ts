// Events: list/form toggle, required fields, photo checks (image only, size), add, edit from the row,
// delete confirmation, add failure alert, update and delete failures shown.
import { storageStateOf } from './accounts.ts';
import { failApi, search, unique } from './admin-helpers.ts';
import { expect, expectNoA11yViolations, test } from './fixtures.ts';

test.use({ storageState: storageStateOf.admin });

// A 1x1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('add with a photo, edit from the row, delete after confirming', async ({ page }) => {
  await page.goto('/admin-dashboard/events');
  await expect(page.getByRole('table', { name: 'Events' })).toContainText('Orientation Day (demo event)');
  await expect(page.getByRole('table', { name: 'Events' }).locator('img').first()).toHaveAttribute('src', /^\/api\/events\/photos\/[a-f0-9]{32}-\d+\.jpg$/);
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Add Event' }).click();
  await expect(page.getByRole('button', { name: 'View Events' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Add event' });
  await form.getByRole('button', { name: 'Save Event' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please fill in all required fields');

  await form.getByLabel(/Event photo/).setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('%PDF-1.7 not an image') });
  await expect(form.getByText('The photo must be an image file (JPEG, PNG, GIF, WebP or AVIF).')).toBeVisible();
  await form.getByLabel(/Event photo/).setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.alloc(4 * 1024 * 1024)]) });
  await expect(form.getByText(/The photo is too large/)).toBeVisible();
  await form.getByLabel(/Event photo/).setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('img', { name: 'Chosen event' })).toBeVisible();
  await expectNoA11yViolations(page);

  const title = `Sports Meet ${unique()}`;
  await form.getByLabel('Event title').fill(title);
  await form.getByLabel('Event date').fill('2026-02-14');
  const post = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/events'));
  await form.getByRole('button', { name: 'Save Event' }).click();
  expect((await post).postDataJSON()).toEqual({ eventTitle: title, eventDate: '2026-02-14', webinar: false, eventPhoto: PNG.toString('base64') });
  await expect(page.getByRole('button', { name: 'Add Event' })).toBeVisible();

  await search(page, 'Search events', title);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('2026-02-14');
  const thumbnail = row.locator('img');
  await expect(thumbnail).toHaveAttribute('src', /^\/api\/events\/photos\/[a-f0-9]{32}-1\.jpg$/);
  const savedPhoto = await thumbnail.getAttribute('src');
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('form', { name: 'Edit event' });
  await expect(edit.getByLabel('Event title')).toHaveValue(title);
  await expect(edit.getByLabel('Event date')).toHaveValue('2026-02-14');
  await expect(edit.getByRole('img', { name: 'Current event photo' })).toHaveAttribute('src', savedPhoto as string);
  await edit.getByLabel('Event date').fill('2026-02-15');
  // no new photo chosen: the update leaves the photo out, and the saved one stays
  const put = page.waitForRequest((r) => r.method() === 'PUT' && /\/api\/events\/\d+$/.test(r.url()));
  await edit.getByRole('button', { name: 'Update Event' }).click();
  expect((await put).postDataJSON()).toEqual({ eventTitle: title, eventDate: '2026-02-15', webinar: false });
  await expect(row).toContainText('2026-02-15');
  await expect(thumbnail).toHaveAttribute('src', savedPhoto as string);

  await page.getByRole('button', { name: `Delete ${title}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText('Are you sure you want to delete this event?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No events found.')).toBeVisible();
});

test('a failed add shows "Failed to add event. Please try again."', async ({ page }) => {
  await failApi(page, 'POST', '/api/events');
  await page.goto('/admin-dashboard/events');
  await page.getByRole('button', { name: 'Add Event' }).click();
  const form = page.getByRole('form', { name: 'Add event' });
  await form.getByLabel('Event title').fill('Will fail');
  await form.getByLabel('Event date').fill('2026-03-01');
  await form.getByRole('button', { name: 'Save Event' }).click();
  await expect(form.getByRole('alert')).toHaveText('Failed to add event. Please try again.');
  await page.getByRole('button', { name: 'View Events' }).click();
  await expect(page.getByRole('table', { name: 'Events' })).toBeVisible();
});

test('a failed update and a failed delete are shown to the admin', async ({ page }) => {
  const title = `Failing ${unique()}`;
  const created = await page.request.post('/api/events', { data: { eventTitle: title, eventDate: '2026-05-01', eventPhoto: null } });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;
  await page.goto('/admin-dashboard/events');
  await search(page, 'Search events', title);
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('form', { name: 'Edit event' });
  await edit.getByLabel('Event date').fill('2026-05-02');
  await failApi(page, 'PUT', `/api/events/${id}`, 'Calendar frozen');
  await edit.getByRole('button', { name: 'Update Event' }).click();
  await expect(edit.getByRole('alert')).toHaveText('Failed to update event. HTTP error! Status: 500, Message: Calendar frozen');
  await expect(edit.getByLabel('Event date')).toHaveValue('2026-05-02');
  await page.getByRole('button', { name: 'View Events' }).click();
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('2026-05-01');

  await failApi(page, 'DELETE', `/api/events/${id}`, 'Still needed');
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert')).toHaveText('Delete failed. Error: HTTP error! Status: 500, Message: Still needed');
  await expect(row).toBeVisible();
  expect((await page.request.delete(`/api/events/${id}`)).status()).toBe(200);
});
