import { Alert, Button, Group, Modal, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ActivatedDevice } from '@airscope/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { translateError } from '../../../lib/i18n/translate-error.ts';
import { useMyDevices, useRevokeDeviceMutation } from '../api/my-devices.query.ts';

/** My page's activated devices (name, kind, activated, last seen, when the token ends) with revoke. */
export function DevicesCard() {
  const { t, i18n } = useTranslation();
  const devices = useMyDevices();
  const revoke = useRevokeDeviceMutation();
  const [confirming, setConfirming] = useState<ActivatedDevice | null>(null);
  const format = (iso: string) =>
    new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  let content;
  if (devices.isPending) content = <PageLoader label={t('common.loading')} minHeight={80} />;
  else if (devices.isError) {
    const error = translateError(t, devices.error);
    content = (
      <ErrorState
        title={t('devices.list.unavailable')}
        message={error.message}
        detail={error.detail}
        retry={{ label: t('common.retry'), onRetry: () => void devices.refetch() }}
      />
    );
  } else if (devices.data.length === 0)
    content = (
      <Text c="dimmed" data-testid="devices-empty">
        {t('devices.list.empty')}
      </Text>
    );
  else {
    content = (
      <Table data-testid="devices-table" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('devices.list.name')}</Table.Th>
            <Table.Th>{t('devices.list.kind')}</Table.Th>
            <Table.Th>{t('devices.list.activated')}</Table.Th>
            <Table.Th>{t('devices.list.lastSeen')}</Table.Th>
            <Table.Th>{t('devices.list.expires')}</Table.Th>
            <Table.Th aria-label={t('devices.list.actions')} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {devices.data.map((device) => (
            <Table.Tr key={device.id} data-testid="device-row">
              <Table.Td>{device.name}</Table.Td>
              <Table.Td>{t(`devices.kind.${device.kind}`)}</Table.Td>
              <Table.Td>{format(device.activatedAt)}</Table.Td>
              <Table.Td>{device.lastSeenAt ? format(device.lastSeenAt) : t('devices.list.never')}</Table.Td>
              <Table.Td>{format(device.expiresAt)}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={() => setConfirming(device)}
                  aria-label={t('devices.list.revokeNamed', { name: device.name })}
                >
                  {t('devices.list.revoke')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  }

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="devices-heading">
      <Stack gap="md">
        <Title order={2} size="h3" id="devices-heading">
          {t('devices.list.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('devices.list.intro')}
        </Text>
        {revoke.isError && (
          <Alert color="red" title={t('devices.list.revokeFailed')}>
            {translateError(t, revoke.error).message}
          </Alert>
        )}
        {content}
      </Stack>
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('devices.list.revokeTitle', { name: confirming?.name ?? '' })}
      >
        <Stack>
          <Text>{t('devices.list.revokeBody')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              {t('devices.list.cancel')}
            </Button>
            <Button
              color="red"
              loading={revoke.isPending}
              onClick={() => confirming && revoke.mutate(confirming.id, { onSettled: () => setConfirming(null) })}
            >
              {t('devices.list.revoke')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
