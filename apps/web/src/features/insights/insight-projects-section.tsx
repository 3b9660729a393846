import { Badge, EmptyState, Group, Paper, Stack, Title } from '@mantine/core';
import type { InsightProject } from '@airscope/contracts';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { filterBySelection, type MapSelection } from './map/map-selection.ts';
import { InsightProjectsTable } from './tables/insight-projects-table.tsx';
import { DEFAULT_PROJECT_SORT, sortProjects, type ProjectColumn } from './tables/project-sorting.ts';
import { TablePager } from '../../components/data-table/table-pager.tsx';
import { chooseSortColumn, countPages, pageRows } from '../../components/data-table/table-state.ts';
import { useTableState } from '../../components/data-table/use-table-state.ts';

interface InsightProjectsSectionProps {
  projects: readonly InsightProject[];
  selection: MapSelection | null;
  filterKey: string;
  isRefreshing: boolean;
  onPreview(project: InsightProject): void;
}

/** The project table of the main view: the loaded projects inside the map box, sorted and paged here. */
export function InsightProjectsSection({ projects, selection, filterKey, isRefreshing, onPreview }: InsightProjectsSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [table, setTable] = useTableState<ProjectColumn>(
    DEFAULT_PROJECT_SORT,
    undefined,
    `${filterKey}|${JSON.stringify(selection)}`,
    'insight-projects',
  );
  const sorted = useMemo(() => sortProjects(filterBySelection(projects, selection), table.sorts), [projects, selection, table.sorts]);
  const totalPages = countPages(sorted.length, table.size);

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="lg" data-testid="insight-projects-section">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} id={headingId}>
            {t('insights.projects.title')}
          </Title>
          {selection && (
            <Badge variant="light" color="orange" data-testid="map-filter-badge">
              {t('insights.projects.inSelection')}
            </Badge>
          )}
        </Group>
        {sorted.length === 0 ? (
          <EmptyState
            py="lg"
            title={t('insights.projects.emptyTitle')}
            description={t('insights.projects.emptyBody')}
            data-testid="insight-projects-empty"
          />
        ) : (
          <Stack gap="sm" opacity={isRefreshing ? 0.6 : 1} aria-busy={isRefreshing}>
            <InsightProjectsTable
              rows={pageRows(sorted, table)}
              sort={table.sort}
              sorts={table.sorts}
              onSort={(column, isAdding) => setTable((s) => chooseSortColumn(s, column, isAdding))}
              onPreview={onPreview}
            />
            <TablePager
              page={table.page}
              totalPages={totalPages}
              totalElements={sorted.length}
              onPage={(page) => setTable((s) => ({ ...s, page }))}
              label={t('insights.projects.pages')}
            />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
