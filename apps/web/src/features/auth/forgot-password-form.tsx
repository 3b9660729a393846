import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../components/error-state.tsx';
import { translateError } from '../../lib/i18n/translate-error.ts';
import { useForgotPasswordMutation } from './api/forgot-password.mutation.ts';
import { checkEmail, type FieldProblem } from './auth-validation.ts';
import { useFieldError } from './use-field-error.ts';

/** Asks for a reset link; the answer never says whether the account exists. */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const request = useForgotPasswordMutation();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<FieldProblem | null>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = checkEmail(email);
    setProblem(next);
    if (!next) request.mutate(email.trim());
  };

  const error = request.isError ? translateError(t, request.error) : null;
  return (
    <Stack gap="md">
      {request.isSuccess ? (
        <Alert color="teal" title={t('auth.forgotPassword.successTitle')} role="status">
          {t('auth.forgotPassword.successBody', { email: email.trim() })}
        </Alert>
      ) : (
        <>
          {error ? <ErrorState title={t('auth.forgotPassword.errorTitle')} message={error.message} detail={error.detail} /> : null}
          <form onSubmit={handleSubmit} noValidate aria-label={t('auth.forgotPassword.title')}>
            <Stack gap="md">
              <TextInput
                label={t('auth.forgotPassword.email')}
                type="email"
                autoComplete="email"
                required
                value={email}
                onChange={(event) => setEmail(event.currentTarget.value)}
                error={fieldError(problem)}
              />
              <Button type="submit" loading={request.isPending} fullWidth size="md">
                {t('auth.forgotPassword.submit')}
              </Button>
            </Stack>
          </form>
        </>
      )}
      <Anchor component={Link} to="/login" size="sm" ta="center">
        {t('auth.forgotPassword.backToLogin')}
      </Anchor>
    </Stack>
  );
}
