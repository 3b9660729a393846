import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH } from '@airscope/contracts';
import { MIN_PASSWORD_LENGTH, type FieldProblem } from './auth-validation.ts';

/** Turns a field problem into its translated message (or undefined when the field is fine). */
export function useFieldError(): (problem: FieldProblem | null | undefined) => string | undefined {
  const { t } = useTranslation();
  return (problem) =>
    problem
      ? t(`auth.validation.${problem}`, { count: problem === 'passwordTooLong' ? PASSWORD_MAX_LENGTH : MIN_PASSWORD_LENGTH })
      : undefined;
}
