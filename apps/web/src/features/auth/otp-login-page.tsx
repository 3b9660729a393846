import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from './auth-card.tsx';
import { checkEmail, checkOtpCode, type FieldProblem } from './auth-validation.ts';
import { useFieldError } from './use-field-error.ts';

/** One-time-password sign-in for shared projects; the API arrives with a later issue. */
export function OtpLoginPage() {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [problems, setProblems] = useState<{ email?: FieldProblem | null; code?: FieldProblem | null }>({});
  const [submitted, setSubmitted] = useState(false);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = { email: checkEmail(email), code: checkOtpCode(code) };
    setProblems(next);
    setSubmitted(!next.email && !next.code);
  };

  return (
    <AuthCard testId="page-otp-login" title={t('auth.otp.title')} subtitle={t('auth.otp.subtitle')}>
      {submitted ? (
        <Alert color="blue" title={t('auth.otp.unavailableTitle')} role="status">
          {t('auth.otp.unavailableBody')}
        </Alert>
      ) : null}
      <form onSubmit={handleSubmit} noValidate aria-label={t('auth.otp.title')}>
        <Stack gap="md">
          <TextInput
            label={t('auth.otp.email')}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={fieldError(problems.email)}
          />
          <TextInput
            label={t('auth.otp.code')}
            description={t('auth.otp.codeHint')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            value={code}
            onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, ''))}
            error={fieldError(problems.code)}
          />
          <Button type="submit" fullWidth size="md">
            {t('auth.otp.submit')}
          </Button>
        </Stack>
      </form>
      <Anchor component={Link} to="/login" size="sm" ta="center">
        {t('auth.otp.backToLogin')}
      </Anchor>
    </AuthCard>
  );
}
