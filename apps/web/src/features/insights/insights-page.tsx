import { Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { InsightProject, ProjectPlace } from '@airscope/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/page-loader.tsx';
import { usePageConfig } from '../../lib/page-config/page-config.query.ts';
import { filtersKey, type InsightFilters } from './api/insight-filters.ts';
import {
  loadInsightProject,
  loadInsightProjectPlaces,
  loadInsightProjects,
  projectsFailureContext,
} from './api/insight-projects.request.ts';
import { SEARCH_DEBOUNCE_MS } from './api/search-delay.ts';
import { loadSurveyDateRange } from './api/survey-events.request.ts';
import { useLatestLoad } from './api/use-latest-load.ts';
import { chooseInitialLayout, type InsightsLayout } from './choose-layout.ts';
import { DeviceCountsSection } from './device-counts-section.tsx';
import { InsightFiltersBar } from './insight-filters-bar.tsx';
import { InsightProjectsSection } from './insight-projects-section.tsx';
import { LoadErrorState } from './load-error-state.tsx';
import type { MapSelection } from './map/map-selection.ts';
import { ProjectsMap } from './map/projects-map.tsx';
import { useSites } from './api/sites.query.ts';
import { ProjectPreviewDialog } from './project-preview-dialog.tsx';
import { SurveyEventsSection } from './survey-events-section.tsx';
import { DEFAULT_PROJECT_SORT, toProjectSortParam, type ProjectColumn } from './tables/project-sorting.ts';
import { useTableState } from '../../components/data-table/use-table-state.ts';
import { translateError } from '../../lib/i18n/translate-error.ts';

const INITIAL_FILTERS: InsightFilters = { query: '', startDate: null, endDate: null, frequencyBand: 'FIVE' };

/** The map's places, loaded only while the map is shown (null otherwise): a list-only view never asks for them. */
const loadShownPlaces = (args: { filters: InsightFilters; isShown: boolean }, signal: AbortSignal): Promise<ProjectPlace[] | null> =>
  args.isShown ? loadInsightProjectPlaces(args.filters, signal) : Promise.resolve(null);

interface InsightsPageProps {
  projectHref(projectId: string): string;
  /** Shown beside the heading, e.g. the upload button. */
  actions?: ReactNode;
}

/** The insights main view (docs/product.md §2): map and project list, survey events and device counts under one search. */
export function InsightsPage({ projectHref, actions }: InsightsPageProps) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState(INITIAL_FILTERS);
  const [selection, setSelection] = useState<MapSelection | null>(null);
  const [layout, setLayout] = useState<InsightsLayout | null>(null);
  const [preview, setPreview] = useState<InsightProject | null>(null);
  const [reloadToken, setReloadToken] = useState(0);
  const [rangeReloadToken, setRangeReloadToken] = useState(0);
  const key = filtersKey(filters);
  const boxKey = `${key}|${JSON.stringify(selection)}`;
  // The server sorts and pages the projects (docs/decisions/0024); a new search or box starts at the first page.
  const [table, setTable] = useTableState<ProjectColumn>(DEFAULT_PROJECT_SORT, undefined, boxKey, 'insight-projects');
  const request = { filters, selection, page: table.page, size: table.size, sort: toProjectSortParam(table.sorts) };
  const projects = useLatestLoad(loadInsightProjects, request, `${boxKey}|${table.page}|${table.size}|${request.sort}`, {
    searchText: filters.query,
    firstDelayMs: SEARCH_DEBOUNCE_MS,
    reloadToken,
  });
  const isMapShown = layout === 'combined';
  const places = useLatestLoad(loadShownPlaces, { filters, isShown: isMapShown }, `${isMapShown}|${filters.query.trim()}`, {
    searchText: filters.query,
    reloadToken,
  });
  const pageConfig = usePageConfig();
  const sites = useSites();
  const surveyRange = useLatestLoad((_: null, signal) => loadSurveyDateRange(signal), null, 'range', {
    searchText: '',
    reloadToken: rangeReloadToken,
  });

  // The layout is chosen once, from the first answer's count; the user may switch afterwards.
  useEffect(() => {
    if (layout === null && projects.data) setLayout(chooseInitialLayout(projects.data.totalElements));
  }, [layout, projects.data]);

  // The map opens once its places are there, so it is fitted to them from the first frame.
  const placed = places.data;
  // A marker's project is seldom on the table's page: it is asked for on its own.
  const openPreview = (projectId: string) => {
    const listed = projects.data?.content.find((project) => project.id === projectId);
    if (listed) return setPreview(listed);
    const fail = (error: unknown) =>
      notifications.show({ color: 'red', title: t('dashboard.errors.project'), message: error ? translateError(t, error).message : '' });
    loadInsightProject(projectId, filters).then((project) => (project ? setPreview(project) : fail(null)), fail);
  };

  // Shown until the next load starts (a new search or the retry); an earlier answer stays below it, dimmed.
  const projectsFailure =
    projects.error && !projects.isLoading ? (
      <LoadErrorState
        title={t(`insights.errors.${projectsFailureContext(filters)}`)}
        error={projects.error}
        onRetry={() => setReloadToken((n) => n + 1)}
      />
    ) : null;
  let projectsPart: ReactNode;
  if (!projects.data || layout === null)
    projectsPart = projectsFailure ?? <PageLoader label={t('insights.projects.loading')} minHeight={200} />;
  else {
    projectsPart = (
      <Stack gap="md">
        {projectsFailure}
        {isMapShown &&
          (placed ? (
            <ProjectsMap
              items={placed}
              sites={sites.data}
              selection={selection}
              onSelectionChange={setSelection}
              onProjectOpen={openPreview}
              tileUrl={pageConfig.data?.mapTileUrl}
              tileAttribution={pageConfig.data?.mapTileAttribution}
            />
          ) : places.error && !places.isLoading ? (
            <LoadErrorState title={t('insights.errors.projects')} error={places.error} onRetry={() => setReloadToken((n) => n + 1)} />
          ) : (
            <PageLoader label={t('insights.map.loading')} minHeight={420} />
          ))}
        <InsightProjectsSection
          projects={projects.data}
          table={table}
          onTableChange={setTable}
          selection={selection}
          isRefreshing={projects.isLoading || projectsFailure !== null}
          onPreview={setPreview}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="lg" data-testid="page-insights" data-layout={layout ?? 'pending'}>
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={1}>{t('insights.title')}</Title>
          <Text c="dimmed" size="sm">
            {t('insights.subtitle')}
          </Text>
        </Stack>
        {actions}
      </Group>
      <Group justify="space-between" align="flex-end">
        <InsightFiltersBar filters={filters} onChange={setFilters} surveyRange={surveyRange.data} />
        {layout !== null && (
          <SegmentedControl
            aria-label={t('insights.layout.label')}
            value={layout}
            onChange={(value) => setLayout(value as InsightsLayout)}
            data={[
              { value: 'combined', label: t('insights.layout.combined') },
              { value: 'list', label: t('insights.layout.list') },
            ]}
          />
        )}
      </Group>
      {surveyRange.error && !surveyRange.isLoading ? (
        <LoadErrorState
          title={t('insights.errors.surveyDateRange')}
          error={surveyRange.error}
          onRetry={() => setRangeReloadToken((n) => n + 1)}
        />
      ) : null}
      {projectsPart}
      <SurveyEventsSection filters={filters} projectHref={projectHref} />
      <DeviceCountsSection filters={filters} projectHref={projectHref} />
      <ProjectPreviewDialog project={preview} projectHref={projectHref} onClose={() => setPreview(null)} />
    </Stack>
  );
}
