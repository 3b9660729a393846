import {
  ERROR_TEXT,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_POLICY_MIN_LENGTH,
  PASSWORD_PROBLEM_TEXT,
  type PasswordProblem,
} from '@airscope/contracts';
import type { TFunction } from 'i18next';
import { isApiRequestError } from '../api/api-request-error.ts';

type ErrorKey = keyof typeof ERROR_TEXT;

function keyOfSpecText(message: string): ErrorKey | undefined {
  return (Object.keys(ERROR_TEXT) as ErrorKey[]).find((key) => ERROR_TEXT[key] === message);
}

function passwordProblemOf(message: string): PasswordProblem | undefined {
  return (Object.keys(PASSWORD_PROBLEM_TEXT) as PasswordProblem[]).find((key) => PASSWORD_PROBLEM_TEXT[key] === message);
}

function translateMessage(t: TFunction, message: string): string {
  const key = keyOfSpecText(message);
  if (key) return t(`errors.${key}`);
  // The server judges passwords; its fixed rule texts are shown in the page's language.
  const problem = passwordProblemOf(message);
  const min = problem === 'policyTooShort' ? PASSWORD_POLICY_MIN_LENGTH : PASSWORD_MIN_LENGTH;
  if (problem) return t(`auth.passwordProblem.${problem}`, { min, max: PASSWORD_MAX_LENGTH });
  // The server's own texts (already person-readable, maybe localized) are shown as they are.
  return message;
}

export interface TranslatedError {
  message: string;
  /** The server's reason behind a store message, when it adds something. */
  detail: string | null;
}

/** Turns a thrown error into text for the screen: the fixed texts of docs/product.md §8 through i18n, server texts as given. */
export function translateError(t: TFunction, error: unknown): TranslatedError {
  const message = error instanceof Error ? error.message : ERROR_TEXT.unexpected;
  const cause = error instanceof Error ? error.cause : undefined;
  const causeText = isApiRequestError(cause) ? translateMessage(t, cause.message) : null;
  const text = translateMessage(t, message);
  const detail = causeText && causeText !== text && cause instanceof Error && cause.message !== ERROR_TEXT.unexpected ? causeText : null;
  return { message: text, detail };
}
