import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@airscope/contracts';

export type PasswordChangeField = 'currentPassword' | 'newPassword' | 'confirmPassword';
export type PasswordChangeProblem = 'required' | 'passwordLength' | 'passwordTooLong' | 'passwordMismatch' | 'sameAsCurrent';
export type PasswordChangeValues = Record<PasswordChangeField, string>;

function checkNew(current: string, value: string): PasswordChangeProblem | null {
  if (value === '') return 'required';
  const length = [...value].length;
  if (length > PASSWORD_MAX_LENGTH) return 'passwordTooLong';
  if (length < PASSWORD_MIN_LENGTH) return 'passwordLength';
  return value === current ? 'sameAsCurrent' : null;
}

/** Early hints for the change-password form; the server applies the full rules (and the organisation's policy). */
export function checkPasswordChange(values: PasswordChangeValues): Partial<Record<PasswordChangeField, PasswordChangeProblem>> {
  const problems: Partial<Record<PasswordChangeField, PasswordChangeProblem>> = {};
  if (values.currentPassword === '') problems.currentPassword = 'required';
  const next = checkNew(values.currentPassword, values.newPassword);
  if (next) problems.newPassword = next;
  if (values.confirmPassword === '') problems.confirmPassword = 'required';
  else if (values.confirmPassword !== values.newPassword) problems.confirmPassword = 'passwordMismatch';
  return problems;
}
