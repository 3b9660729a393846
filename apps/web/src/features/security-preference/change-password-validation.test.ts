import { describe, expect, it } from 'vitest';
import { checkPasswordChange } from './change-password-validation.ts';

describe('change-password validation', () => {
  it('asks for every field', () => {
    expect(checkPasswordChange({ currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      currentPassword: 'required',
      newPassword: 'required',
      confirmPassword: 'required',
    });
  });

  it('refuses a short, an over-long, an unchanged or an unconfirmed new password', () => {
    const base = { currentPassword: 'old passphrase' };
    expect(checkPasswordChange({ ...base, newPassword: 'short', confirmPassword: 'short' }).newPassword).toBe('passwordLength');
    const long = 'x'.repeat(1025);
    expect(checkPasswordChange({ ...base, newPassword: long, confirmPassword: long }).newPassword).toBe('passwordTooLong');
    expect(checkPasswordChange({ ...base, newPassword: 'old passphrase', confirmPassword: 'old passphrase' }).newPassword).toBe(
      'sameAsCurrent',
    );
    expect(checkPasswordChange({ ...base, newPassword: 'new passphrase', confirmPassword: 'new passphrasE' }).confirmPassword).toBe(
      'passwordMismatch',
    );
  });

  it('accepts a valid change', () => {
    expect(
      checkPasswordChange({ currentPassword: 'old passphrase', newPassword: 'new passphrase', confirmPassword: 'new passphrase' }),
    ).toEqual({});
  });
});
