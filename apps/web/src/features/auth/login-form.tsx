import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PasswordField } from '../../components/password-field.tsx';
import { translateError } from '../../lib/i18n/translate-error.ts';
import { useFollowRedirect } from '../../lib/navigation/use-follow-redirect.ts';
import { checkSso, ssoStartUrl } from './api/check-sso.ts';
import { useSignInMutation } from './api/sign-in.mutation.ts';
import { checkEmail, checkRequired, type FieldProblem } from './auth-validation.ts';
import { useFieldError } from './use-field-error.ts';

/** Email and password sign-in, or single sign-on for addresses of an SSO organisation; afterwards follows an allowed `redirect` query or goes to root. */
export function LoginForm() {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const [searchParams] = useSearchParams();
  const followRedirect = useFollowRedirect();
  const signIn = useSignInMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<{ email?: FieldProblem | null; password?: FieldProblem | null }>({});

  const [ssoStep, setSsoStep] = useState<'idle' | 'checking' | 'redirecting'>('idle');

  // The address is checked for single sign-on first; only addresses without it need the password.
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const emailProblem = checkEmail(email);
    if (emailProblem) {
      setProblems({ email: emailProblem, password: checkRequired(password) });
      return;
    }
    setProblems({});
    setSsoStep('checking');
    const sso = await checkSso(email.trim());
    if (sso.sso && sso.loginUrl) {
      setSsoStep('redirecting');
      window.location.assign(ssoStartUrl(sso.loginUrl, searchParams.get('redirect')));
      return;
    }
    setSsoStep('idle');
    const passwordProblem = checkRequired(password);
    if (passwordProblem) {
      setProblems({ password: passwordProblem });
      return;
    }
    signIn.mutate({ email: email.trim(), password }, { onSuccess: () => void followRedirect(searchParams.get('redirect')) });
  };

  const error = signIn.isError ? translateError(t, signIn.error) : null;
  return (
    <Stack gap="md">
      {ssoStep !== 'idle' ? (
        <Text role="status" size="sm" c="dimmed">
          {t(ssoStep === 'checking' ? 'sso.login.checking' : 'sso.login.redirecting')}
        </Text>
      ) : null}
      {/* One message, the one of docs/product.md §8 ("Login failed" or the lockout text): no title or server detail beside it. */}
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error.message}
        </Alert>
      ) : null}
      <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={t('auth.login.title')}>
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
          <Button type="submit" loading={signIn.isPending || ssoStep !== 'idle'} fullWidth size="md">
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
