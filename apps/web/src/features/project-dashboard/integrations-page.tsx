import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFeatureFlag } from '../../lib/page-config/page-config.query.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { useInsightProject } from './api/project-kpis.query.ts';
import { INITIAL_FILTERS } from './api/dashboard-filters.ts';
import { ProjectNotFound } from './project-not-found.tsx';

interface IntegrationsPageProps {
  projectId: string;
  projectHref(projectId: string): string;
  /** The controller connections of the project; `isOwner` says whether the caller may add one (docs/product.md §2). */
  renderConnections(isOwner: boolean): ReactNode;
}

/** The project's integrations, named by the project's name: its controller connections and sync, and the optimizer link. */
export function IntegrationsPage({ projectId, projectHref, renderConnections }: IntegrationsPageProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const base = projectHref(projectId);
  const project = useInsightProject(projectId, INITIAL_FILTERS);
  // The datasource flag switches controller connections off; the optimizer link stays.
  const dataSourcesOn = useFeatureFlag('datasource');
  if (project.isSuccess && project.data === null) return <ProjectNotFound testId="page-integrations" />;
  const email = user?.email.toLowerCase();
  const isOwner = project.data?.projectUsers.some((member) => member.role === 'OWNER' && member.username.toLowerCase() === email) ?? false;
  return (
    <Stack gap="lg" data-testid="page-integrations">
      <Stack gap={2}>
        <Title order={1}>{t('integrations.title')}</Title>
        <Text size="sm" c="dimmed">
          {project.data?.name ?? (project.isPending ? t('common.loading') : t('project.label', { projectId }))}
        </Text>
      </Stack>
      {project.data && dataSourcesOn ? renderConnections(isOwner) : null}
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
