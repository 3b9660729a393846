import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@airscope/contracts';

export const MIN_PASSWORD_LENGTH = PASSWORD_MIN_LENGTH;

export type FieldProblem = 'required' | 'email' | 'passwordLength' | 'passwordTooLong' | 'passwordMismatch' | 'code';

// Deliberately loose: the server is the judge; this only catches typing slips.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkEmail(value: string): FieldProblem | null {
  if (value.trim() === '') return 'required';
  return EMAIL_SHAPE.test(value.trim()) ? null : 'email';
}

export function checkRequired(value: string): FieldProblem | null {
  return value.trim() === '' ? 'required' : null;
}

export function checkNewPassword(value: string): FieldProblem | null {
  if (value === '') return 'required';
  // Counted in characters, as the server counts them; the text is never trimmed.
  const length = [...value].length;
  if (length > PASSWORD_MAX_LENGTH) return 'passwordTooLong';
  return length < MIN_PASSWORD_LENGTH ? 'passwordLength' : null;
}

export function checkConfirmation(password: string, confirmation: string): FieldProblem | null {
  if (confirmation === '') return 'required';
  return password === confirmation ? null : 'passwordMismatch';
}
