import { Anchor, Table } from '@mantine/core';
import type { SurveyEvent, SurveyEventTotals } from '@airscope/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDistance, formatDuration } from './format-survey.ts';
import { SortableHeader } from '../../../components/data-table/sortable-header.tsx';
import type { TableSort } from '../../../components/data-table/table-state.ts';

export type SurveyColumn = 'date' | 'createdBy' | 'durationSeconds' | 'distanceMeters' | 'projectName' | 'floorPlanName' | 'discoveredAps';

interface SurveyEventsTableProps {
  rows: readonly SurveyEvent[];
  /** Null when the totals failed to load: the rows show without a totals row. */
  totals: SurveyEventTotals | null;
  sort: TableSort<SurveyColumn>;
  onSort(column: SurveyColumn): void;
  projectHref(projectId: string): string;
}

const NUMERIC = new Set<SurveyColumn>(['durationSeconds', 'distanceMeters', 'discoveredAps']);
const COLUMNS: SurveyColumn[] = ['date', 'createdBy', 'durationSeconds', 'distanceMeters', 'projectName', 'floorPlanName', 'discoveredAps'];

/** docs/product.md §2 survey-event table: Date, User, Time, Dist., Project, Floor, APs, with the totals of all matching events. */
export function SurveyEventsTable({ rows, totals, sort, onSort, projectHref }: SurveyEventsTableProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const dates = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const numbers = new Intl.NumberFormat(language);
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table aria-label={t('insights.surveys.tableLabel')} highlightOnHover data-testid="survey-events-table">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <SortableHeader key={column} column={column} sort={sort} onSort={onSort} align={NUMERIC.has(column) ? 'right' : 'left'}>
                {t(`insights.surveys.columns.${column}`)}
              </SortableHeader>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((event) => (
            <Table.Tr key={event.id} data-testid="survey-event-row">
              <Table.Td>
                <time dateTime={event.date}>{dates.format(new Date(event.date))}</time>
              </Table.Td>
              <Table.Td>{event.createdBy}</Table.Td>
              <Table.Td ta="right">{formatDuration(event.durationSeconds)}</Table.Td>
              <Table.Td ta="right">{formatDistance(event.distanceMeters, language)}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={projectHref(event.projectId)} size="sm">
                  {event.projectName}
                </Anchor>
              </Table.Td>
              <Table.Td>{event.floorPlanName}</Table.Td>
              <Table.Td ta="right">{numbers.format(event.discoveredAps)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        {totals && (
          <Table.Tfoot>
            <Table.Tr data-testid="survey-totals-row">
              <Table.Th scope="row" colSpan={2}>
                {t('insights.surveys.totals')}
              </Table.Th>
              <Table.Td ta="right" fw={600}>
                {formatDuration(totals.durationSeconds)}
              </Table.Td>
              <Table.Td ta="right" fw={600}>
                {formatDistance(totals.distanceMeters, language)}
              </Table.Td>
              <Table.Td colSpan={2} />
              <Table.Td ta="right" fw={600}>
                {numbers.format(totals.discoveredAps)}
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </Table.ScrollContainer>
  );
}
