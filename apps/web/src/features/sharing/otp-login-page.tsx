import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { OtpCodeSchema } from '@airscope/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ErrorState } from '../../components/error-state.tsx';
import { translateError } from '../../lib/i18n/translate-error.ts';
import { readSecureProjectViewKey } from '../../lib/session/session-storage.ts';
import { useOtpSignIn } from './api/otp-sign-in.mutation.ts';
import { FormCard } from '../../components/form-card.tsx';

interface OtpLoginPageProps {
  projectHref: (projectId: string) => string;
  loginHref: string;
}

/** Sign-in with the e-mailed one-time code: a GUEST session on the shared project, view only. */
export function OtpLoginPage({ projectHref, loginHref }: OtpLoginPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signIn = useOtpSignIn();
  const [keyId] = useState(() => readSecureProjectViewKey());
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const error = signIn.isError ? translateError(t, signIn.error) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = OtpCodeSchema.safeParse(code);
    setInvalid(!parsed.success);
    if (!parsed.success || !keyId) return;
    signIn.mutate({ keyId, code: parsed.data }, { onSuccess: (projectId) => void navigate(projectHref(projectId), { replace: true }) });
  };

  return (
    <FormCard testId="page-otp-login" title={t('auth.otp.title')} subtitle={t('sharing.otp.subtitle')}>
      {keyId ? null : (
        <Alert color="yellow" role="status" title={t('sharing.otp.noKeyTitle')}>
          {t('sharing.otp.noKeyBody')}
        </Alert>
      )}
      {error ? <ErrorState title={t('sharing.otp.error')} message={error.message} /> : null}
      <form onSubmit={submit} noValidate aria-label={t('auth.otp.title')}>
        <Stack gap="md">
          <TextInput
            label={t('auth.otp.code')}
            description={t('auth.otp.codeHint')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            value={code}
            onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, ''))}
            error={invalid ? t('sharing.otp.codeInvalid') : undefined}
          />
          <Button type="submit" fullWidth size="md" loading={signIn.isPending} disabled={!keyId}>
            {t('auth.otp.submit')}
          </Button>
        </Stack>
      </form>
      <Anchor component={Link} to={loginHref} size="sm" ta="center">
        {t('auth.otp.backToLogin')}
      </Anchor>
    </FormCard>
  );
}
