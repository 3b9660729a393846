import { EmptyState, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/page-loader.tsx';
import { loadDeviceCounts } from './api/device-counts.request.ts';
import { filtersKey, type InsightFilters } from './api/insight-filters.ts';
import { useLatestLoad } from './api/use-latest-load.ts';
import { LoadErrorState } from './load-error-state.tsx';
import { DeviceCountsTable, type DeviceColumn } from './tables/device-counts-table.tsx';
import { TablePager } from '../../components/data-table/table-pager.tsx';
import { chooseSortColumn, toSortParam } from '../../components/data-table/table-state.ts';
import { useTableState } from '../../components/data-table/use-table-state.ts';

/** The network inventory: access points grouped by model and setup, most numerous first, with totals. */
export function DeviceCountsSection({ filters, projectHref }: { filters: InsightFilters; projectHref(projectId: string): string }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const [reloadToken, setReloadToken] = useState(0);
  const key = filtersKey(filters);
  const [table, setTable] = useTableState<DeviceColumn>({ column: 'deviceCount', direction: 'desc' }, undefined, key, 'device-counts');
  const request = { filters, page: table.page, size: table.size, sort: toSortParam(table.sort) };
  const state = useLatestLoad(loadDeviceCounts, request, `${key}|${table.page}|${request.sort}`, {
    searchText: filters.query,
    reloadToken,
  });
  const numbers = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en');

  const retry = () => setReloadToken((n) => n + 1);
  // A failure stays on screen until the next load starts; rows of an earlier answer stay below it, dimmed.
  const failure =
    state.error && !state.isLoading ? <LoadErrorState title={t('insights.errors.devices')} error={state.error} onRetry={retry} /> : null;
  let content;
  if (!state.data) content = failure ?? <PageLoader label={t('insights.devices.loading')} minHeight={120} />;
  else if (state.data.page.totalElements === 0)
    content = <EmptyState py="lg" title={t('insights.devices.emptyTitle')} description={t('insights.devices.emptyBody')} />;
  else {
    const { page, totals } = state.data;
    content = (
      <Stack gap="sm" opacity={state.isLoading || failure ? 0.6 : 1} aria-busy={state.isLoading}>
        {totals.ok ? (
          <Text size="sm" data-testid="device-totals">
            {t('insights.devices.totals', {
              count: totals.value.totalDeviceCount,
              total: numbers.format(totals.value.totalDeviceCount),
              vendor: totals.value.mostCommonVendor || '—',
            })}
          </Text>
        ) : (
          <LoadErrorState title={t('insights.errors.deviceTotals')} error={totals.error} onRetry={retry} />
        )}
        <DeviceCountsTable
          rows={page.content}
          sort={table.sort}
          onSort={(column) => setTable((s) => chooseSortColumn(s, column))}
          projectHref={projectHref}
        />
        <TablePager
          page={table.page}
          totalPages={page.totalPages}
          totalElements={page.totalElements}
          onPage={(next) => setTable((s) => ({ ...s, page: next }))}
          label={t('insights.devices.pages')}
        />
      </Stack>
    );
  }

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="lg" data-testid="device-counts-section">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} id={headingId}>
            {t('insights.devices.title')}
          </Title>
        </Group>
        {state.data ? failure : null}
        {content}
      </Stack>
    </Paper>
  );
}
