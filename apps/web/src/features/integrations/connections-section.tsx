import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/page-loader.tsx';
import { AddConnectionForm } from './add-connection-form.tsx';
import { useConnections } from './api/integrations.queries.ts';
import { ConnectionCard } from './connection-card.tsx';
import { SyncPanel } from './sync-panel.tsx';
import { ErrorAlert } from './error-alert.tsx';

interface ConnectionsSectionProps {
  /** On a project's page: the project's connections (its own and the organisation's) and the sync into it. */
  projectId?: string;
  /** Whether the caller may add a connection here (org admin in Manage, project owner on a project). */
  canAdd: boolean;
  projectHref(projectId: string): string;
}

/** The Integrations page's body: connections, the add form, and on a project the sync panel. */
export function ConnectionsSection({ projectId, canAdd, projectHref }: ConnectionsSectionProps) {
  const { t } = useTranslation();
  const connections = useConnections(projectId);
  if (connections.isPending) return <PageLoader label={t('common.loading')} />;
  if (connections.isError) return <ErrorAlert error={connections.error} />;
  return (
    <Stack gap="lg" data-testid="controller-connections">
      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('integrations.connections.title')}
          </Title>
          {connections.data.length === 0 ? (
            <Text size="sm" c="dimmed" data-testid="integrations-empty">
              {t('integrations.emptyBody')}
            </Text>
          ) : (
            connections.data.map((connection) => <ConnectionCard key={connection.id} connection={connection} projectHref={projectHref} />)
          )}
        </Stack>
      </Paper>
      {projectId && connections.data.length > 0 ? <SyncPanel projectId={projectId} connections={connections.data} /> : null}
      {canAdd ? (
        <Paper withBorder radius="md" p="lg">
          <AddConnectionForm {...(projectId ? { projectId } : {})} />
        </Paper>
      ) : null}
    </Stack>
  );
}
