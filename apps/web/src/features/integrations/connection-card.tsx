import { Alert, Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { ControllerConnection } from '@airscope/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteConnection, useRenameConnection, useTestConnection } from './api/integrations.queries.ts';
import { ImportSitePanel } from './import-site-panel.tsx';
import { LastSync } from './last-sync.tsx';
import { VENDOR_LABELS } from './vendor-labels.ts';
import { ErrorAlert } from './error-alert.tsx';

interface ConnectionCardProps {
  connection: ControllerConnection;
  projectHref(projectId: string): string;
}

/** One connection: what it reaches (never its key), its last sync, and test, rename, delete and import for those allowed. */
export function ConnectionCard({ connection, projectHref }: ConnectionCardProps) {
  const { t } = useTranslation();
  const test = useTestConnection();
  const rename = useRenameConnection();
  const remove = useDeleteConnection();
  const [editing, setEditing] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const error = test.error ?? rename.error ?? remove.error;

  return (
    <Paper withBorder radius="md" p="md" data-testid="connection-card" aria-label={connection.name}>
      <Stack gap="xs">
        <Group justify="space-between">
          {editing === null ? (
            <Text fw={600}>{connection.name}</Text>
          ) : (
            <Group gap="xs">
              <TextInput aria-label={t('integrations.add.name')} value={editing} onChange={(e) => setEditing(e.currentTarget.value)} />
              <Button
                size="xs"
                disabled={editing.trim() === ''}
                onClick={() => rename.mutate({ connectionId: connection.id, name: editing.trim() }, { onSuccess: () => setEditing(null) })}
              >
                {t('integrations.connection.save')}
              </Button>
            </Group>
          )}
          <Badge variant="light">{VENDOR_LABELS[connection.vendor]}</Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {connection.baseUrl} · {t('integrations.connection.account', { account: connection.accountName })}
          {connection.projectId ? ` · ${t('integrations.connection.projectOnly')}` : ''}
        </Text>
        <LastSync run={connection.lastSync} />
        {test.data ? (
          <Alert color={test.data.ok ? 'green' : 'red'} data-testid="connection-test-result">
            {test.data.ok ? t('integrations.connection.testOk', { account: test.data.accountName ?? '' }) : test.data.error}
          </Alert>
        ) : null}
        {error ? <ErrorAlert error={error} /> : null}
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={() => setImporting((open) => !open)}>
            {t('integrations.sites.importSite')}
          </Button>
          {connection.canManage ? (
            <>
              <Button size="xs" variant="default" loading={test.isPending} onClick={() => test.mutate(connection.id)}>
                {t('integrations.connection.test')}
              </Button>
              <Button size="xs" variant="default" onClick={() => setEditing(connection.name)}>
                {t('integrations.connection.rename')}
              </Button>
              <Button
                size="xs"
                color="red"
                variant="light"
                loading={remove.isPending}
                onClick={() =>
                  window.confirm(t('integrations.connection.confirmDelete', { name: connection.name })) && remove.mutate(connection.id)
                }
              >
                {t('integrations.connection.delete')}
              </Button>
            </>
          ) : null}
        </Group>
        {importing ? <ImportSitePanel connectionId={connection.id} projectHref={projectHref} /> : null}
      </Stack>
    </Paper>
  );
}
