// The 'setup' project: signs in once per role through the API and saves each session as a
// storageState file under e2e/.auth/ (git-ignored), reused by every journey of that role.
import { test as setup } from '@playwright/test';
import { storageStateOf } from './accounts.ts';
import { demo, expect } from './fixtures.ts';

const logins = [
  { role: 'admin', path: '/api/auth/admin/login', data: demo.admin },
  { role: 'student', path: '/api/auth/student/login', data: demo.student },
  { role: 'faculty', path: '/api/auth/faculty/login', data: demo.faculty },
] as const;

for (const { role, path, data } of logins) {
  setup(`sign in as ${role}`, async ({ request }) => {
    const response = await request.post(path, { data });
    expect(response.status(), await response.text()).toBe(200);
    const body = (await response.json()) as { user: { type: string }; mustChangePassword: boolean };
    expect(body.user.type).toBe(role);
    expect(body.mustChangePassword).toBe(false);
    await request.storageState({ path: storageStateOf[role] });
  });
}
