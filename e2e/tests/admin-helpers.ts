// Helpers shared by the admin journeys (admin-*.spec.ts).
import type { APIRequestContext, Page } from '@playwright/test';
import { demo, expect } from './fixtures.ts';

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A 500 with the API's error body, for one method on one API path. */
export async function failApi(page: Page, method: string, pathname: RegExp | string, message = 'Simulated failure') {
  await page.route(
    (url) => (typeof pathname === 'string' ? url.pathname === pathname : pathname.test(url.pathname)),
    (route) =>
      route.request().method() === method
        ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message }) })
        : route.fallback(),
  );
}

/** Signs this page's context in as the admin with a session of its own (safe to log out). */
export async function ownAdminSession(page: Page) {
  const response = await page.request.post('/api/auth/admin/login', { data: demo.admin });
  expect(response.status()).toBe(200);
}

export async function apiCreateSubject(request: APIRequestContext, year = 'THIRD') {
  const code = `E2E${unique()}`.slice(0, 18).toUpperCase();
  const response = await request.post('/api/subjects', { data: { code, name: `Subject ${code}`, year } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; code: string; name: string; year: string };
}

export async function apiCreateStudent(request: APIRequestContext, firstName: string, lastName = `Test${unique()}`) {
  const response = await request.post('/api/students', {
    data: {
      firstName,
      lastName,
      fatherFirstName: 'Father',
      fatherLastName: lastName,
      motherFirstName: 'Mother',
      motherLastName: lastName,
      personalInfo: { gender: 'Female', nationality: 'Indian', religion: 'Not stated' },
      contactInfo: { email: `e2e-${unique()}@example.test` },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; firstName: string; lastName: string; contactInfo: { email: string } };
}

/** Waits for the list to show, then searches it (Enter asks the server at once). */
export async function search(page: Page, label: string, text: string) {
  const box = page.getByRole('searchbox', { name: label });
  await box.fill(text);
  await box.press('Enter');
}
