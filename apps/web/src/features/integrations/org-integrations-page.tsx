import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFeatureFlag } from '../../lib/page-config/page-config.query.ts';
import { ConnectionsSection } from './connections-section.tsx';

/** Manage › Integrations: the organisation's controller connections (org admins, docs/product.md §2). */
export function OrgIntegrationsPage({ projectHref }: { projectHref(projectId: string): string }) {
  const { t } = useTranslation();
  const dataSourcesOn = useFeatureFlag('datasource');
  return (
    <Stack gap="lg" data-testid="page-org-integrations">
      <Stack gap={2}>
        <Title order={1}>{t('integrations.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('integrations.orgIntro')}
        </Text>
      </Stack>
      {dataSourcesOn ? <ConnectionsSection canAdd projectHref={projectHref} /> : null}
    </Stack>
  );
}
