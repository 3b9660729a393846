import { EmptyState, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardFilters } from './api/dashboard-filters.ts';
import { useFloorKpis } from './api/project-kpis.query.ts';
import { KpiSearchInput } from './kpi-search-input.tsx';
import { KpiTable } from './kpi-table.tsx';
import { QueryView } from './query-view.tsx';

interface FloorKpisPartProps {
  projectId: string;
  filters: DashboardFilters;
  base: string;
  /** A floor's picture beside its name (the app passes the floor-plan feature's heatmap thumbnail). */
  renderFloorPicture?: (floorPlanRowId: number) => ReactNode;
}

/** The floor KPI table with its search box; each floor's name leads to its floor-plan view. */
export function FloorKpisPart({ projectId, filters, base, renderFloorPicture }: FloorKpisPartProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const floors = useFloorKpis(projectId, filters, search);
  return (
    <Stack gap="sm">
      <KpiSearchInput label={t('dashboard.floors.search')} onSearch={setSearch} />
      <QueryView query={floors} errorTitle={t('dashboard.errors.floorKpis')} loadingLabel={t('dashboard.floors.loading')}>
        {(rows) =>
          rows.length > 0 ? (
            <KpiTable
              kind="floor"
              label={t('dashboard.floors.tableLabel')}
              rows={rows.map((row) => ({
                key: String(row.floorPlanRowId),
                name: row.floorPlanName,
                href: `${base}/${row.floorPlanRowId}`,
                picture: renderFloorPicture?.(row.floorPlanRowId),
                kpis: row.kpis,
              }))}
            />
          ) : search ? (
            <EmptyState py="md" title={t('dashboard.floors.noMatch', { search })} data-testid="floor-kpis-no-match" />
          ) : (
            <EmptyState py="md" title={t('dashboard.floors.emptyTitle')} description={t('dashboard.floors.emptyBody')} />
          )
        }
      </QueryView>
    </Stack>
  );
}
