import { MantineProvider, Table } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SortableHeader } from './sortable-header.tsx';
import { chooseSortColumn } from './table-state.ts';
import { forgetTableSorts, useTableState } from './use-table-state.ts';

type Column = 'name' | 'city' | 'date';
const COLUMNS: Column[] = ['name', 'city', 'date'];

function PeopleTable({ tableId }: { tableId?: string }) {
  const [table, setTable] = useTableState<Column>({ column: 'date', direction: 'desc' }, undefined, '', tableId);
  return (
    <Table>
      <Table.Thead>
        <Table.Tr>
          {COLUMNS.map((column) => (
            <SortableHeader
              key={column}
              column={column}
              sort={table.sort}
              sorts={table.sorts}
              onSort={(c, isAdding) => setTable((s) => chooseSortColumn(s, c, isAdding))}
            >
              {column}
            </SortableHeader>
          ))}
        </Table.Tr>
      </Table.Thead>
    </Table>
  );
}

const renderTable = (tableId?: string) =>
  render(
    <MantineProvider env="test">
      <PeopleTable {...(tableId ? { tableId } : {})} />
    </MantineProvider>,
  );
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });

afterEach(() => forgetTableSorts());

describe('sortable tables', () => {
  it('sorts on a click anywhere in the header cell, not only on its text, and once per click', () => {
    renderTable();
    fireEvent.click(header('city'));
    expect(header('city').getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(header('city'));
    expect(header('city').getAttribute('aria-sort')).toBe('descending');
    // A click on the text inside still sorts exactly once (it does not also count as a click on the cell).
    fireEvent.click(screen.getByText('city'));
    expect(header('city').getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(header('name'), { shiftKey: true });
    expect(header('city').getAttribute('aria-sort')).toBe('ascending');
    expect(header('name').getAttribute('aria-sort')).toBe('ascending');
  });

  it('sorts by several columns with shift-click and tells the order of each', () => {
    renderTable();
    fireEvent.click(screen.getByText('city'), { shiftKey: true });
    fireEvent.click(screen.getByText('name'), { shiftKey: true });
    fireEvent.click(screen.getByText('name'), { shiftKey: true });
    expect(header('date').getAttribute('aria-sort')).toBe('descending');
    expect(header('city').getAttribute('aria-sort')).toBe('ascending');
    expect(header('name').getAttribute('aria-sort')).toBe('descending');
    const ranks = COLUMNS.map((column) => document.querySelector(`[data-sort-column="${column}"]`)?.getAttribute('data-sort-rank'));
    expect(ranks).toEqual(['3', '2', '1']);
    // A plain click sorts by that column alone, ascending, as it was not the primary one.
    fireEvent.click(screen.getByText('city'));
    expect(header('date').getAttribute('aria-sort')).toBe('none');
    expect(header('name').getAttribute('aria-sort')).toBe('none');
    expect(header('city').getAttribute('aria-sort')).toBe('ascending');
  });

  it('keeps each table its own sorting when it is shown again', () => {
    const first = renderTable('people');
    fireEvent.click(screen.getByText('city'));
    fireEvent.click(screen.getByText('name'), { shiftKey: true });
    first.unmount();
    const again = renderTable('people');
    expect(header('city').getAttribute('aria-sort')).toBe('ascending');
    expect(header('name').getAttribute('aria-sort')).toBe('ascending');
    expect(header('date').getAttribute('aria-sort')).toBe('none');
    again.unmount();
    renderTable('other-table');
    expect(header('date').getAttribute('aria-sort')).toBe('descending');
    expect(header('city').getAttribute('aria-sort')).toBe('none');
  });
});
