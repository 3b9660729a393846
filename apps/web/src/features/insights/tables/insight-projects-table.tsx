import { Button, Table, Text, VisuallyHidden } from '@mantine/core';
import type { InsightProject } from '@airscope/contracts';
import { useTranslation } from 'react-i18next';
import { projectUserName, type ProjectColumn } from './project-sorting.ts';
import { SortableHeader } from '../../../components/data-table/sortable-header.tsx';
import type { TableSort } from '../../../components/data-table/table-state.ts';

interface InsightProjectsTableProps {
  rows: readonly InsightProject[];
  sort: TableSort<ProjectColumn>;
  sorts?: readonly TableSort<ProjectColumn>[];
  onSort(column: ProjectColumn, isAdding: boolean): void;
  onPreview(project: InsightProject): void;
}

const COLUMNS: ProjectColumn[] = ['type', 'name', 'location', 'city', 'user', 'lastUpdate'];

/** docs/product.md §2 project table: Type, Project, Location, City, User, Last Update and one blank (the preview action). */
export function InsightProjectsTable({ rows, sort, sorts = [sort], onSort, onPreview }: InsightProjectsTableProps) {
  const { t, i18n } = useTranslation();
  const dates = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table aria-label={t('insights.projects.tableLabel')} highlightOnHover data-testid="insight-projects-table">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <SortableHeader key={column} column={column} sort={sort} sorts={sorts} onSort={onSort}>
                {t(`insights.projects.columns.${column}`)}
              </SortableHeader>
            ))}
            <Table.Th>
              <VisuallyHidden>{t('insights.projects.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((project) => (
            <Table.Tr key={project.id} data-testid="insight-project-row" data-project-id={project.id}>
              <Table.Td>{t(`projects.types.${project.projectType}`)}</Table.Td>
              <Table.Th scope="row">
                <Text size="sm" fw={600} lineClamp={2}>
                  {project.name}
                </Text>
              </Table.Th>
              <Table.Td>{project.location ?? project.country ?? ''}</Table.Td>
              <Table.Td>{project.city ?? ''}</Table.Td>
              <Table.Td>
                <Text size="sm" truncate="end" maw={200}>
                  {projectUserName(project)}
                </Text>
              </Table.Td>
              <Table.Td>
                <time dateTime={project.updatedAt}>{dates.format(new Date(project.updatedAt))}</time>
              </Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => onPreview(project)}
                  aria-label={t('insights.projects.previewNamed', { name: project.name })}
                >
                  {t('insights.projects.preview')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
