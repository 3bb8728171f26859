// The teaching year across the three roles and the real API: the admin puts a class in the timetable,
// its teacher takes the attendance from a 390 px phone and posts to the class, the student sees the class,
// the announcement and the shortage, and the admin condones it and exports the shortage list; the student
// then downloads the hall ticket.
import { readFile } from 'node:fs/promises';
import { devices, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { createStudent, type FreshAccount, ownUserId, setNewPassword, signInThroughPage, storageStateOf } from './accounts.ts';
import { apiCreateSubject, unique } from './admin-helpers.ts';
import { expect, expectNoA11yViolationsInMain, expectNoHorizontalScroll, test } from './fixtures.ts';
import { pdfText } from './pdf.ts';

const TEACHER = 'Faculty Demo A';
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
// The college is in India: its "today" (the API's) is India's, so the people's browsers are there too.
const TIMEZONE = 'Asia/Kolkata';
const phone: BrowserContextOptions = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, timezoneId: TIMEZONE };

async function pageAs(browser: Browser, baseURL: string | undefined, role: keyof typeof storageStateOf, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL, storageState: storageStateOf[role], timezoneId: TIMEZONE, ...options });
  return context.newPage();
}

/** The day (India's) the class meets: today (weekday 1 Monday .. 6 Saturday), or yesterday's Saturday on a Sunday. */
function classDay(): { date: string; weekday: number; sunday: boolean } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIMEZONE }).format(new Date());
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay() || 7;
  if (weekday <= 6) return { date: today, weekday, sunday: false };
  const saturday = new Date(`${today}T00:00:00Z`);
  saturday.setUTCDate(saturday.getUTCDate() - 1);
  return { date: saturday.toISOString().slice(0, 10), weekday: 6, sunday: true };
}

type Week = { periods: { weekday: number; startsAt: string; endsAt: string }[] };

/** An afternoon hour of `weekday` in which neither the fourth year nor the teacher has a class (the stack's data outlives a run). */
async function freeHour(admin: Page, academicYear: string, facultyId: number, weekday: number): Promise<{ startsAt: string; endsAt: string }> {
  const weeks = await Promise.all(
    [`/api/timetable?year=FOURTH&academicYear=${academicYear}`, `/api/faculty/${facultyId}/timetable?academicYear=${academicYear}`].map(
      async (url) => (await (await admin.request.get(url)).json()) as Week,
    ),
  );
  const busy = weeks.flatMap((week) => week.periods).filter((period) => period.weekday === weekday);
  for (let hour = 14; hour < 20; hour++) {
    const startsAt = `${hour}:00`;
    const endsAt = `${hour + 1}:00`;
    if (!busy.some((period) => period.startsAt < endsAt && startsAt < period.endsAt)) return { startsAt, endsAt };
  }
  throw new Error(`no free afternoon hour left on weekday ${weekday}: start the stack on a new database`);
}

const ROOM_PREFIX = 'Skills Lab ';

/** Takes this spec's periods out of the fourth year's week again (their attendance stays), so reruns find the afternoon free. */
async function removeJourneyPeriods(admin: Page, academicYear: string) {
  const url = `/api/timetable?year=FOURTH&academicYear=${academicYear}`;
  const week = (await (await admin.request.get(url)).json()) as {
    version: number;
    periods: { id: number; weekday: number; startsAt: string; endsAt: string; room: string; subject: { id: number }; teacher: { id: number } }[];
  };
  if (!week.periods.some((period) => period.room.startsWith(ROOM_PREFIX))) return;
  const periods = week.periods
    .filter((period) => !period.room.startsWith(ROOM_PREFIX))
    .map(({ id, weekday, startsAt, endsAt, room, subject, teacher }) => ({
      id,
      weekday,
      startsAt,
      endsAt,
      room,
      subjectId: subject.id,
      facultyId: teacher.id,
    }));
  const saved = await admin.request.put('/api/timetable', { data: { academicYear, year: 'FOURTH', version: week.version, periods } });
  expect(saved.status(), await saved.text()).toBe(200);
}

test('the admin timetables a class, its teacher takes attendance on a phone and posts to it, the student sees the announcement and the shortage, the admin condones it, the student downloads a hall ticket', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const day = classDay();
  const room = `${ROOM_PREFIX}${unique()}`.slice(0, 30);

  const admin = await pageAs(browser, baseURL, 'admin');
  const { academicYear } = (await (await admin.request.get('/api/settings')).json()) as { academicYear: string };
  // a fourth-year class of its own subject: the roll is the fourth year, the shortage only this subject's
  const subject = await apiCreateSubject(admin.request, 'FOURTH');
  const faculty = await pageAs(browser, baseURL, 'faculty', phone);
  const facultyId = await ownUserId(faculty);
  const assigned = await admin.request.post('/api/teaching-assignments', { data: { facultyId, subjectId: subject.id, academicYear } });
  expect(assigned.status(), await assigned.text()).toBe(201);
  const student = await createStudent(admin.request, { firstName: 'Roll', year: 'FOURTH' });
  await removeJourneyPeriods(admin, academicYear);
  const { startsAt, endsAt } = await freeHour(admin, academicYear, facultyId, day.weekday);

  // the admin adds the period to the fourth year's week
  await admin.goto('/admin-dashboard/timetable');
  await expect(admin).toHaveTitle(/Timetable/);
  await admin.getByLabel('Year of study').selectOption('FOURTH');
  await admin.getByRole('button', { name: 'Add period' }).click();
  const period = `period ${await admin.getByRole('combobox', { name: /^Day of period / }).count()}`;
  await admin.getByRole('combobox', { name: `Day of ${period}` }).selectOption({ label: WEEKDAYS[day.weekday - 1] ?? 'Monday' });
  await admin.getByLabel(`Start of ${period}`).fill(startsAt);
  await admin.getByLabel(`End of ${period}`).fill(endsAt);
  await admin.getByRole('combobox', { name: `Subject of ${period}` }).selectOption({ label: `${subject.code} ${subject.name}` });
  await admin.getByRole('combobox', { name: `Teacher of ${period}` }).selectOption({ label: TEACHER });
  await admin.getByRole('textbox', { name: `Room of ${period}` }).fill(room);
  await admin.getByRole('button', { name: 'Save timetable' }).click();
  await expect(admin.getByRole('status').filter({ hasText: /^Timetable saved: \d+ periods a week\.$/ })).toBeVisible();

  // the admin puts a paper of the class's subject on the exam timetable and publishes an exam session with it
  const paper = await admin.request.post('/api/exams/timetable', {
    data: { date: '2027-03-15', time: '10:00', durationMinutes: 180, subjectId: subject.id, examCode: subject.code, venue: 'Examination Hall J' },
  });
  expect(paper.status(), await paper.text()).toBe(201);
  const paperId = ((await paper.json()) as { id: number }).id;
  const sessionName = `Journey exams ${unique()}`;
  await admin.goto('/admin-dashboard/exams');
  await admin.getByRole('button', { name: 'Add Session' }).click();
  const sessionDialog = admin.getByRole('dialog', { name: 'Add exam session' });
  await sessionDialog.getByLabel('Session name').fill(sessionName);
  await sessionDialog.getByRole('checkbox', { name: 'Published: eligible students download its hall ticket' }).check();
  await sessionDialog.getByRole('checkbox', { name: new RegExp(`, ${subject.code} ${subject.name} `) }).check();
  await sessionDialog.getByRole('button', { name: 'Save session' }).click();
  await expect(admin.getByRole('status').filter({ hasText: `Exam session ${sessionName} saved and published.` })).toBeVisible();
  await expect(admin.getByRole('table', { name: 'Exam sessions' }).getByRole('row', { name: new RegExp(sessionName) })).toContainText('Published');

  // the teacher, on a phone, opens the class from "Today" (on a Sunday the phone's clock says Saturday)
  if (day.sunday) await faculty.clock.setFixedTime(new Date(`${day.date}T12:00:00+05:30`));
  await faculty.goto(`/faculty-dashboard/${facultyId}`);
  await expect(faculty.getByRole('heading', { name: 'Today', level: 2 })).toBeVisible();
  const today = faculty.getByRole('list', { name: 'Your classes today' });
  await expect(today.getByRole('listitem').filter({ hasText: subject.name })).toContainText(`Fourth Year, ${room}`);
  await today.getByRole('link', { name: new RegExp(`^Attendance: ${subject.name}, today ${startsAt}`) }).tap();
  await expect(faculty.getByRole('heading', { name: subject.name, level: 1 })).toBeVisible();
  await expect(faculty).toHaveTitle('Take attendance | Physiotherapy College');
  const roll = faculty.getByRole('list', { name: 'Students: tap the absent ones' });
  const mine = roll.getByRole('button', { name: student.name });
  await expect(mine).toHaveAttribute('aria-pressed', 'false');
  const classSize = await roll.getByRole('button').count();
  await expect(faculty.getByText(`${classSize} of ${classSize} present, 0 absent`)).toBeVisible();
  await mine.tap();
  await expect(mine).toHaveAttribute('aria-pressed', 'true');
  await expect(mine).toContainText('Absent');
  await expect(faculty.getByText(`${classSize - 1} of ${classSize} present, 1 absent`)).toBeVisible();
  await expectNoHorizontalScroll(faculty);
  await expectNoA11yViolationsInMain(faculty);
  await faculty.getByRole('button', { name: 'Save attendance' }).tap();
  await expect(faculty.getByRole('status').filter({ hasText: `Attendance saved: ${classSize - 1} present, 1 absent.` })).toBeVisible();
  // what was stored, read back as the page shows it when opened again
  await faculty.reload();
  await expect(faculty.getByText('Taken; saving again corrects it.', { exact: false })).toBeVisible();
  await expect(faculty.getByRole('list', { name: 'Students: tap the absent ones' }).getByRole('button', { name: student.name })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // from the same phone the teacher tells the class about the next practical
  const notice = `Practical moved ${unique()}`;
  await faculty.goto(`/faculty-dashboard/${facultyId}`);
  const post = faculty.getByRole('form', { name: 'Post an announcement' });
  await post.getByLabel('Class').selectOption({ label: `${subject.code} ${subject.name}` });
  await post.getByLabel('Title').fill(notice);
  await post.getByLabel('Message').fill(`The ${subject.name} practical moves to ${room} next week; bring your logbook.`);
  await post.getByRole('button', { name: 'Post announcement' }).tap();
  await expect(post.getByRole('status')).toContainText(`Announcement "${notice}" posted.`);

  // the student sees the class in their week and the shortage with what it takes to make it up
  const own = await pageAs(browser, baseURL, 'student', { storageState: { cookies: [], origins: [] } });
  await signInThroughPage(own, '/student-login', student.email, student.initialPassword);
  await setNewPassword(own, student.initialPassword, 'attendance-own-password');
  await expect(own).toHaveURL(new RegExp(`/student-dashboard/${student.id}$`));
  await own.getByRole('navigation', { name: 'Your records' }).getByRole('link', { name: 'Timetable' }).click();
  const classDayOfWeek = own.getByRole('region', { name: new RegExp(`^${WEEKDAYS[day.weekday - 1]}`) });
  await expect(classDayOfWeek.getByRole('listitem').filter({ hasText: subject.name })).toContainText(`${startsAt}-${endsAt}`);
  await expect(classDayOfWeek.getByRole('listitem').filter({ hasText: subject.name })).toContainText(`${TEACHER}, ${room}`);
  await own.getByRole('navigation', { name: 'Your records' }).getByRole('link', { name: 'Attendance' }).click();
  const row = own.getByRole('row').filter({ hasText: `${subject.name} (${subject.code})` });
  await expect(row).toContainText('0 of 1');
  await expect(row).toContainText('0%');
  await expect(row).toContainText('Below 75%: attend the next 3 classes to reach it');
  await expect(own.getByRole('alert').filter({ hasText: 'Your attendance is below' })).toContainText(
    `${subject.name}: Below 75%: attend the next 3 classes to reach it`,
  );

  // and the teacher's announcement, unread, on their dashboard
  await own.getByRole('link', { name: /^Announcements \(\d+ unread\)$/ }).click();
  const announced = own.getByRole('article', { name: new RegExp(notice) });
  await expect(announced.getByRole('heading', { name: `New ${notice}` })).toBeVisible();
  await expect(announced).toContainText(TEACHER);
  await expect(announced).toContainText(`The ${subject.name} practical moves to ${room} next week; bring your logbook.`);

  // so no hall ticket yet, and Results says exactly why
  const records = own.getByRole('navigation', { name: 'Your records' });
  await records.getByRole('link', { name: 'Results' }).click();
  await expect(own.getByRole('region', { name: 'Hall ticket' })).toContainText(
    `Attendance in ${subject.code} ${subject.name} is 0.0%, under the required 75%, and has not been condoned.`,
  );
  await expect(own.getByRole('link', { name: /^Download hall ticket \(PDF\)/ })).toHaveCount(0);
  await records.getByRole('link', { name: 'Attendance' }).click();

  // the admin finds the shortage, condones it with a reason and exports the list
  await admin.goto('/admin-dashboard/attendance');
  await admin.getByLabel('Year of study').selectOption('FOURTH');
  await admin.getByRole('button', { name: `Condone ${student.name}, ${subject.code}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Condone ${student.name}, ${subject.code}` });
  await expect(dialog).toContainText('0 of 1 classes attended (0%).');
  await dialog.getByLabel('Reason').fill('Medical certificate for the week');
  await dialog.getByRole('button', { name: 'Condone' }).click();
  await expect(admin.getByRole('status').filter({ hasText: `Shortage of ${student.name} in ${subject.code} condoned.` })).toBeVisible();
  const shortage = admin.getByRole('row').filter({ hasText: student.name }).filter({ hasText: subject.code });
  await expect(shortage).toContainText('Condoned: Medical certificate for the week');
  const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('link', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^attendance-shortages-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await download.path()))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe(
    '"Academic year","Enrollment number","Student","Year","Subject code","Subject","Classes held","Attended","Attendance %","Condoned","Reason"',
  );
  expect(lines.find((line) => line.includes(student.name) && line.includes(subject.code))).toMatch(
    new RegExp(`,"${student.name}","Fourth Year","${subject.code}","${subject.name}","1","0","0","Yes","Medical certificate for the week"$`),
  );

  // and the student's warning now says so
  await own.reload();
  await expect(own.getByRole('row').filter({ hasText: `${subject.name} (${subject.code})` })).toContainText('Below 75%, condoned by the college');

  // and the student downloads the hall ticket: their name, year and the fourth year's paper, with a code
  await records.getByRole('link', { name: 'Results' }).click();
  const [ticket] = await Promise.all([
    own.waitForEvent('download'),
    own.getByRole('link', { name: new RegExp(`^Download hall ticket \\(PDF\\) ?, ${sessionName}$`) }).click(),
  ]);
  expect(ticket.suggestedFilename()).toBe('hall-ticket.pdf');
  const ticketText = await pdfText(await readFile(await ticket.path()));
  expect(ticketText).toContain(`Name: ${student.name}`);
  expect(ticketText).toContain('Year: Fourth year BPT');
  expect(ticketText).toContain(`Hall ticket, ${sessionName}`);
  expect(ticketText).toContain(subject.code);
  expect(ticketText).toContain('Examination Hall J');
  const ticketCode = /Verification code: ([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})/.exec(ticketText)?.[1];
  if (!ticketCode) throw new Error(`no verification code in the hall ticket:\n${ticketText}`);
  // anyone checks it on /verify: whose it is and the papers it admits to
  const visitor = await pageAs(browser, baseURL, 'student', { storageState: { cookies: [], origins: [] } });
  await visitor.goto('/verify');
  await visitor.getByLabel('Verification code').fill(ticketCode);
  await visitor.getByRole('button', { name: 'Verify' }).click();
  const verified = visitor.getByRole('article', { name: `Hall ticket ${ticketCode}` });
  await expect(verified).toContainText(`Name${student.name}`);
  await expect(verified.getByRole('table', { name: 'Papers this hall ticket admits to' }).getByRole('row', { name: new RegExp(subject.name) })).toContainText(
    subject.code,
  );
  await expectNoA11yViolationsInMain(visitor);
  await visitor.setViewportSize({ width: 360, height: 800 });
  await expectNoHorizontalScroll(visitor);
  await removeJourneyPeriods(admin, academicYear);
  // the session and its paper go again (the stack's data outlives a run)
  const sessions = (await (await admin.request.get('/api/exam-sessions')).json()) as { id: number; name: string }[];
  for (const session of sessions.filter((one) => one.name === sessionName)) await admin.request.delete(`/api/exam-sessions/${session.id}`);
  await admin.request.delete(`/api/exams/timetable/${paperId}`);
  await Promise.all([admin.context().close(), faculty.context().close(), own.context().close(), visitor.context().close()]);
});

/** The page has its own title and a description, fits `width` without sideways scroll, and axe finds nothing serious in it. */
async function expectSoundScreen(page: Page, title: string | RegExp) {
  await expect(page).toHaveTitle(title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^.{40,}$/);
  await expectNoHorizontalScroll(page);
  await expectNoA11yViolationsInMain(page);
}

test('the timetable, attendance and settings screens fit 360 px, are labelled and pass axe; the admin saves a setting', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const narrow = { viewport: { width: 360, height: 780 } };
  const admin = await pageAs(browser, baseURL, 'admin', narrow);
  await admin.goto('/admin-dashboard/timetable');
  await expect(admin.getByRole('table', { name: 'Periods of the week' })).toBeVisible();
  await expectSoundScreen(admin, 'Timetable | Admin Dashboard | Physiotherapy College');
  await admin.goto('/admin-dashboard/attendance');
  // the list opens on the first year; the demo's shortages are in the second
  await admin.getByLabel('Year of study').selectOption('SECOND');
  await expect(admin.getByRole('table', { name: /^Below 75% in / })).toBeVisible();
  await expect(admin.getByRole('navigation', { name: 'Attendance shortages pages' })).toContainText(/Page 1 of \d+/);
  await expectSoundScreen(admin, 'Attendance | Admin Dashboard | Physiotherapy College');

  await admin.goto('/admin-dashboard/settings');
  const window = admin.getByRole('spinbutton', { name: 'Attendance correction window (days)' });
  await expect(window).toHaveValue('3');
  await expect(admin.getByRole('spinbutton', { name: 'Minimum attendance (%)' })).toHaveValue('75');
  await expect(admin.getByRole('checkbox', { name: 'A hall ticket needs no overdue fees' })).not.toBeChecked();
  await expectSoundScreen(admin, 'Settings | Admin Dashboard | Physiotherapy College');
  await window.fill('4');
  await admin.getByRole('button', { name: 'Save settings' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible();
  await admin.reload();
  await expect(window).toHaveValue('4');
  // back to the default, for the other journeys on this stack
  await window.fill('3');
  await admin.getByRole('button', { name: 'Save settings' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible();

  const faculty = await pageAs(browser, baseURL, 'faculty', narrow);
  await faculty.goto(`/faculty-dashboard/${await ownUserId(faculty)}`);
  await expect(faculty.getByRole('heading', { name: 'Today', level: 2 })).toBeVisible();
  await faculty.getByRole('button', { name: 'My week' }).click();
  await expect(faculty.getByRole('heading', { name: 'My week', level: 2 })).toBeVisible();
  await expect(faculty.getByRole('heading', { name: 'Monday', level: 3 })).toBeVisible();
  await expectSoundScreen(faculty, 'Faculty Dashboard | Physiotherapy College');
  await faculty
    .getByRole('link', { name: /^Attendance: .*, Monday \d{4}-\d{2}-\d{2} / })
    .first()
    .click();
  await expect(faculty.getByRole('list', { name: 'Students: tap the absent ones' })).toBeVisible();
  await expectSoundScreen(faculty, 'Take attendance | Physiotherapy College');

  const student = await pageAs(browser, baseURL, 'student', narrow);
  await student.goto(`/student-dashboard/${await ownUserId(student)}/timetable`);
  await expect(student.getByRole('heading', { name: /^Timetable: / })).toBeVisible();
  await expectSoundScreen(student, 'Timetable | Student Dashboard | Physiotherapy College');
  await student.goto(`/student-dashboard/${await ownUserId(student)}/attendance`);
  await expect(student.getByRole('table', { name: 'Attendance per subject' })).toBeVisible();
  // the demo student misses most BPT202 classes
  await expect(student.getByRole('alert').filter({ hasText: 'Your attendance is below 75%' })).toContainText(/attend the next \d+ class/);
  await expectSoundScreen(student, 'Attendance | Student Dashboard | Physiotherapy College');
  await Promise.all([admin.context().close(), faculty.context().close(), student.context().close()]);
});
