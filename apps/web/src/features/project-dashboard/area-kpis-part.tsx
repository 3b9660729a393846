import { EmptyState, Group, Select, Stack } from '@mantine/core';
import type { FloorKpiRow } from '@airscope/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreaKpis } from './api/project-kpis.query.ts';
import type { DashboardFilters } from './api/dashboard-filters.ts';
import { KpiSearchInput } from './kpi-search-input.tsx';
import { KpiTable } from './kpi-table.tsx';
import { QueryView } from './query-view.tsx';

/** The area KPI table of one floor, chosen from the project's floors. */
export function AreaKpisPart({
  projectId,
  floors,
  filters,
}: {
  projectId: string;
  floors: readonly FloorKpiRow[];
  filters: DashboardFilters;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const floorRowId = chosen ?? floors[0]?.floorPlanRowId ?? null;
  const areas = useAreaKpis(projectId, floorRowId, filters, search);
  if (floorRowId === null) return <EmptyState py="md" title={t('dashboard.areas.noFloors')} />;
  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end">
        <Select
          label={t('dashboard.areas.floor')}
          data={floors.map((floor) => ({ value: String(floor.floorPlanRowId), label: floor.floorPlanName }))}
          value={String(floorRowId)}
          onChange={(value) => value && setChosen(Number(value))}
          allowDeselect={false}
          w={280}
        />
        <KpiSearchInput label={t('dashboard.areas.search')} onSearch={setSearch} />
      </Group>
      <QueryView query={areas} errorTitle={t('dashboard.errors.areaKpis')} loadingLabel={t('dashboard.areas.loading')}>
        {(rows) =>
          rows.length === 0 ? (
            search ? (
              <EmptyState py="md" title={t('dashboard.areas.noMatch', { search })} data-testid="area-kpis-no-match" />
            ) : (
              <EmptyState py="md" title={t('dashboard.areas.emptyTitle')} description={t('dashboard.areas.emptyBody')} />
            )
          ) : (
            <KpiTable
              kind="area"
              label={t('dashboard.areas.tableLabel')}
              rows={rows.map((row) => ({ key: row.areaId, name: row.areaName, kpis: row.kpis }))}
            />
          )
        }
      </QueryView>
    </Stack>
  );
}
