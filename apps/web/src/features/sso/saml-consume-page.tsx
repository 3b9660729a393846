import { Anchor, Stack, Title } from '@mantine/core';
import { SSO_REFUSAL_CODES, type SsoRefusalCode } from '@airscope/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorState } from '../../components/error-state.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { useFollowRedirect } from '../../lib/navigation/use-follow-redirect.ts';
import { useSession } from '../../lib/session/use-session.ts';

function refusalOf(code: string | null): SsoRefusalCode | null {
  if (code === null) return null;
  return (SSO_REFUSAL_CODES as readonly string[]).includes(code) ? (code as SsoRefusalCode) : 'invalid-response';
}

/**
 * Where the server's assertion consumer sends the browser: with `status=signed-in` the session
 * cookie is already set (start-up read it), so the page goes on to the redirect or root and the
 * guards decide the rest; with `error=<code>` it says why the sign-in was refused.
 */
export function SamlConsumePage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const followRedirect = useFollowRedirect();
  const { user } = useSession();
  const signedIn = searchParams.get('status') === 'signed-in' && user !== null;
  const refusal = refusalOf(searchParams.get('error')) ?? (user === null ? 'invalid-response' : null);
  const redirect = searchParams.get('redirect');
  const followed = useRef(false);

  useEffect(() => {
    if (!signedIn || followed.current) return;
    followed.current = true;
    void followRedirect(redirect);
  }, [signedIn, redirect, followRedirect]);

  return (
    <Stack data-testid="page-saml-consume" gap="lg" maw={560} mx="auto" py="xl">
      <Title order={1}>{t('sso.consume.title')}</Title>
      {refusal && !signedIn ? (
        <ErrorState title={t('sso.consume.refusedTitle')} message={t(`sso.consume.refusal.${refusal}`)}>
          <Anchor component={Link} to="/login" size="sm">
            {t('sso.consume.backToLogin')}
          </Anchor>
        </ErrorState>
      ) : (
        <PageLoader label={t('sso.consume.signingIn')} minHeight={120} />
      )}
    </Stack>
  );
}
