import { describe, expect, it } from 'vitest';
import { dashboardPathFor, destinationAfterLogin, loginPathFor, loginUrl, safeNextPath } from './paths.ts';

describe('safeNextPath', () => {
  it.each(['/student-dashboard/3', '/admin-dashboard/students?page=2', '/gallery#top'])('keeps the same-origin path %s', (path) => {
    expect(safeNextPath(path)).toBe(path);
  });

  it.each([
    'https://evil.example/x',
    '//evil.example/x',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'student-dashboard/3',
    '',
    null,
    '/student-login',
  ])('refuses %s', (path) => expect(safeNextPath(path)).toBeNull());
});

describe('destinationAfterLogin', () => {
  const student = { id: 7, type: 'student' } as const;
  const admin = { id: 1, type: 'admin' } as const;

  it('returns to next when it belongs to the user', () => {
    expect(destinationAfterLogin(student, '/student-dashboard/7')).toBe('/student-dashboard/7');
    expect(destinationAfterLogin(admin, '/admin-dashboard/faculty')).toBe('/admin-dashboard/faculty');
  });

  it("goes to the user's dashboard when next is missing, unsafe or another role's area", () => {
    expect(destinationAfterLogin(student, null)).toBe('/student-dashboard/7');
    expect(destinationAfterLogin(student, 'https://evil.example')).toBe('/student-dashboard/7');
    expect(destinationAfterLogin(admin, '/student-dashboard/7')).toBe('/admin-dashboard');
  });
});

describe('role paths', () => {
  it('maps roles to login pages and dashboards', () => {
    expect(loginPathFor('student')).toBe('/student-login');
    expect(loginPathFor('faculty')).toBe('/faculty-login');
    expect(dashboardPathFor({ id: 4, type: 'faculty' })).toBe('/faculty-dashboard/4');
    expect(loginUrl('/faculty-login', { expired: true, next: '/faculty-dashboard/4' })).toBe('/faculty-login?expired=1&next=%2Ffaculty-dashboard%2F4');
  });
});
