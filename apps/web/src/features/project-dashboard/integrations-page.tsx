import { Anchor, EmptyState, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The project's integrations: nothing can be connected yet, so the page says so and offers the optimizer. */
export function IntegrationsPage({ projectId, projectHref }: { projectId: string; projectHref(projectId: string): string }) {
  const { t } = useTranslation();
  const base = projectHref(projectId);
  return (
    <Stack gap="lg" data-testid="page-integrations">
      <Stack gap={2}>
        <Title order={1}>{t('integrations.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('project.label', { projectId })}
        </Text>
      </Stack>
      <Paper withBorder radius="md" p="lg">
        <EmptyState
          py="lg"
          title={t('integrations.emptyTitle')}
          description={t('integrations.emptyBody')}
          data-testid="integrations-empty"
        />
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="xs">
          <Title order={2} size="h3">
            {t('integrations.optimizer.title')}
          </Title>
          <Text size="sm">{t('integrations.optimizer.body')}</Text>
          <Anchor component={Link} to={`${base}/optimizer`}>
            {t('integrations.optimizer.open')}
          </Anchor>
          <Anchor component={Link} to={base} size="sm">
            {t('integrations.back')}
          </Anchor>
        </Stack>
      </Paper>
    </Stack>
  );
}
