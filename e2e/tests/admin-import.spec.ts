// Student CSV import: a preview naming each bad row and why, nothing sent until confirmed, one call.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { nextMailTo } from '../mailbox.ts';
import { signInThroughPage, storageStateOf } from './accounts.ts';
import { search, unique } from './admin-helpers.ts';
import { expect, expectNoA11yViolations, test } from './fixtures.ts';

test.use({ storageState: storageStateOf.admin });

const HEADER = 'firstName,lastName,fatherFirstName,fatherLastName,motherFirstName,motherLastName,gender,nationality,religion,email,year';

function csvFile(rows: string[]) {
  return { name: 'students.csv', mimeType: 'text/csv', buffer: Buffer.from(`${[HEADER, ...rows].join('\r\n')}\r\n`) };
}

test('a file with bad rows: each one listed with why, and nothing can be imported', async ({ page }) => {
  const tag = unique();
  let importCalls = 0;
  await page.route('**/api/students/import', (route) => {
    importCalls += 1;
    return route.abort();
  });
  await page.goto('/admin-dashboard/students');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import students from CSV' });
  await dialog
    .getByLabel('CSV file')
    .setInputFiles(
      csvFile([
        `Asha,Rao${tag},Ravi,Rao,Lata,Rao,Female,Indian,Hindu,asha${tag}@example.test,FIRST`,
        `,Nofirst${tag},Ravi,Rao,Lata,Rao,Male,Indian,Hindu,,SECOND`,
        `Bad,Gender${tag},Ravi,Rao,Lata,Rao,Robot,Indian,Hindu,not-an-email,FIFTH`,
        `Dup,Mail${tag},Ravi,Rao,Lata,Rao,Other,Indian,Hindu,asha${tag}@example.test,THIRD`,
      ]),
    );
  await expect(dialog.getByRole('status').filter({ hasText: '4 rows read' })).toHaveText(/4 rows read: 1 ready, 3 with problems\. Nothing will be imported/);
  const problems = dialog.getByRole('table', { name: 'Rows with problems' });
  await expect(problems.getByRole('row', { name: /^3 .*First name is required/ })).toBeVisible();
  await expect(problems.getByRole('row', { name: /^4 Bad Gender/ })).toContainText(
    'Gender must be Male, Female or Other; Please enter a valid email address; Year must be FIRST, SECOND, THIRD or FOURTH',
  );
  await expect(problems.getByRole('row', { name: /^5 Dup Mail/ })).toContainText(`Email asha${tag}@example.test is also on line 2`);
  await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(importCalls).toBe(0);
  const search = await page.request.get(`/api/students?q=${tag}`);
  expect(await search.json()).toEqual([]);
});

test('a file with a missing column is refused as a whole', async ({ page }) => {
  await page.goto('/admin-dashboard/students');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import students from CSV' });
  await dialog.getByLabel('CSV file').setInputFiles({ name: 'x.csv', mimeType: 'text/csv', buffer: Buffer.from('firstName,lastName\r\nA,B\r\n') });
  await expect(dialog.getByText('Missing column "religion" (Religion)')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
});

test('a clean file: confirmed, imported in one call, each student mailed a first-sign-in link; a refused file imports nothing', async ({ page }) => {
  const tag = unique();
  const calls: { students: { firstName: string; contactInfo: { email: string } }[] }[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/students/import')) calls.push(request.postDataJSON());
  });
  await page.goto('/admin-dashboard/students');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import students from CSV' });
  // The second row's e-mail belongs to the demo student: the API refuses the whole file.
  await dialog
    .getByLabel('CSV file')
    .setInputFiles(
      csvFile([
        `Asha,Rao${tag},Ravi,Rao,Lata,Rao,Female,Indian,Hindu,asha${tag}@example.test,FIRST`,
        `Kiran,Das${tag},Anil,Das,Mala,Das,Male,Indian,Christian,student@demo.college,`,
      ]),
    );
  await expect(dialog.getByRole('status').filter({ hasText: 'rows read' })).toHaveText(
    /2 rows read: 2 ready, 0 with problems\. Nothing is imported until you confirm\./,
  );
  expect(calls).toHaveLength(0);
  await dialog.getByRole('button', { name: 'Import 2 students' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Error: HTTP error! Status: 409, Message: students.1.contactInfo.email student@demo.college is already in use. Nothing was imported.',
  );
  expect(await (await page.request.get(`/api/students?q=${tag}`)).json()).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Import CSV' }).click();
  await dialog
    .getByLabel('CSV file')
    .setInputFiles(
      csvFile([
        `Asha,Rao${tag},Ravi,Rao,Lata,Rao,Female,Indian,Hindu,asha${tag}@example.test,FIRST`,
        `"Kiran, Jr",Das${tag},Anil,Das,Mala,Das,Male,Indian,Christian,,`,
      ]),
    );
  await dialog.getByRole('button', { name: 'Import 2 students' }).click();
  const imported = dialog.getByRole('table', { name: 'Imported students' });
  await expect(imported.getByRole('row')).toHaveCount(3);
  await expect(imported.getByRole('row', { name: new RegExp(`Kiran, Jr Das${tag} student\\d+@college\\.example`) })).toBeVisible();
  await expect(imported.getByRole('row', { name: `Asha Rao${tag} asha${tag}@example.test` })).toBeVisible();
  await expect(dialog).not.toContainText(/one-time password/i);
  expect(calls).toHaveLength(2);
  expect(calls[1]?.students.map((s) => s.firstName)).toEqual(['Asha', 'Kiran, Jr']);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('2 students imported.')).toBeVisible();
  const stored = (await (await page.request.get(`/api/students?q=${tag}&include=contactInfo`)).json()) as {
    firstName: string;
    contactInfo: { email: string };
  }[];
  expect(stored.map((s) => s.firstName).sort()).toEqual(['Asha', 'Kiran, Jr']);

  // The mailed link lets the student choose a password, then sign in with it.
  // No cookies: inside a test browser.newContext() inherits the admin's storageState, and signing in
  // from that cookie jar would end the admin session every other admin journey shares.
  const mail = await nextMailTo(`asha${tag}@example.test`, 1);
  expect(mail.subject).toBe('Your college portal account: choose your password');
  const link = /http\S+#welcome=\S+/.exec(mail.text)?.[0] as string;
  const fresh = await page
    .context()
    .browser()
    ?.newContext({ baseURL: new URL(page.url()).origin, storageState: { cookies: [], origins: [] } });
  const student = (await fresh?.newPage()) as Page;
  await student.goto(link);
  await expect(student.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await student.getByLabel('New password', { exact: true }).fill('imported-quiet-73-harbour');
  await student.getByLabel('Repeat new password', { exact: true }).fill('imported-quiet-73-harbour');
  await student.getByRole('button', { name: 'Set Password' }).click();
  await expect(student.getByRole('status').filter({ hasText: 'Your password is set' })).toBeVisible();
  await signInThroughPage(student, '/student-login', `asha${tag}@example.test`, 'imported-quiet-73-harbour');
  await expect(student).toHaveURL(/\/student-dashboard\/\d+$/);
  await fresh?.close();
  expect(await (await page.request.get('/api/auth/status')).json()).toMatchObject({ isAuthenticated: true, user: { type: 'admin' } });
});

type StoredStudent = Record<string, unknown> & {
  id: number;
  personalInfo: (Record<string, unknown> & { id: number }) | null;
  contactInfo: (Record<string, unknown> & { id: number }) | null;
};

/** A record without its row ids: what an import makes anew. */
const withoutIds = ({ id: _id, personalInfo, contactInfo, ...rest }: StoredStudent) => ({
  ...rest,
  personalInfo: personalInfo && { ...personalInfo, id: undefined },
  contactInfo: contactInfo && { ...contactInfo, id: undefined },
});

test('a file exported from the list imports back as the same students: phones, commas, quotes, any script', async ({ page }) => {
  const tag = `Rt${unique()}`;
  // what people are called and how they write their numbers, including what a spreadsheet would run as a formula
  const people = [
    { firstName: `D'Souza, "Anu"`, lastName: `Ánanya Ñúñez ${tag}`, phone: '+91 98765 43210', address: '12, "Lake View"\nChennai 600001', quota: 'management' },
    { firstName: 'அனு', lastName: `கிருஷ்ணன் ${tag}`, phone: '-98765 43210', address: '=1+1', quota: 'convener' },
    { firstName: 'Ravi', lastName: `=Rao ${tag}`, phone: '(080) 2345-6789', address: "'already quoted", quota: 'convener' },
    { firstName: 'Meera', lastName: `@Iyer ${tag}`, phone: '', address: '', quota: 'convener' },
  ];
  for (const [index, person] of people.entries()) {
    const response = await page.request.post('/api/students', {
      data: {
        firstName: person.firstName,
        lastName: person.lastName,
        fatherFirstName: 'Joseph',
        fatherLastName: "D'Souza",
        motherFirstName: 'Ñúñez',
        motherLastName: '+Kaur',
        // not SECOND: last year's first-year class (students now in their second year) is what another test republishes
        year: index % 2 ? 'FOURTH' : 'THIRD',
        quota: person.quota,
        personalInfo: { dob: '2004-02-29', address: person.address, gender: 'Female', nationality: 'Indian', religion: 'Not stated' },
        contactInfo: { email: `${tag.toLowerCase()}.${index}@example.test`, phone: person.phone },
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  const read = async () =>
    ((await (await page.request.get(`/api/students?q=${tag}&sort=enrollmentNumber&include=personalInfo,contactInfo`)).json()) as StoredStudent[]).map(
      withoutIds,
    );
  const before = await read();
  expect(before).toHaveLength(people.length);

  await page.goto('/admin-dashboard/students');
  await search(page, 'Search students', tag);
  await expect(page.getByRole('table', { name: 'Students' }).getByRole('row')).toHaveCount(people.length + 1);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  const file = await readFile(await download.path());
  // still safe to open in a spreadsheet: what would run as a formula is written as text
  const text = file.toString('utf8');
  expect(text).toContain(`,'+91 98765 43210,`);
  expect(text).toContain(`,'=Rao ${tag},`);

  for (const student of (await (await page.request.get(`/api/students?q=${tag}`)).json()) as { id: number }[]) {
    expect((await page.request.delete(`/api/students/${student.id}`)).status()).toBe(200);
  }
  expect(await read()).toEqual([]);

  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import students from CSV' });
  await dialog.getByLabel('CSV file').setInputFiles({ name: download.suggestedFilename(), mimeType: 'text/csv', buffer: file });
  await expect(dialog.getByRole('status').filter({ hasText: 'rows read' })).toHaveText(
    `${people.length} rows read: ${people.length} ready, 0 with problems. Nothing is imported until you confirm.`,
  );
  await dialog.getByRole('button', { name: `Import ${people.length} students` }).click();
  await expect(dialog.getByRole('table', { name: 'Imported students' }).getByRole('row')).toHaveCount(people.length + 1);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText(`${people.length} students imported.`)).toBeVisible();

  expect(await read()).toEqual(before);
});
