import { describe, expect, it } from 'vitest';
import {
  chooseSortColumn,
  compareBySorts,
  countPages,
  createTableState,
  goToPage,
  MAX_SORT_KEYS,
  pageRows,
  resetPage,
  toSortParam,
} from './table-state.ts';

type Column = 'date' | 'user' | 'project';

describe('table state', () => {
  const initial = createTableState<Column>({ column: 'date', direction: 'desc' });

  it('pages by 5 unless told otherwise', () => {
    expect(initial).toEqual({
      sort: { column: 'date', direction: 'desc' },
      sorts: [{ column: 'date', direction: 'desc' }],
      page: 0,
      size: 5,
    });
    expect(createTableState<Column>({ column: 'date', direction: 'desc' }, 15).size).toBe(15);
  });

  it('flips the direction when the sorted column is chosen again, and goes back to the first page', () => {
    const onPage3 = { ...initial, page: 3 };
    expect(chooseSortColumn(onPage3, 'date')).toEqual({
      ...initial,
      sort: { column: 'date', direction: 'asc' },
      sorts: [{ column: 'date', direction: 'asc' }],
      page: 0,
    });
    expect(chooseSortColumn(chooseSortColumn(onPage3, 'date'), 'date').sort.direction).toBe('desc');
  });

  it('sorts another column ascending from page 0', () => {
    expect(chooseSortColumn({ ...initial, page: 2 }, 'user')).toEqual({
      ...initial,
      sort: { column: 'user', direction: 'asc' },
      sorts: [{ column: 'user', direction: 'asc' }],
      page: 0,
    });
  });

  it('adds further sort keys, flips an added one in place, and a plain choice replaces them all', () => {
    const two = chooseSortColumn({ ...initial, page: 2 }, 'user', true);
    expect(two.sorts).toEqual([
      { column: 'date', direction: 'desc' },
      { column: 'user', direction: 'asc' },
    ]);
    expect(two.sort).toEqual({ column: 'date', direction: 'desc' });
    expect(two.page).toBe(0);
    const flipped = chooseSortColumn(two, 'user', true);
    expect(flipped.sorts).toEqual([
      { column: 'date', direction: 'desc' },
      { column: 'user', direction: 'desc' },
    ]);
    expect(chooseSortColumn(flipped, 'project').sorts).toEqual([{ column: 'project', direction: 'asc' }]);
  });

  it(`keeps at most ${MAX_SORT_KEYS} sort keys, the primary always first`, () => {
    let state = createTableState<string>({ column: 'c0', direction: 'asc' });
    for (let k = 1; k <= MAX_SORT_KEYS + 5; k++) state = chooseSortColumn(state, `c${k}`, true);
    expect(state.sorts).toHaveLength(MAX_SORT_KEYS);
    expect(state.sorts[0]).toEqual({ column: 'c0', direction: 'asc' });
    expect(state.sorts.at(-1)).toEqual({ column: `c${MAX_SORT_KEYS + 5}`, direction: 'asc' });
  });

  it('orders rows by each key in turn', () => {
    const rows = [
      { user: 'b', date: 1 },
      { user: 'a', date: 2 },
      { user: 'b', date: 3 },
      { user: 'a', date: 1 },
    ];
    const compare = (a: (typeof rows)[number], b: (typeof rows)[number], column: 'user' | 'date') =>
      column === 'user' ? a.user.localeCompare(b.user) : a.date - b.date;
    const sorted = [...rows].sort((a, b) =>
      compareBySorts(
        a,
        b,
        [
          { column: 'user', direction: 'asc' },
          { column: 'date', direction: 'desc' },
        ],
        compare,
      ),
    );
    expect(sorted).toEqual([
      { user: 'a', date: 2 },
      { user: 'a', date: 1 },
      { user: 'b', date: 3 },
      { user: 'b', date: 1 },
    ]);
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
