// A student's photo and admission documents: the student uploads a document, the admin rejects it with a
// reason, the student reads the reason and uploads it again, the admin verifies it and the student sees it
// verified. A fresh student each run, so the journey starts from "Not uploaded" every time.
import type { Browser, Page } from '@playwright/test';
import { createStudent, setNewPassword, signInThroughPage, storageStateOf } from './accounts.ts';
import { search } from './admin-helpers.ts';
import { expect, expectNoA11yViolations, expectNoHorizontalScroll, test } from './fixtures.ts';

const DOCUMENT = 'Conduct certificate';
const REASON = 'The principal’s signature is missing: upload the signed copy.';
const pdf = (text: string) => ({ name: 'conduct.pdf', mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`) });
/** A 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function adminPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  return (await browser.newContext({ baseURL, storageState: storageStateOf.admin })).newPage();
}

/** The admin opens the student's documents (a fresh page each time: what the student changed meanwhile shows). */
async function openDocumentsOf(admin: Page, lastName: string) {
  await admin.goto('/admin-dashboard/student-documents');
  await expect(admin.getByRole('heading', { level: 1, name: 'Student Documents' })).toBeVisible();
  await search(admin, 'Search students', lastName);
  await admin.getByRole('button', { name: new RegExp(`^Fresh ${lastName}`) }).click();
  return admin.getByRole('table', { name: `Admission documents of Fresh ${lastName}` }).getByRole('row', { name: new RegExp(`^${DOCUMENT}`) });
}

test('a document rejected with a reason is uploaded again and verified; the student sees each step', async ({ browser, baseURL }) => {
  const admin = await adminPage(browser, baseURL);
  const fresh = await createStudent(admin.request);
  const { lastName } = fresh;
  const student = await (await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } })).newPage();
  await signInThroughPage(student, '/student-login', fresh.email, fresh.initialPassword);
  await setNewPassword(student, fresh.initialPassword, 'documents-own-password');
  await expect(student).toHaveURL(new RegExp(`/student-dashboard/${fresh.id}$`));

  await student.getByRole('navigation', { name: 'Your records' }).getByRole('link', { name: 'Photo and Documents' }).click();
  await expect(student).toHaveURL(`/student-dashboard/${fresh.id}/documents`);
  await expect(student).toHaveTitle('Photo and Documents | Student Dashboard | Physiotherapy College');
  const documents = student.getByRole('list', { name: 'Admission documents' });
  await expect(documents.getByRole('listitem')).toHaveCount(9);
  const item = documents.getByRole('listitem', { name: DOCUMENT });
  await expect(item).toContainText('Status: Not uploaded');

  // the photo: stored as a 400 x 400 JPEG and shown on the profile card at once
  await student.getByLabel('Choose a photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await student.getByRole('button', { name: 'Upload photo' }).click();
  await expect(student.getByRole('status').filter({ hasText: 'Your new photo is saved.' })).toBeVisible();
  await expect(student.getByRole('img', { name: `Fresh ${lastName}`, exact: true })).toHaveAttribute('src', /^\/api\/uploads\/[0-9a-f]{32}\.jpg$/);

  // a file called .jpg that is not an image is refused with the API's message
  await item
    .getByLabel(`Choose a file for ${DOCUMENT}`)
    .setInputFiles({ name: 'scan.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<html>not an image</html>') });
  await item.getByRole('button', { name: `Upload ${DOCUMENT}` }).click();
  await expect(item.getByRole('alert')).toHaveText('file: the document must be a PDF, JPEG, PNG or WebP file');
  await expect(item).toContainText('Status: Not uploaded');

  await item.getByLabel(`Choose a file for ${DOCUMENT}`).setInputFiles(pdf('first'));
  await item.getByRole('button', { name: `Upload ${DOCUMENT}` }).click();
  await expect(item.getByRole('status')).toHaveText('Uploaded: it now waits for verification.');
  await expect(item).toContainText('Status: Waiting for verification');
  await expectNoA11yViolations(student);

  let row = await openDocumentsOf(admin, lastName);
  await expect(row).toContainText('Waiting for verification');
  await row.getByRole('button', { name: `Reject ${DOCUMENT}` }).click();
  await expect(row.getByRole('alert')).toHaveText('Give the reason for rejecting it: the student sees it.');
  await row.getByLabel(`Reason for rejecting ${DOCUMENT}`).fill(REASON);
  await row.getByRole('button', { name: `Reject ${DOCUMENT}` }).click();
  await expect(row).toContainText(`Rejected (${REASON})`);
  await expectNoA11yViolations(admin);

  await student.reload();
  await expect(item).toContainText('Status: Rejected');
  await expect(item).toContainText(`Reason: ${REASON}`);
  await item.getByLabel(`Choose a file for ${DOCUMENT}`).setInputFiles(pdf('signed copy'));
  await item.getByRole('button', { name: `Upload again ${DOCUMENT}` }).click();
  await expect(item).toContainText('Status: Waiting for verification');
  await expect(item).not.toContainText('Reason:');

  row = await openDocumentsOf(admin, lastName);
  await expect(row).toContainText('Waiting for verification');
  const [download] = await Promise.all([admin.waitForEvent('download'), row.getByRole('link', { name: `Download ${DOCUMENT} (PDF)` }).click()]);
  expect(download.suggestedFilename()).toMatch(/-conduct-certificate\.pdf$/);
  await row.getByRole('button', { name: `Verify ${DOCUMENT}` }).click();
  await expect(row.getByRole('cell').first()).toHaveText('Verified');
  await expect(admin.getByRole('img', { name: `Fresh ${lastName}`, exact: true })).toBeVisible();

  await student.reload();
  await expect(item).toContainText('Status: Verified');
  await expect(item.getByRole('button')).toHaveCount(0);
  await student.setViewportSize({ width: 360, height: 740 });
  await expectNoHorizontalScroll(student);
});
