import { Alert, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import type { ControllerConnection } from '@airscope/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApplySync, useControllerSites, usePreviewSync } from './api/integrations.queries.ts';
import { SyncPreviewList } from './sync-preview-list.tsx';
import { ErrorAlert } from './error-alert.tsx';

/** Sync a controller site into this project: preview what changes, then apply it as one save (undoable from the last sync). */
export function SyncPanel({ projectId, connections }: { projectId: string; connections: readonly ControllerConnection[] }) {
  const { t } = useTranslation();
  const [connectionId, setConnectionId] = useState<string | null>(connections[0]?.id ?? null);
  const [siteId, setSiteId] = useState<string | null>(null);
  const sites = useControllerSites(connectionId);
  const preview = usePreviewSync();
  const apply = useApplySync();
  const target = connectionId && siteId ? { connectionId, projectId, siteId } : null;
  const pick = (change: () => void) => {
    change();
    preview.reset();
    apply.reset();
  };

  return (
    <Paper withBorder radius="md" p="lg" data-testid="sync-panel">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('integrations.sync.title')}
        </Title>
        <Text size="sm">{t('integrations.sync.intro')}</Text>
        <Group align="end">
          <Select
            label={t('integrations.sync.connection')}
            data={connections.map((c) => ({ value: c.id, label: c.name }))}
            value={connectionId}
            allowDeselect={false}
            onChange={(value) => pick(() => (setConnectionId(value), setSiteId(null)))}
          />
          <Select
            label={t('integrations.sites.site')}
            data={(sites.data ?? []).map((site) => ({ value: site.id, label: [...site.path, site.name].join(' / ') }))}
            value={siteId}
            allowDeselect={false}
            onChange={(value) => pick(() => setSiteId(value))}
            placeholder={sites.isPending ? t('integrations.sites.loading') : t('integrations.sites.pick')}
          />
          <Button disabled={!target} loading={preview.isPending} onClick={() => target && preview.mutate(target)}>
            {t('integrations.sync.preview')}
          </Button>
        </Group>
        {sites.isError ? <ErrorAlert error={sites.error} /> : null}
        {preview.isError ? <ErrorAlert error={preview.error} /> : null}
        {preview.data && !apply.data ? (
          <>
            <SyncPreviewList preview={preview.data} />
            <Group>
              <Button
                loading={apply.isPending}
                onClick={() => target && apply.mutate({ ...target, baseVersion: preview.data!.projectVersion })}
              >
                {t('integrations.sync.apply')}
              </Button>
            </Group>
          </>
        ) : null}
        {apply.isError ? <ErrorAlert error={apply.error} /> : null}
        {apply.data ? (
          <Alert color="green" data-testid="sync-applied">
            {t('integrations.lastSync.counts', {
              added: apply.data.run.added,
              moved: apply.data.run.moved,
              removed: apply.data.run.removed,
            })}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
