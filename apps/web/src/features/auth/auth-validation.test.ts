import { describe, expect, it } from 'vitest';
import { checkConfirmation, checkEmail, checkNewPassword, checkRequired } from './auth-validation.ts';

describe('auth form validation', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['ada', 'email'],
    ['ada@example', 'email'],
    [' ada@example.com ', null],
  ])('email %j gives %s', (value, problem) => {
    expect(checkEmail(value)).toBe(problem);
  });

  it.each([
    ['', 'required'],
    ['1234567', 'passwordLength'],
    ['12345678', null],
    ['x'.repeat(1024), null],
    ['x'.repeat(1025), 'passwordTooLong'],
    // Seven emoji are seven characters, though fourteen UTF-16 units.
    ['🔑'.repeat(7), 'passwordLength'],
    ['        ', null],
  ])('new password of %#: %s', (value, problem) => {
    expect(checkNewPassword(value)).toBe(problem);
  });

  it('asks for a matching, non-empty confirmation', () => {
    expect(checkConfirmation('secret-pass', '')).toBe('required');
    expect(checkConfirmation('secret-pass', 'secret-past')).toBe('passwordMismatch');
    expect(checkConfirmation('secret-pass', 'secret-pass')).toBeNull();
  });

  it('treats blank names as missing', () => {
    expect(checkRequired(' ')).toBe('required');
    expect(checkRequired('Ada')).toBeNull();
  });
});
