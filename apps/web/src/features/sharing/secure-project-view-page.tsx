import { Alert, Button, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../components/error-state.tsx';
import { translateError } from '../../lib/i18n/translate-error.ts';
import { SECURE_PROJECT_VIEW_KEY } from '../../lib/session/session-storage.ts';
import { useRequestSecureViewCode } from './api/secure-view-code.mutation.ts';
import { FormCard } from '../../components/form-card.tsx';

/**
 * The page the shared link opens: it keeps the share key for the guest session (docs/product.md §5) and asks for
 * a one-time code, which the server sends to the address the project was shared with.
 */
export function SecureProjectViewPage({ keyId, otpLoginHref }: { keyId: string; otpLoginHref: string }) {
  const { t } = useTranslation();
  const request = useRequestSecureViewCode();
  useEffect(() => {
    window.localStorage.setItem(SECURE_PROJECT_VIEW_KEY, keyId);
  }, [keyId]);
  const error = request.isError ? translateError(t, request.error) : null;

  return (
    <FormCard testId="page-secure-project-view" title={t('sharing.view.title')} subtitle={t('sharing.view.subtitle')}>
      <Stack gap="md">
        {request.isSuccess ? (
          <Alert color="teal" role="status" title={t('sharing.view.sentTitle')}>
            {t('sharing.view.sentBody')}
          </Alert>
        ) : null}
        {error ? <ErrorState title={t('sharing.view.error')} message={error.message} /> : null}
        <Button onClick={() => request.mutate(keyId)} loading={request.isPending} variant={request.isSuccess ? 'default' : 'filled'}>
          {t(request.isSuccess ? 'sharing.view.resend' : 'sharing.view.send')}
        </Button>
        <Button component={Link} to={otpLoginHref} variant={request.isSuccess ? 'filled' : 'subtle'}>
          {t('sharing.view.enterCode')}
        </Button>
      </Stack>
    </FormCard>
  );
}
