import { Badge, Box, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { REQUIRED_EULA_VERSION } from '@airscope/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ErrorState } from '../../components/error-state.tsx';
import { translateError } from '../../lib/i18n/translate-error.ts';
import { useFollowRedirect } from '../../lib/navigation/use-follow-redirect.ts';
import { signOut } from '../../lib/session/sign-out.ts';
import { useRecordEulaConsentMutation } from './api/record-eula-consent.mutation.ts';
import { EULA_SECTIONS } from './eula-sections.ts';

/** Shows the agreement; "I agree" records consent and continues to the requested page or root. */
export function EulaConsentPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const followRedirect = useFollowRedirect();
  const consent = useRecordEulaConsentMutation();
  const [signingOut, setSigningOut] = useState(false);

  const agree = () => consent.mutate(undefined, { onSuccess: () => void followRedirect(searchParams.get('redirect')) });
  const leave = async () => {
    setSigningOut(true);
    await signOut();
    queryClient.clear();
    await navigate('/login');
  };

  const error = consent.isError ? translateError(t, consent.error) : null;
  return (
    <Paper data-testid="page-eula-consent" withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Title order={1} size="h2">
              {t('eula.title')}
            </Title>
            <Badge variant="light">{t('eula.version', { version: REQUIRED_EULA_VERSION.replace(/^v/, '') })}</Badge>
          </Group>
          <Text c="dimmed">{t('eula.intro')}</Text>
        </Stack>
        {/* A focusable scroll region, so keyboard users can scroll the text too. */}
        <Box
          role="region"
          aria-label={t('eula.textLabel')}
          tabIndex={0}
          mah={320}
          p="md"
          style={{ overflowY: 'auto', border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-md)' }}
        >
          <List type="ordered" spacing="sm">
            {EULA_SECTIONS.map((section) => (
              <List.Item key={section}>
                <Text size="sm">{t(`eula.sections.${section}`)}</Text>
              </List.Item>
            ))}
          </List>
        </Box>
        {error ? <ErrorState title={t('eula.errorTitle')} message={error.message} detail={error.detail} /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void leave()} loading={signingOut}>
            {t('eula.signOut')}
          </Button>
          <Button onClick={agree} loading={consent.isPending}>
            {t('eula.agree')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
