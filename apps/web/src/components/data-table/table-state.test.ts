import { describe, expect, it } from 'vitest';
import { chooseSortColumn, countPages, createTableState, goToPage, pageRows, resetPage, toSortParam } from './table-state.ts';

type Column = 'date' | 'user';

describe('table state', () => {
  const initial = createTableState<Column>({ column: 'date', direction: 'desc' });

  it('pages by 5 unless told otherwise', () => {
    expect(initial).toEqual({ sort: { column: 'date', direction: 'desc' }, page: 0, size: 5 });
    expect(createTableState<Column>({ column: 'date', direction: 'desc' }, 15).size).toBe(15);
  });

  it('flips the direction when the sorted column is chosen again, and goes back to the first page', () => {
    const onPage3 = { ...initial, page: 3 };
    expect(chooseSortColumn(onPage3, 'date')).toEqual({ ...initial, sort: { column: 'date', direction: 'asc' }, page: 0 });
    expect(chooseSortColumn(chooseSortColumn(onPage3, 'date'), 'date').sort.direction).toBe('desc');
  });

  it('sorts another column ascending from page 0', () => {
    expect(chooseSortColumn({ ...initial, page: 2 }, 'user')).toEqual({ ...initial, sort: { column: 'user', direction: 'asc' }, page: 0 });
  });

  it('resets the page on a filter change', () => {
    expect(resetPage({ ...initial, page: 4 }).page).toBe(0);
    expect(resetPage(initial)).toBe(initial);
  });

  it('keeps the page inside the pages there are', () => {
    expect(goToPage(initial, 7, 3).page).toBe(2);
    expect(goToPage(initial, -1, 3).page).toBe(0);
    expect(goToPage(initial, 1, 0).page).toBe(0);
  });

  it('counts pages by ceiling division', () => {
    expect(countPages(0, 15)).toBe(0);
    expect(countPages(15, 15)).toBe(1);
    expect(countPages(16, 15)).toBe(2);
    expect(countPages(31, 5)).toBe(7);
  });

  it('writes the sort as column,direction and slices the current page', () => {
    expect(toSortParam({ column: 'user', direction: 'asc' })).toBe('user,asc');
    expect(pageRows([1, 2, 3, 4, 5, 6, 7], { page: 1, size: 3 })).toEqual([4, 5, 6]);
    expect(pageRows([1, 2], { page: 1, size: 3 })).toEqual([]);
  });
});
