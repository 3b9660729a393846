import { List, Stack, Text, Title } from '@mantine/core';
import type { SyncPreview } from '@airscope/contracts';
import { useTranslation } from 'react-i18next';

type Kind = 'added' | 'moved' | 'removed';

/** The APs a sync would add, move (with how far) and remove, each list under its own heading. */
export function SyncPreviewList({ preview }: { preview: SyncPreview }) {
  const { t } = useTranslation();
  const section = (kind: Kind, items: ReadonlyArray<{ name: string; mac: string | null; floorName: string; distanceM?: number }>) => (
    <Stack gap={2} data-testid={`sync-${kind}`}>
      <Title order={3} size="h6">
        {t(`integrations.sync.${kind}`, { count: items.length })}
      </Title>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('integrations.sync.none')}
        </Text>
      ) : (
        <List size="sm">
          {items.map((ap) => (
            <List.Item key={`${ap.mac ?? ''}-${ap.name}`}>
              {ap.name} {ap.mac ? `(${ap.mac})` : ''} · {ap.floorName}
              {ap.distanceM !== undefined ? ` · ${t('integrations.sync.distance', { metres: ap.distanceM.toFixed(2) })}` : ''}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
  return (
    <Stack gap="sm" data-testid="sync-preview">
      {section('added', preview.added)}
      {section('moved', preview.moved)}
      {section('removed', preview.removed)}
      {preview.skipped > 0 ? (
        <Text size="sm" c="dimmed">
          {t('integrations.sync.skipped', { count: preview.skipped })}
        </Text>
      ) : null}
    </Stack>
  );
}
