import { Anchor, ColorSwatch, Group, Table, Text } from '@mantine/core';
import type { Kpis } from '@airscope/contracts';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SortableHeader } from '../../components/data-table/sortable-header.tsx';
import { TablePager } from '../../components/data-table/table-pager.tsx';
import { chooseSortColumn, countPages, pageRows } from '../../components/data-table/table-state.ts';
import { useTableState } from '../../components/data-table/use-table-state.ts';
import { criterionValue, kpiColour, totalIssues } from './kpi-criteria.ts';

export interface KpiTableRow {
  key: string;
  name: string;
  href?: string;
  /** Shown before the name, e.g. the floor in small with its heatmap. */
  picture?: ReactNode;
  kpis: Kpis;
}

type KpiColumn = 'name' | 'rssi' | 'secondaryRssi' | 'snr' | 'channelInterference' | 'networkHealth' | 'average' | 'issues';

/** docs/product.md §2: floors show Name, Rssi, 2ND Rssi, Snr, Ch In., Health, Average; areas show Issues before Health instead of Average. */
const COLUMNS: Record<'floor' | 'area', KpiColumn[]> = {
  floor: ['name', 'rssi', 'secondaryRssi', 'snr', 'channelInterference', 'networkHealth', 'average'],
  area: ['name', 'rssi', 'secondaryRssi', 'snr', 'channelInterference', 'issues', 'networkHealth'],
};

function sortValue(row: KpiTableRow, column: KpiColumn): number | string | null {
  if (column === 'name') return row.name;
  if (column === 'issues') return totalIssues(row.kpis);
  return criterionValue(row.kpis, column);
}

function compareRows(a: KpiTableRow, b: KpiTableRow, column: KpiColumn, sign: number): number {
  const left = sortValue(a, column);
  const right = sortValue(b, column);
  if (left === null || right === null) return Number(left === null) - Number(right === null);
  const order = typeof left === 'string' ? left.localeCompare(String(right), undefined, { numeric: true }) : left - Number(right);
  return order * sign;
}

function PercentCell({ value }: { value: number | null }) {
  const { t } = useTranslation();
  return (
    <Table.Td ta="right">
      {/* The dot only repeats the number's meaning in colour, so the text keeps full contrast. */}
      <Group gap={6} justify="flex-end" wrap="nowrap">
        <ColorSwatch size={10} color={`var(--mantine-color-${kpiColour(value)}-6)`} withShadow={false} aria-hidden />
        <Text size="sm" fw={600} c={value === null ? 'dimmed' : undefined}>
          {value === null ? t('dashboard.kpi.none') : `${Math.round(value)} %`}
        </Text>
      </Group>
    </Table.Td>
  );
}

/** A sortable, paged KPI table of the floors or of the areas of one floor. */
export function KpiTable({ kind, rows, label }: { kind: 'floor' | 'area'; rows: readonly KpiTableRow[]; label: string }) {
  const { t } = useTranslation();
  const [table, setTable] = useTableState<KpiColumn>({ column: 'name', direction: 'asc' }, undefined, String(rows.length), `kpi-${kind}`);
  const sorted = useMemo(
    () =>
      [...rows].sort((a, b) => {
        for (const key of table.sorts) {
          const order = compareRows(a, b, key.column, key.direction === 'asc' ? 1 : -1);
          if (order !== 0) return order;
        }
        return 0;
      }),
    [rows, table.sorts],
  );
  const columns = COLUMNS[kind];
  return (
    <>
      <Table.ScrollContainer minWidth={640}>
        <Table aria-label={label} highlightOnHover data-testid={`${kind}-kpi-table`}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <SortableHeader
                  key={column}
                  column={column}
                  sort={table.sort}
                  sorts={table.sorts}
                  onSort={(c, isAdding) => setTable((s) => chooseSortColumn(s, c, isAdding))}
                  align={column === 'name' ? 'left' : 'right'}
                >
                  {t(`dashboard.kpi.columns.${column}`)}
                </SortableHeader>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pageRows(sorted, table).map((row) => (
              <Table.Tr key={row.key} data-testid={`${kind}-kpi-row`}>
                <Table.Th scope="row">
                  <Group gap="sm" wrap="nowrap">
                    {row.picture}
                    {row.href ? (
                      <Anchor component={Link} to={row.href} size="sm" fw={600}>
                        {row.name}
                      </Anchor>
                    ) : (
                      <Text size="sm" fw={600}>
                        {row.name}
                      </Text>
                    )}
                  </Group>
                </Table.Th>
                {columns.map((column) =>
                  column === 'name' ? null : column === 'issues' ? (
                    <Table.Td key={column} ta="right">
                      {totalIssues(row.kpis)}
                    </Table.Td>
                  ) : (
                    <PercentCell key={column} value={criterionValue(row.kpis, column)} />
                  ),
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <TablePager
        page={table.page}
        totalPages={countPages(sorted.length, table.size)}
        totalElements={sorted.length}
        onPage={(page) => setTable((s) => ({ ...s, page }))}
        label={label}
      />
    </>
  );
}
