import { PASSWORD_MIN_LENGTH, PASSWORD_POLICY_MIN_LENGTH, PASSWORD_RECOMMENDED_LENGTH } from '@airscope/contracts';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorState } from '../../components/error-state.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { translateError } from '../../lib/i18n/translate-error.ts';
import { useResetPasswordMutation } from './api/reset-password.mutation.ts';
import { FormCard } from '../../components/form-card.tsx';
import { checkConfirmation, checkNewPassword, type FieldProblem } from './auth-validation.ts';
import { useFieldError } from './use-field-error.ts';

/** New-password form reached from the emailed link (`userId` and `access_token` are in the query). */
export function PasswordPage() {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const [searchParams] = useSearchParams();
  const reset = useResetPasswordMutation();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problems, setProblems] = useState<{ password?: FieldProblem | null; confirmation?: FieldProblem | null }>({});

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = { password: checkNewPassword(password), confirmation: checkConfirmation(password, confirmation) };
    setProblems(next);
    if (next.password || next.confirmation) return;
    reset.mutate({ userId: searchParams.get('userId') ?? '', accessToken: searchParams.get('access_token') ?? '', password });
  };

  const error = reset.isError ? translateError(t, reset.error) : null;
  return (
    <FormCard testId="page-password" title={t('auth.password.title')} subtitle={t('auth.password.subtitle')}>
      {reset.isSuccess ? (
        <Stack gap="md">
          <Alert color="teal" title={t('auth.password.successTitle')} role="status">
            {t('auth.password.successBody')}
          </Alert>
          <Button component={Link} to="/login">
            {t('auth.password.goToLogin')}
          </Button>
        </Stack>
      ) : (
        <Stack gap="md">
          {error ? <ErrorState title={t('auth.password.errorTitle')} message={error.message} detail={error.detail} /> : null}
          <form onSubmit={handleSubmit} noValidate aria-label={t('auth.password.title')}>
            <Stack gap="md">
              <PasswordField
                label={t('auth.password.newPassword')}
                description={`${t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH, recommended: PASSWORD_RECOMMENDED_LENGTH })} ${t('auth.policyHint', { min: PASSWORD_POLICY_MIN_LENGTH })}`}
                autoComplete="new-password"
                required
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
                error={fieldError(problems.password)}
              />
              <PasswordField
                label={t('auth.password.confirmPassword')}
                autoComplete="new-password"
                required
                value={confirmation}
                onChange={(event) => setConfirmation(event.currentTarget.value)}
                error={fieldError(problems.confirmation)}
              />
              <Button type="submit" loading={reset.isPending} fullWidth size="md">
                {t('auth.password.submit')}
              </Button>
            </Stack>
          </form>
          <Anchor component={Link} to="/login" size="sm" ta="center">
            {t('auth.forgotPassword.backToLogin')}
          </Anchor>
        </Stack>
      )}
    </FormCard>
  );
}
