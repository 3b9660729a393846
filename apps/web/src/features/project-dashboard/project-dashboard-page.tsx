import { Anchor, EmptyState, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../components/error-state.tsx';
import { translateError } from '../../lib/i18n/translate-error.ts';
import { AccessPointsList } from './access-points-list.tsx';
import { useAccessPointRecords, useProjectUsers } from './api/project-people.query.ts';
import { useDailyHealth, useFloorKpis, useInsightProject, useProjectKpiPanel } from './api/project-kpis.query.ts';
import { AreaKpisPart } from './area-kpis-part.tsx';
import { DailyHealthChart } from './daily-health-chart.tsx';
import { DashboardCard } from './dashboard-card.tsx';
import { DashboardFiltersBar } from './dashboard-filters-bar.tsx';
import { FloorKpisPart } from './floor-kpis-part.tsx';
import { KpiPanels } from './kpi-panels.tsx';
import { listDashboardAccessPoints } from './list-access-points.ts';
import { ProjectNotFound } from './project-not-found.tsx';
import { ProjectUsersList } from './project-users-card.tsx';
import { QueryView } from './query-view.tsx';
import { RecommendationsList } from './recommendations-list.tsx';
import { useRecommendations } from './api/recommendations.query.ts';
import { useKeptDashboardFilters } from './use-kept-dashboard-filters.ts';
import { describePlace } from '../../lib/format/describe-place.ts';
import { useFeatureFlag } from '../../lib/page-config/page-config.query.ts';
import { useSession } from '../../lib/session/use-session.ts';

/** The project dashboard (docs/product.md §2 "Project detail view"): KPIs, daily health, floors and areas, users and access points. */
export function ProjectDashboardPage({
  projectId,
  projectHref,
  headerLinks,
  renderFloorPicture,
}: {
  projectId: string;
  projectHref(projectId: string): string;
  headerLinks?: ReactNode;
  /** A floor's picture in the floor KPI table. */
  renderFloorPicture?: (floorPlanRowId: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const { filters, setFilters, criterion, setCriterion } = useKeptDashboardFilters(projectId);
  const project = useInsightProject(projectId, filters);
  // The dashboard flag switches the KPI panels, daily health and area KPIs off; floors, users and APs stay.
  const dashboardOn = useFeatureFlag('dashboard');
  const panel = useProjectKpiPanel(projectId, filters, dashboardOn);
  const health = useDailyHealth(projectId, filters, dashboardOn);
  const floors = useFloorKpis(projectId, filters);
  const recommendationsOn = useFeatureFlag('recommendations');
  const recommendations = useRecommendations(projectId, filters, recommendationsOn);
  const isGuest = useSession().user?.role === 'GUEST';
  const users = useProjectUsers(projectId, !isGuest);
  const records = useAccessPointRecords(projectId);
  const projectType = project.data?.projectType;
  const accessPoints = useMemo(
    () => (records.data && projectType ? listDashboardAccessPoints(records.data, projectType) : undefined),
    [records.data, projectType],
  );
  const base = projectHref(projectId);

  if (project.isError && project.data === undefined) {
    const { message, detail } = translateError(t, project.error);
    return (
      <Stack data-testid="page-project-dashboard">
        <Title order={1}>{t('dashboard.title')}</Title>
        <ErrorState
          title={t('dashboard.errors.project')}
          message={message}
          detail={detail}
          retry={{ label: t('common.retry'), onRetry: () => void project.refetch() }}
        />
      </Stack>
    );
  }
  // The API answers an unknown or deleted project as "not found", which arrives as no data.
  if (project.isSuccess && project.data === null) return <ProjectNotFound testId="page-project-dashboard" />;
  const info = project.data ?? null;
  const place = info ? describePlace(info) : '';

  return (
    <Stack gap="lg" data-testid="page-project-dashboard">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={1}>{info?.name ?? t('project.label', { projectId })}</Title>
          <Text size="sm" c="dimmed">
            {info ? [t(`projects.types.${info.projectType}`), place].filter(Boolean).join(' · ') : t('common.loading')}
          </Text>
        </Stack>
        <Group gap="md">
          {headerLinks}
          <Anchor component={Link} to={`${base}/integrations`} size="sm">
            {t('dashboard.links.integrations')}
          </Anchor>
          <Anchor component={Link} to={`${base}/optimizer`} size="sm">
            {t('dashboard.links.optimizer')}
          </Anchor>
        </Group>
      </Group>
      <DashboardFiltersBar filters={filters} onChange={setFilters} criterion={criterion} onCriterion={setCriterion} />
      {dashboardOn ? (
        <DashboardCard title={t('dashboard.kpi.title')} testId="dashboard-kpis">
          <QueryView query={panel} errorTitle={t('dashboard.errors.projectKpis')} loadingLabel={t('dashboard.kpi.loading')}>
            {(data) =>
              data ? <KpiPanels kpis={data.kpis} criterion={criterion} /> : <EmptyState py="md" title={t('dashboard.kpi.empty')} />
            }
          </QueryView>
        </DashboardCard>
      ) : null}
      {dashboardOn ? (
        <DashboardCard title={t('dashboard.health.title')} testId="dashboard-health">
          <QueryView query={health} errorTitle={t('dashboard.errors.dailyScores')} loadingLabel={t('dashboard.health.loading')}>
            {(days) => <DailyHealthChart days={days} />}
          </QueryView>
        </DashboardCard>
      ) : null}
      {recommendationsOn ? (
        <DashboardCard title={t('dashboard.recommendations.title')} testId="dashboard-recommendations">
          <QueryView
            query={recommendations}
            errorTitle={t('dashboard.errors.recommendations')}
            loadingLabel={t('dashboard.recommendations.loading')}
          >
            {(list) => <RecommendationsList recommendations={list} />}
          </QueryView>
        </DashboardCard>
      ) : null}
      <DashboardCard title={t('dashboard.floors.title')} testId="dashboard-floors">
        <FloorKpisPart projectId={projectId} filters={filters} base={base} renderFloorPicture={renderFloorPicture} />
      </DashboardCard>
      {dashboardOn ? (
        <DashboardCard title={t('dashboard.areas.title')} testId="dashboard-areas">
          <QueryView query={floors} errorTitle={t('dashboard.errors.floors')} loadingLabel={t('dashboard.floors.loading')}>
            {(rows) => <AreaKpisPart projectId={projectId} floors={rows} filters={filters} />}
          </QueryView>
        </DashboardCard>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {isGuest ? null : (
          <DashboardCard title={t('dashboard.users.title')} testId="dashboard-users">
            <QueryView query={users} errorTitle={t('dashboard.errors.users')} loadingLabel={t('dashboard.users.loading')}>
              {(list) => <ProjectUsersList users={list} />}
            </QueryView>
          </DashboardCard>
        )}
        <DashboardCard title={t('dashboard.accessPoints.title')} testId="dashboard-access-points">
          <QueryView query={records} errorTitle={t('dashboard.errors.batch')} loadingLabel={t('dashboard.accessPoints.loading')}>
            {() =>
              accessPoints && accessPoints.length > 0 ? (
                <AccessPointsList accessPoints={accessPoints} />
              ) : (
                <EmptyState
                  py="md"
                  title={t(projectType === 'MEASURED' ? 'dashboard.accessPoints.emptyTitle' : 'dashboard.accessPoints.emptyPlannedTitle')}
                  description={t(
                    projectType === 'MEASURED' ? 'dashboard.accessPoints.emptyBody' : 'dashboard.accessPoints.emptyPlannedBody',
                  )}
                />
              )
            }
          </QueryView>
        </DashboardCard>
      </SimpleGrid>
    </Stack>
  );
}
