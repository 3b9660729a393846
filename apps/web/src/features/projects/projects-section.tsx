import { EmptyState, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Project } from '@airscope/contracts';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TablePager } from '../../components/data-table/table-pager.tsx';
import { countPages, pageRows } from '../../components/data-table/table-state.ts';
import { ErrorState } from '../../components/error-state.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { translateError } from '../../lib/i18n/translate-error.ts';
import { useDownloadProjectMutation } from './api/download-project.mutation.ts';
import { useFeatureFlag } from '../../lib/page-config/page-config.query.ts';
import { useProjects } from './api/projects.query.ts';
import { DeleteProjectDialog } from './delete-project-dialog.tsx';
import { arrangeProjectsForTable } from './project-list.ts';
import { ProjectsTable } from './projects-table.tsx';

const PROJECTS_PAGE_SIZE = 10;

interface ProjectsSectionProps {
  /** Shown beside the heading, e.g. the upload button. */
  actions?: ReactNode;
  projectHref: (projectId: string) => string;
  /** Row actions another feature adds (the app composes sharing in here). */
  rowActions?: (project: Project) => ReactNode;
}

/** "Projects" on the insights page: the table with its loading, empty and error states. */
export function ProjectsSection({ actions, projectHref, rowActions }: ProjectsSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const projects = useProjects();
  const download = useDownloadProjectMutation();
  const canDownload = useFeatureFlag('projectDownload');
  const [deleting, setDeleting] = useState<Project | null>(null);
  const rows = useMemo(() => arrangeProjectsForTable(projects.data ?? []), [projects.data]);
  const [page, setPage] = useState(0);

  const startDownload = (project: Project) =>
    download.mutate(project, {
      onError: (error) => {
        const { message } = translateError(t, error);
        notifications.show({ color: 'red', title: t('projects.downloadError', { name: project.name }), message });
      },
    });

  let content: ReactNode;
  if (projects.isPending) content = <PageLoader label={t('projects.loading')} minHeight={160} />;
  else if (projects.isError) {
    const error = translateError(t, projects.error);
    content = (
      <ErrorState
        title={t('projects.loadError')}
        message={error.message}
        detail={error.detail}
        retry={{ label: t('common.retry'), onRetry: () => void projects.refetch() }}
      />
    );
  } else if (rows.length === 0)
    content = <EmptyState py="xl" title={t('projects.emptyTitle')} description={t('projects.emptyBody')} data-testid="projects-empty" />;
  else {
    const downloadingId = download.isPending ? (download.variables?.projectId ?? null) : null;
    // Paged: thousands of rows, each with a thumbnail request, would stall the page.
    const pages = countPages(rows.length, PROJECTS_PAGE_SIZE);
    const current = Math.min(page, Math.max(0, pages - 1));
    content = (
      <Stack gap="sm">
        <ProjectsTable
          projects={pageRows(rows, { page: current, size: PROJECTS_PAGE_SIZE })}
          projectHref={projectHref}
          downloadingId={downloadingId}
          {...(canDownload ? { onDownload: startDownload } : {})}
          onDelete={setDeleting}
          rowActions={rowActions}
        />
        <TablePager page={current} totalPages={pages} totalElements={rows.length} onPage={setPage} label={t('projects.tableLabel')} />
      </Stack>
    );
  }

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="lg" data-testid="projects-section">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={2}>
            <Title order={2} id={headingId}>
              {t('projects.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('projects.subtitle')}
            </Text>
          </Stack>
          {actions}
        </Group>
        {content}
      </Stack>
      <DeleteProjectDialog
        project={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(project) => notifications.show({ color: 'teal', message: t('projects.delete.done', { name: project.name }) })}
      />
    </Paper>
  );
}
