/** Password rules shared by the server (the judge) and the forms (early hints). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_RECOMMENDED_LENGTH = 15;
export const PASSWORD_MAX_LENGTH = 1024;
/** With the organisation's password policy on: longer, with letters and digits. */
export const PASSWORD_POLICY_MIN_LENGTH = 12;

export type PasswordProblem = 'tooShort' | 'tooLong' | 'policyTooShort' | 'policyLettersAndDigits';

export const PASSWORD_PROBLEM_TEXT: Record<PasswordProblem, string> = {
  tooShort: `The password must have at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `The password must have at most ${PASSWORD_MAX_LENGTH} characters.`,
  policyTooShort: `Your organisation requires passwords of at least ${PASSWORD_POLICY_MIN_LENGTH} characters.`,
  policyLettersAndDigits: 'Your organisation requires passwords with both letters and digits.',
};

/** The first rule the password breaks, or null; length counts code points, the text is never trimmed. */
export function findPasswordProblem(password: string, options: { policyEnabled: boolean }): PasswordProblem | null {
  const length = [...password].length;
  if (length > PASSWORD_MAX_LENGTH) return 'tooLong';
  if (length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (!options.policyEnabled) return null;
  if (length < PASSWORD_POLICY_MIN_LENGTH) return 'policyTooShort';
  return /\p{L}/u.test(password) && /\p{Nd}/u.test(password) ? null : 'policyLettersAndDigits';
}
