import { Anchor, EmptyState, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../components/error-state.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { translateError } from '../../lib/i18n/translate-error.ts';
import { useFeatureFlag } from '../../lib/page-config/page-config.query.ts';
import { usePlannerProjects } from './api/planner-projects.query.ts';
import { NewDesignProjectButton } from './new-design-project-button.tsx';

/** The cloud planner's home: the projects the user may edit, each opened in the editor, and a new design project. */
export function PlannerHomePage({ editorHref }: { editorHref: (projectId: string) => string }) {
  const { t, i18n } = useTranslation();
  const plannerOn = useFeatureFlag('cloudPlanner');
  const projects = usePlannerProjects();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  let content;
  if (projects.isPending) content = <PageLoader label={t('planning.home.loading')} minHeight={160} />;
  else if (projects.isError) {
    const error = translateError(t, projects.error);
    content = (
      <ErrorState
        title={t('planning.home.loadError')}
        message={error.message}
        detail={error.detail}
        retry={{ label: t('common.retry'), onRetry: () => void projects.refetch() }}
      />
    );
  } else if (projects.data.length === 0)
    content = <EmptyState py="xl" title={t('planning.home.emptyTitle')} description={t('planning.home.emptyBody')} />;
  else {
    content = (
      <Table.ScrollContainer minWidth={520}>
        <Table aria-label={t('planning.home.tableLabel')} highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('planning.home.columns.name')}</Table.Th>
              <Table.Th scope="col">{t('planning.home.columns.type')}</Table.Th>
              <Table.Th scope="col">{t('planning.home.columns.updated')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {projects.data.map((project) => (
              <Table.Tr key={project.projectId}>
                <Table.Th scope="row">
                  <Anchor
                    component={Link}
                    to={editorHref(project.projectId)}
                    aria-label={t('planning.home.openNamed', { name: project.name })}
                  >
                    {project.name}
                  </Anchor>
                </Table.Th>
                <Table.Td>{t(`projects.types.${project.projectType}`)}</Table.Td>
                <Table.Td>{date.format(new Date(project.updatedAt))}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Stack gap="lg" maw={1100} mx="auto" data-testid="page-planner">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1}>{t('planning.home.title')}</Title>
          <Text c="dimmed">{t('planning.home.intro')}</Text>
        </Stack>
        <NewDesignProjectButton editorHref={editorHref} />
      </Group>
      <Paper withBorder radius="md" p="lg">
        {plannerOn ? content : <EmptyState py="xl" title={t('planning.home.offTitle')} description={t('planning.home.offBody')} />}
      </Paper>
    </Stack>
  );
}
