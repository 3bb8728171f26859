// Signed-in states per role (written by auth.setup.ts) and helpers that create fresh accounts through
// the admin API, for journeys that change a password or end a session.
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

// One folder per stack: parallel runs on other STACK_PORT_OFFSETs must not overwrite each other's sessions.
const authDir = join(import.meta.dirname, '..', '.auth', `stack-${Number(process.env.STACK_PORT_OFFSET ?? 0)}`);
export const storageStateOf = {
  admin: join(authDir, 'admin.json'),
  student: join(authDir, 'student.json'),
  faculty: join(authDir, 'faculty.json'),
};

export interface FreshAccount {
  id: number;
  email: string;
  /** The last name, unique to this account: what the admin's list search finds it by. */
  lastName: string;
  /** First and last name, as lists and headings show it. */
  name: string;
  /** The admin's fallback one-time password (a new account is otherwise mailed a first-sign-in link). */
  initialPassword: string;
}

/** The admin's fallback for someone the mailed link cannot reach: a one-time password, shown once. */
export async function adminOneTimePassword(admin: APIRequestContext, type: 'student' | 'faculty', id: number): Promise<string> {
  const response = await admin.post(`/api/users/${type}/${id}/reset-password`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { temporaryPassword: string }).temporaryPassword;
}

/** The signed-in user's id, as the portals route by it (student id, faculty id or admin account id). */
export async function ownUserId(page: Page): Promise<number> {
  const response = await page.request.get('/api/auth/status');
  const status = (await response.json()) as { user: { id: number } };
  return status.user.id;
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** A new student (of the first year unless told) with a one-time password, created by the admin (POST /api/students). */
export async function createStudent(admin: APIRequestContext, { firstName = 'Fresh', year = 'FIRST' } = {}): Promise<FreshAccount> {
  const tag = unique();
  const email = `e2e-student-${tag}@example.test`;
  const lastName = `Student ${tag}`;
  const response = await admin.post('/api/students', {
    data: {
      firstName,
      lastName,
      fatherFirstName: 'Father',
      fatherLastName: 'Test',
      motherFirstName: 'Mother',
      motherLastName: 'Test',
      year,
      personalInfo: { gender: 'Other', nationality: 'Indian', religion: 'Not stated' },
      contactInfo: { email },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  return { id, email, lastName, name: `${firstName} ${lastName}`, initialPassword: await adminOneTimePassword(admin, 'student', id) };
}

/** A new faculty member with a one-time password, created by the admin (POST /api/faculty). */
export async function createFaculty(admin: APIRequestContext): Promise<FreshAccount> {
  const tag = unique();
  const email = `e2e-faculty-${tag}@example.test`;
  const lastName = `Faculty ${tag}`;
  const response = await admin.post('/api/faculty', {
    data: { firstName: 'Fresh', lastName, specialization: 'Sports Physiotherapy', contactInfo: { email } },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  return { id, email, lastName, name: `Fresh ${lastName}`, initialPassword: await adminOneTimePassword(admin, 'faculty', id) };
}

/** Signs in through a portal's login page (the role radio left at its default). */
export async function signInThroughPage(page: Page, loginPath: string, email: string, password: string) {
  if (!page.url().includes(loginPath)) await page.goto(loginPath);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Completes the first-login step: current (one-time) password, new password twice. */
export async function setNewPassword(page: Page, current: string, next: string) {
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await page.getByLabel('Current password', { exact: true }).fill(current);
  await page.getByLabel('New password', { exact: true }).fill(next);
  await page.getByLabel('Repeat new password', { exact: true }).fill(next);
  await page.getByRole('button', { name: 'Set New Password' }).click();
}
