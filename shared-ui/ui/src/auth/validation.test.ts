import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client.ts';
import { authTexts } from './texts.ts';
import { isEmail, loginFailureMessage, validateLogin, validatePasswordChange } from './validation.ts';

describe('validateLogin', () => {
  it('requires the e-mail and password of a student or faculty member', () => {
    expect(validateLogin({ role: 'student', identifier: ' ', password: '' })).toEqual({
      identifier: authTexts.emailRequired,
      password: authTexts.passwordRequired,
    });
  });

  it('rejects an e-mail that is not e-mail-shaped', () => {
    expect(validateLogin({ role: 'faculty', identifier: 'faculty.demo', password: 'x' })).toEqual({ identifier: authTexts.emailInvalid });
  });

  it('asks admins for a username, which need not be an e-mail', () => {
    expect(validateLogin({ role: 'admin', identifier: '', password: 'x' })).toEqual({ identifier: authTexts.usernameRequired });
    expect(validateLogin({ role: 'admin', identifier: 'admin', password: 'x' })).toEqual({});
  });

  it('accepts a complete student login', () => {
    expect(validateLogin({ role: 'student', identifier: 'student@demo.college', password: 'Student@12345' })).toEqual({});
  });
});

describe('isEmail', () => {
  it.each([
    ['a@b.co', true],
    ['  a@b.co  ', true],
    ['a@b', false],
    ['a b@c.de', false],
    ['@b.co', false],
  ])('%s -> %s', (value, expected) => expect(isEmail(value)).toBe(expected));
});

describe('loginFailureMessage (SPEC section 8)', () => {
  it('shows the server message first', () => {
    const error = new ApiError(401, { message: 'Too many attempts' });
    expect(loginFailureMessage('student', error)).toBe('Too many attempts');
  });

  it.each([
    ['admin', 'Invalid admin credentials'],
    ['student', 'Invalid email or password'],
    ['faculty', 'Invalid credentials'],
  ] as const)('falls back to the %s text when the server sends none', (role, text) => {
    expect(loginFailureMessage(role, new ApiError(401, {}))).toBe(text);
  });

  it('reports a network failure generically', () => {
    expect(loginFailureMessage('student', new TypeError('Failed to fetch'))).toBe('An error occurred. Please try again.');
  });
});

describe('validatePasswordChange', () => {
  const ok = { currentPassword: 'Old@12345', newPassword: 'brand-new-pass1', repeatPassword: 'brand-new-pass1' };

  it('accepts a valid change', () => expect(validatePasswordChange(ok)).toEqual({}));

  it('requires the current password', () => {
    expect(validatePasswordChange({ ...ok, currentPassword: '' }).currentPassword).toBe(authTexts.currentPasswordRequired);
  });

  it('refuses a new password shorter than 8 characters (the API minimum)', () => {
    expect(validatePasswordChange({ ...ok, newPassword: 'short1', repeatPassword: 'short1' }).newPassword).toBe(authTexts.newPasswordWeak);
  });

  it('refuses reusing the current password', () => {
    expect(validatePasswordChange({ ...ok, newPassword: ok.currentPassword, repeatPassword: ok.currentPassword }).newPassword).toBe(authTexts.newPasswordSame);
  });

  it('requires the repeat to match', () => {
    expect(validatePasswordChange({ ...ok, repeatPassword: 'something-else1' }).repeatPassword).toBe(authTexts.repeatMismatch);
  });
});
