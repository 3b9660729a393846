import { describe, expect, it } from 'vitest';
import { PASSWORD_PROBLEM_TEXT, type PasswordProblem } from '@airscope/contracts';
import { ApiRequestError } from '../../lib/api/api-request-error.ts';
import { createI18n, SUPPORTED_LANGUAGES } from '../../lib/i18n/i18n.ts';
import { translateError } from '../../lib/i18n/translate-error.ts';

const refusal = (problem: PasswordProblem) =>
  new ApiRequestError(PASSWORD_PROBLEM_TEXT[problem], { status: 400, endpointId: 'registerUser' });

describe("the server's password refusals on screen", () => {
  it('shows the English rule texts word for word, with their numbers', () => {
    const { t } = createI18n('en');
    for (const problem of Object.keys(PASSWORD_PROBLEM_TEXT) as PasswordProblem[]) {
      expect(translateError(t, refusal(problem)).message).toBe(PASSWORD_PROBLEM_TEXT[problem]);
    }
  });

  it.each(SUPPORTED_LANGUAGES.filter((lng) => lng !== 'en'))('translates every rule into %s, keeping the policy length', (lng) => {
    const { t } = createI18n(lng);
    for (const problem of Object.keys(PASSWORD_PROBLEM_TEXT) as PasswordProblem[]) {
      const shown = translateError(t, refusal(problem)).message;
      expect(shown).not.toBe(PASSWORD_PROBLEM_TEXT[problem]);
      expect(shown).not.toContain('{{');
    }
    expect(translateError(t, refusal('policyTooShort')).message).toContain('12');
  });
});
