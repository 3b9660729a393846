import { Group, Table, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TableSort } from './table-state.ts';

interface SortableHeaderProps<C extends string> {
  column: C;
  sort: TableSort<C>;
  onSort(column: C): void;
  children: ReactNode;
  align?: 'left' | 'right';
}

/** A column header that sorts by its column; aria-sort tells which way it is sorted now. */
export function SortableHeader<C extends string>({ column, sort, onSort, children, align = 'left' }: SortableHeaderProps<C>) {
  const active = sort.column === column;
  const ariaSort = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <Table.Th aria-sort={ariaSort} ta={align}>
      <UnstyledButton onClick={() => onSort(column)} fw={600} fz="sm" data-sort-column={column}>
        <Group gap={4} wrap="nowrap" justify={align === 'right' ? 'flex-end' : 'flex-start'}>
          {children}
          <span aria-hidden style={{ opacity: active ? 1 : 0.3 }}>
            {active && sort.direction === 'asc' ? '▲' : '▼'}
          </span>
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
