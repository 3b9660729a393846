import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorState } from '../../components/error-state.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { translateError } from '../../lib/i18n/translate-error.ts';
import { useFollowRedirect } from '../../lib/navigation/use-follow-redirect.ts';
import { useSignInMutation } from './api/sign-in.mutation.ts';
import { checkEmail, checkRequired, type FieldProblem } from './auth-validation.ts';
import { useFieldError } from './use-field-error.ts';

/** Email and password sign-in; afterwards follows an allowed `redirect` query or goes to root. */
export function LoginForm() {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const [searchParams] = useSearchParams();
  const followRedirect = useFollowRedirect();
  const signIn = useSignInMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<{ email?: FieldProblem | null; password?: FieldProblem | null }>({});

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = { email: checkEmail(email), password: checkRequired(password) };
    setProblems(next);
    if (next.email || next.password) return;
    signIn.mutate({ email: email.trim(), password }, { onSuccess: () => void followRedirect(searchParams.get('redirect')) });
  };

  const error = signIn.isError ? translateError(t, signIn.error) : null;
  return (
    <Stack gap="md">
      {error ? <ErrorState title={t('auth.login.errorTitle')} message={error.message} detail={error.detail} /> : null}
      <form onSubmit={handleSubmit} noValidate aria-label={t('auth.login.title')}>
        <Stack gap="md">
          <TextInput
            label={t('auth.login.email')}
            type="email"
            autoComplete="username"
            required
            withAsterisk={false}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={fieldError(problems.email)}
          />
          <PasswordField
            label={t('auth.login.password')}
            autoComplete="current-password"
            required
            withAsterisk={false}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={fieldError(problems.password)}
          />
          <Anchor component={Link} to="/forgot-password" size="sm" w="fit-content">
            {t('auth.login.forgotPassword')}
          </Anchor>
          <Button type="submit" loading={signIn.isPending} fullWidth size="md">
            {t('auth.login.submit')}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        {t('auth.login.noAccount')}{' '}
        <Anchor component={Link} to="/register" underline="always">
          {t('auth.login.createAccount')}
        </Anchor>
      </Text>
      <Text size="sm" ta="center" c="dimmed">
        {t('auth.login.otpPrompt')}{' '}
        <Anchor component={Link} to="/otp-login" underline="always">
          {t('auth.login.otpLink')}
        </Anchor>
      </Text>
    </Stack>
  );
}
