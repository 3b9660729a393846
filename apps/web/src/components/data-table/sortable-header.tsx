import { Group, Table, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TableSort } from './table-state.ts';

interface SortableHeaderProps<C extends string> {
  column: C;
  sort: TableSort<C>;
  /** Every sort key, primary first; with more than one, each sorted header shows its rank. */
  sorts?: readonly TableSort<C>[];
  /** `isAdding`: shift-click, which adds the column as a further sort key instead of replacing the sort. */
  onSort(column: C, isAdding: boolean): void;
  children: ReactNode;
  align?: 'left' | 'right';
}

/**
 * A column header that sorts by its column; aria-sort tells which way it is sorted now. The whole cell answers a
 * click, not just its text: the button inside keeps keyboard access, and a click on the cell's padding forwards to it.
 */
export function SortableHeader<C extends string>({
  column,
  sort,
  sorts = [sort],
  onSort,
  children,
  align = 'left',
}: SortableHeaderProps<C>) {
  const rank = sorts.findIndex((key) => key.column === column);
  const key = sorts[rank];
  const ariaSort = key ? (key.direction === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <Table.Th
      aria-sort={ariaSort}
      ta={align}
      style={{ cursor: 'pointer' }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onSort(column, event.shiftKey);
      }}
    >
      <UnstyledButton
        onClick={(event) => onSort(column, event.shiftKey)}
        fw={600}
        fz="sm"
        data-sort-column={column}
        data-sort-rank={key ? rank + 1 : undefined}
      >
        <Group gap={4} wrap="nowrap" justify={align === 'right' ? 'flex-end' : 'flex-start'}>
          {children}
          <span aria-hidden style={{ opacity: key ? 1 : 0.3 }}>
            {key && key.direction === 'asc' ? '▲' : '▼'}
            {key && sorts.length > 1 ? <sup>{rank + 1}</sup> : null}
          </span>
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
