import { Badge, Button, Card, EmptyState, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { DemoProject } from '@airscope/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorState } from '../../components/error-state.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { translateError } from '../../lib/i18n/translate-error.ts';
import { useDemoProjects } from './api/demo-projects.query.ts';
import { useOpenDemoProject } from './api/open-demo-project.mutation.ts';

/** The public demo: the demo organisation's projects, opened read-only without an account. */
export function DemoPage({ projectHref }: { projectHref: (projectId: string) => string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const projects = useDemoProjects();
  const open = useOpenDemoProject();

  const openProject = (project: DemoProject) =>
    open.mutate(project.projectId, {
      onSuccess: () => {
        const base = projectHref(project.projectId);
        void navigate(project.floorPlanRowId === null ? base : `${base}/${project.floorPlanRowId}`);
      },
    });

  let content;
  if (projects.isPending) content = <PageLoader label={t('demo.loading')} minHeight={160} />;
  else if (projects.isError) {
    const error = translateError(t, projects.error);
    content = (
      <ErrorState
        title={t('demo.loadError')}
        message={error.message}
        retry={{ label: t('common.retry'), onRetry: () => void projects.refetch() }}
      />
    );
  } else if (projects.data.length === 0) content = <EmptyState py="xl" title={t('demo.emptyTitle')} description={t('demo.emptyBody')} />;
  else {
    content = (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {projects.data.map((project) => (
          <Card key={project.projectId} withBorder radius="md" padding="lg" data-testid="demo-project">
            <Stack gap="sm">
              <Title order={2} size="h4">
                {project.name}
              </Title>
              <Text size="sm" c="dimmed">
                {t(`projects.types.${project.projectType}`, { defaultValue: project.projectType })}
              </Text>
              <Button
                onClick={() => openProject(project)}
                loading={open.isPending && open.variables === project.projectId}
                aria-label={t('demo.openNamed', { name: project.name })}
              >
                {t('demo.open')}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    );
  }

  const openError = open.isError ? translateError(t, open.error) : null;
  return (
    <Stack data-testid="page-demo" gap="lg" maw={900} mx="auto" py="xl">
      <Stack gap={4}>
        <Group gap="sm">
          <Title order={1}>{t('demo.title')}</Title>
          <Badge variant="light">{t('demo.readOnly')}</Badge>
        </Group>
        <Text c="dimmed">{t('demo.intro')}</Text>
      </Stack>
      {openError ? <ErrorState title={t('demo.openError')} message={openError.message} /> : null}
      {content}
    </Stack>
  );
}
