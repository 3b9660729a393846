import { Badge, EmptyState, Group, Paper, Stack, Title } from '@mantine/core';
import type { InsightProject, InsightProjectPage } from '@airscope/contracts';
import type { Dispatch, SetStateAction } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapSelection } from './map/map-selection.ts';
import { InsightProjectsTable } from './tables/insight-projects-table.tsx';
import type { ProjectColumn } from './tables/project-sorting.ts';
import { TablePager } from '../../components/data-table/table-pager.tsx';
import { chooseSortColumn, type TableState } from '../../components/data-table/table-state.ts';

interface InsightProjectsSectionProps {
  /** The page the server answered for the table's state, inside the map box when one is drawn. */
  projects: InsightProjectPage;
  table: TableState<ProjectColumn>;
  onTableChange: Dispatch<SetStateAction<TableState<ProjectColumn>>>;
  selection: MapSelection | null;
  isRefreshing: boolean;
  onPreview(project: InsightProject): void;
}

/** The project table of the main view: one page of the projects, sorted and paged by the server. */
export function InsightProjectsSection({
  projects,
  table,
  onTableChange: setTable,
  selection,
  isRefreshing,
  onPreview,
}: InsightProjectsSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();

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
        {projects.totalElements === 0 ? (
          <EmptyState
            py="lg"
            title={t('insights.projects.emptyTitle')}
            description={t('insights.projects.emptyBody')}
            data-testid="insight-projects-empty"
          />
        ) : (
          <Stack gap="sm" opacity={isRefreshing ? 0.6 : 1} aria-busy={isRefreshing}>
            <InsightProjectsTable
              rows={projects.content}
              sort={table.sort}
              sorts={table.sorts}
              onSort={(column, isAdding) => setTable((s) => chooseSortColumn(s, column, isAdding))}
              onPreview={onPreview}
            />
            <TablePager
              page={table.page}
              totalPages={projects.totalPages}
              totalElements={projects.totalElements}
              onPage={(page) => setTable((s) => ({ ...s, page }))}
              label={t('insights.projects.pages')}
            />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
