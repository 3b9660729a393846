import { Button, Group, Text } from '@mantine/core';
import type { SyncRun } from '@airscope/contracts';
import { useTranslation } from 'react-i18next';
import { useUndoSync } from './api/integrations.queries.ts';
import { ErrorAlert } from './error-alert.tsx';

/** The last sync of a connection: when, how it went, what it changed or why it failed, and its undo while that is possible. */
export function LastSync({ run }: { run: SyncRun | null }) {
  const { t, i18n } = useTranslation();
  const undo = useUndoSync();
  if (!run)
    return (
      <Text size="sm" c="dimmed" data-testid="last-sync">
        {t('integrations.lastSync.never')}
      </Text>
    );
  const when = new Date(run.finishedAt).toLocaleString(i18n.language);
  return (
    <Group gap="xs" data-testid="last-sync">
      <Text size="sm">{t(run.trigger === 'SCHEDULED' ? 'integrations.lastSync.scheduled' : 'integrations.lastSync.manual', { when })}</Text>
      {run.status === 'SUCCEEDED' ? (
        <Text size="sm" data-testid="last-sync-counts">
          {t('integrations.lastSync.counts', { added: run.added, moved: run.moved, removed: run.removed })}
        </Text>
      ) : (
        <Text size="sm" c="red" data-testid="last-sync-error">
          {t('integrations.lastSync.failed', { error: run.error ?? '' })}
        </Text>
      )}
      {run.canUndo ? (
        <Button size="compact-xs" variant="light" loading={undo.isPending} onClick={() => undo.mutate(run.id)}>
          {t('integrations.lastSync.undo')}
        </Button>
      ) : null}
      {undo.isError ? <ErrorAlert error={undo.error} /> : null}
    </Group>
  );
}
