import { isFeatureOn } from '@airscope/contracts';
import { Alert, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/error-state.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { translateError } from '../../lib/i18n/translate-error.ts';
import { usePageConfig } from '../../lib/page-config/page-config.query.ts';
import { editorProjectQuery, useEditorProject } from './api/editor-project.query.ts';
import { createEditorStore } from './document/editor-store.ts';
import { EditorWorkspace } from './editor-workspace.tsx';
import { RegulatoryDomainProvider } from './regulatory/regulatory-domain-provider.tsx';

/** The planning editor of a project (`/projects/:projectId/plan`): loads the records once, then edits them locally until saved. */
export function PlanningEditorPage({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const loaded = useEditorProject(projectId);
  const pageConfig = usePageConfig();
  // One store per load: a reload after a conflict starts from the server's records and version.
  const store = useMemo(
    () => (loaded.data ? createEditorStore(loaded.data.document, loaded.data.project.projectVersion) : null),
    [loaded.data],
  );
  const reload = () => void queryClient.resetQueries({ queryKey: editorProjectQuery(projectId).queryKey });

  if (loaded.isPending)
    return (
      <Stack data-testid="page-planning-editor">
        <Title order={1}>{t('planning.title')}</Title>
        <PageLoader label={t('planning.loading')} />
      </Stack>
    );
  if (loaded.isError) {
    const { message } = translateError(t, loaded.error);
    return (
      <Stack data-testid="page-planning-editor">
        <Title order={1}>{t('planning.title')}</Title>
        <ErrorState title={t('planning.loadFailed')} message={message} retry={{ label: t('common.retry'), onRetry: reload }} />
      </Stack>
    );
  }
  // docs/product.md §6: design projects stay closed while the design-project flag is off; the whole editor while the cloud planner is off.
  const isDesign = loaded.data?.project.projectType === 'BROWNFIELD_PLAN' || loaded.data?.project.projectType === 'GREENFIELD_PLAN';
  const plannerOn = isFeatureOn(pageConfig.data?.featureFlags.cloudPlanner);
  if (!loaded.data || !store || !plannerOn || (isDesign && !isFeatureOn(pageConfig.data?.featureFlags.designProject))) {
    return (
      <Stack data-testid="page-planning-editor">
        <Title order={1}>{t('planning.title')}</Title>
        <Alert color="yellow">{t('planning.notFound')}</Alert>
      </Stack>
    );
  }
  return (
    <RegulatoryDomainProvider initial={loaded.data.project.regulatoryDomain}>
      <EditorWorkspace
        key={loaded.dataUpdatedAt}
        projectId={projectId}
        projectName={loaded.data.project.name}
        store={store}
        canWrite={loaded.data.project.canWrite}
        onReload={reload}
      />
    </RegulatoryDomainProvider>
  );
}
