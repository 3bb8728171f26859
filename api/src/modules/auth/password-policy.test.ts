import { describe, expect, it } from 'vitest';
import { newPasswordProblem } from './password-policy.ts';

describe('new passwords', () => {
  it('refuse the common ones, whatever the case', () => {
    for (const common of ['password', 'Password1', 'qwerty123', 'iloveyou'])
      expect(newPasswordProblem(common, 'asha@college.example')).toMatch(/common passwords/);
  });

  it('refuse the login name inside them', () => {
    expect(newPasswordProblem('asha.rao-2026!', 'asha.rao@college.example')).toBe('newPassword must not contain your login name');
    expect(newPasswordProblem('Admin-keeps-it', 'admin')).toBe('newPassword must not contain your login name');
  });

  it('accept a long unusual one', () => {
    expect(newPasswordProblem('tram-violet-88-orbit', 'asha.rao@college.example')).toBeUndefined();
  });
});
