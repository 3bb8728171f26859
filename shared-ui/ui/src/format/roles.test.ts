import { describe, expect, it } from 'vitest';
import { dashboardPathFor, loginPathFor, roleLabels } from './roles.ts';

describe('each role', () => {
  it('has its dashboard, its login page and its label', () => {
    expect(dashboardPathFor({ id: 3, type: 'faculty' })).toBe('/faculty-dashboard/3');
    expect(dashboardPathFor({ id: 1, type: 'admin' })).toBe('/admin-dashboard');
    expect(loginPathFor('admin')).toBe('/faculty-login');
    expect(loginPathFor('student')).toBe('/student-login');
    expect(roleLabels.student).toBe('Student');
  });
});
