import { EmptyState, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/page-loader.tsx';
import { filtersKey, type InsightFilters } from './api/insight-filters.ts';
import { loadSurveyEvents } from './api/survey-events.request.ts';
import { useLatestLoad } from './api/use-latest-load.ts';
import { LoadErrorState } from './load-error-state.tsx';
import { SurveyEventsTable, type SurveyColumn } from './tables/survey-events-table.tsx';
import { TablePager } from '../../components/data-table/table-pager.tsx';
import { chooseSortColumn, SURVEY_TABLE_PAGE_SIZE, toSortParam } from '../../components/data-table/table-state.ts';
import { useTableState } from '../../components/data-table/use-table-state.ts';

/** The survey events of every project in reach: newest first, 15 a page, with totals. */
export function SurveyEventsSection({ filters, projectHref }: { filters: InsightFilters; projectHref(projectId: string): string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [reloadToken, setReloadToken] = useState(0);
  const key = filtersKey(filters);
  const [table, setTable] = useTableState<SurveyColumn>(
    { column: 'date', direction: 'desc' },
    SURVEY_TABLE_PAGE_SIZE,
    key,
    'survey-events',
  );
  const request = { filters, page: table.page, size: table.size, sort: toSortParam(table.sort) };
  const state = useLatestLoad(loadSurveyEvents, request, `${key}|${table.page}|${request.sort}`, {
    searchText: filters.query,
    reloadToken,
  });

  const retry = () => setReloadToken((n) => n + 1);
  // A failure stays on screen until the next load starts; rows of an earlier answer stay below it, dimmed.
  const failure =
    state.error && !state.isLoading ? <LoadErrorState title={t('insights.errors.surveys')} error={state.error} onRetry={retry} /> : null;
  let content;
  if (!state.data) content = failure ?? <PageLoader label={t('insights.surveys.loading')} minHeight={120} />;
  else if (state.data.page.totalElements === 0)
    content = <EmptyState py="lg" title={t('insights.surveys.emptyTitle')} description={t('insights.surveys.emptyBody')} />;
  else {
    const { page, totals } = state.data;
    content = (
      <Stack gap="sm" opacity={state.isLoading || failure ? 0.6 : 1} aria-busy={state.isLoading}>
        <SurveyEventsTable
          rows={page.content}
          totals={totals.ok ? totals.value : null}
          sort={table.sort}
          onSort={(column) => setTable((s) => chooseSortColumn(s, column))}
          projectHref={projectHref}
        />
        {totals.ok ? null : <LoadErrorState title={t('insights.errors.surveyTotals')} error={totals.error} onRetry={retry} />}
        <TablePager
          page={table.page}
          totalPages={page.totalPages}
          totalElements={page.totalElements}
          onPage={(next) => setTable((s) => ({ ...s, page: next }))}
          label={t('insights.surveys.pages')}
        />
      </Stack>
    );
  }

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="lg" data-testid="survey-events-section">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} id={headingId}>
            {t('insights.surveys.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('insights.surveys.subtitle')}
          </Text>
        </Group>
        {state.data ? failure : null}
        {content}
      </Stack>
    </Paper>
  );
}
