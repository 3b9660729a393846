import { Alert, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/error-state.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { translateError } from '../../lib/i18n/translate-error.ts';
import { useCreateSecureShare, useRevokeSecureShare, useSecureShares } from './api/secure-shares.query.ts';

/** Share view-only with any e-mail address (one-time password sign-in), list and revoke. */
export function SecureSharesPanel({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation();
  const shares = useSecureShares(projectId);
  const create = useCreateSecureShare(projectId);
  const revoke = useRevokeSecureShare(projectId);
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const failed = create.isError ? create.error : revoke.isError ? revoke.error : null;
  const error = failed ? translateError(t, failed) : null;
  const dates = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', { dateStyle: 'medium', timeStyle: 'short' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (address === '') return;
    create.mutate(address, {
      onSuccess: () => {
        setSentTo(address);
        setEmail('');
      },
    });
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('sharing.secure.intro')}
      </Text>
      <form onSubmit={submit} aria-label={t('sharing.secure.formLabel')}>
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('sharing.secure.email')}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button type="submit" loading={create.isPending}>
            {t('sharing.secure.share')}
          </Button>
        </Group>
      </form>
      {sentTo ? (
        <Alert color="teal" role="status">
          {t('sharing.secure.sent', { email: sentTo })}
        </Alert>
      ) : null}
      {error ? <ErrorState title={t('sharing.secure.error')} message={error.message} detail={error.detail} /> : null}
      {shares.isPending ? <PageLoader label={t('sharing.secure.loading')} minHeight={80} /> : null}
      {shares.isError ? <ErrorState title={t('sharing.secure.loadError')} message={translateError(t, shares.error).message} /> : null}
      {shares.data?.length === 0 ? <Text size="sm">{t('sharing.secure.empty')}</Text> : null}
      {shares.data && shares.data.length > 0 ? (
        <Table aria-label={t('sharing.secure.tableLabel')} verticalSpacing="xs">
          <Table.Tbody>
            {shares.data.map((share) => (
              <Table.Tr key={share.shareId} data-testid="secure-share-row">
                <Table.Th scope="row" fw={400}>
                  <Text size="sm">{share.email}</Text>
                </Table.Th>
                <Table.Td>
                  <Text size="xs" c="dimmed">
                    {t(share.used ? 'sharing.secure.used' : 'sharing.secure.unused')} · {dates.format(new Date(share.createdAt))}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    loading={revoke.isPending && revoke.variables === share.shareId}
                    onClick={() => revoke.mutate(share.shareId)}
                    aria-label={t('sharing.secure.revokeNamed', { email: share.email })}
                  >
                    {t('sharing.secure.revoke')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </Stack>
  );
}
