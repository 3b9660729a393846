import { Group, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { Project } from '@airscope/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { translateError } from '../../../lib/i18n/translate-error.ts';
import { useManageDownloadMutation } from '../api/download-project.mutation.ts';
import { useFeatureFlag } from '../../../lib/page-config/page-config.query.ts';
import { useManageProjects } from '../api/manage-projects.query.ts';
import { ManageProjectsTable } from './manage-projects-table.tsx';
import { ManageTagsDialog } from './manage-tags-dialog.tsx';
import { ProjectUpdateDialog } from './project-update-dialog.tsx';

// docs/product.md §9: project search waits 500 ms after the last key.
const SEARCH_DEBOUNCE_MS = 500;

type OpenDialog = { kind: 'update' | 'tags'; project: Project } | null;

/** Manage projects (org admins): search, toggles, the table with its row actions, and the upload button with its status. */
export function ManageProjectsPage({ uploadAction }: { uploadAction?: ReactNode }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [showTags, setShowTags] = useState(true);
  const [showUsers, setShowUsers] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const projects = useManageProjects({ query, includeProjectUser: showUsers });
  const download = useManageDownloadMutation();
  const canDownload = useFeatureFlag('projectDownload');

  const handleDownload = (project: Project) =>
    download.mutate(project, {
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: t('manage.projects.downloadFailed', { name: project.name }),
          message: translateError(t, error).message,
        }),
    });

  let body: ReactNode;
  if (projects.isPending) body = <PageLoader label={t('common.loading')} minHeight={160} />;
  else if (projects.isError) {
    const error = translateError(t, projects.error);
    body = (
      <ErrorState
        title={t('manage.projects.loadError')}
        message={error.message}
        detail={error.detail}
        retry={{ label: t('common.retry'), onRetry: () => void projects.refetch() }}
      />
    );
  } else if (projects.data.length === 0)
    body = <Text c="dimmed">{query.trim() ? t('manage.projects.noMatches') : t('manage.projects.empty')}</Text>;
  else
    body = (
      <ManageProjectsTable
        projects={projects.data}
        showTags={showTags}
        showUsers={showUsers}
        downloadingId={download.isPending ? (download.variables?.projectId ?? null) : null}
        onUpdate={(project) => setDialog({ kind: 'update', project })}
        onManageTags={(project) => setDialog({ kind: 'tags', project })}
        {...(canDownload ? { onDownload: handleDownload } : {})}
      />
    );

  return (
    <Stack data-testid="page-manage-projects" gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t('manage.projects.title')}</Title>
        {uploadAction}
      </Group>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <Group align="flex-end" gap="lg">
            <TextInput
              type="search"
              label={t('manage.projects.search')}
              placeholder={t('manage.projects.searchPlaceholder')}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              style={{ flex: 1, minWidth: 240 }}
            />
            <Switch
              label={t('manage.projects.showTags')}
              checked={showTags}
              onChange={(event) => setShowTags(event.currentTarget.checked)}
            />
            <Switch
              label={t('manage.projects.showUsers')}
              checked={showUsers}
              onChange={(event) => setShowUsers(event.currentTarget.checked)}
            />
          </Group>
          <div aria-live="polite" aria-busy={projects.isFetching}>
            {body}
          </div>
        </Stack>
      </Paper>
      {dialog?.kind === 'update' ? <ProjectUpdateDialog project={dialog.project} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'tags' ? <ManageTagsDialog project={dialog.project} onClose={() => setDialog(null)} /> : null}
    </Stack>
  );
}
