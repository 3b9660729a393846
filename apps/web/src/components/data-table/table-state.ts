/** docs/product.md §3 "Table state" with the §4 sorting rules and §9 paging constants. */
export type SortDirection = 'asc' | 'desc';

export interface TableSort<C extends string> {
  column: C;
  direction: SortDirection;
}

export interface TableState<C extends string> {
  /** The primary sort: always `sorts[0]`. */
  sort: TableSort<C>;
  /** Every sort key, primary first; later keys break ties of the earlier ones. */
  sorts: readonly TableSort<C>[];
  /** 0-based page index. */
  page: number;
  size: number;
}

/** docs/product.md §9: tables page by 5 unless a screen says otherwise (the main view's survey table uses 15). */
export const DEFAULT_PAGE_SIZE = 5;
export const SURVEY_TABLE_PAGE_SIZE = 15;

/** docs/product.md §9: a table keeps its sorting for up to 100 columns. */
export const MAX_SORT_KEYS = 100;

export function createTableState<C extends string>(sort: TableSort<C> | readonly TableSort<C>[], size = DEFAULT_PAGE_SIZE): TableState<C> {
  const sorts = (Array.isArray(sort) ? sort : [sort]) as readonly TableSort<C>[];
  return { sort: sorts[0]!, sorts: sorts.slice(0, MAX_SORT_KEYS), page: 0, size };
}

const flip = (direction: SortDirection): SortDirection => (direction === 'asc' ? 'desc' : 'asc');

/**
 * Choosing the sorted column flips its direction; another column sorts ascending from page 0 and replaces the
 * sort. Adding (shift-click) keeps the sort and appends the column as the next key, or flips it when it is one.
 */
export function chooseSortColumn<C extends string>(state: TableState<C>, column: C, isAdding = false): TableState<C> {
  const sorts = state.sorts ?? [state.sort];
  let next: TableSort<C>[];
  if (isAdding) {
    const found = sorts.some((key) => key.column === column);
    next = found
      ? sorts.map((key) => (key.column === column ? { column, direction: flip(key.direction) } : key))
      : [...sorts, { column, direction: 'asc' as const }];
    // Past the limit the oldest tie-breaker goes; the primary key stays.
    if (next.length > MAX_SORT_KEYS) next = [next[0]!, ...next.slice(next.length - MAX_SORT_KEYS + 1)];
  } else {
    next = [{ column, direction: state.sort.column === column ? flip(state.sort.direction) : 'asc' }];
  }
  return { ...state, page: 0, sort: next[0]!, sorts: next };
}

/** Orders two rows by every sort key in turn; `compare` gives the ascending order of one column. */
export function compareBySorts<T, C extends string>(
  a: T,
  b: T,
  sorts: readonly TableSort<C>[],
  compare: (a: T, b: T, column: C) => number,
): number {
  for (const key of sorts) {
    const order = compare(a, b, key.column);
    if (order !== 0) return key.direction === 'asc' ? order : -order;
  }
  return 0;
}

/** Any filter change (search text, dates, band, map box) starts again at the first page. */
export function resetPage<C extends string>(state: TableState<C>): TableState<C> {
  return state.page === 0 ? state : { ...state, page: 0 };
}

/** Moves to a page, kept inside 0..totalPages-1. */
export function goToPage<C extends string>(state: TableState<C>, page: number, totalPages: number): TableState<C> {
  const last = Math.max(0, totalPages - 1);
  return { ...state, page: Math.min(Math.max(0, Math.trunc(page)), last) };
}

/** docs/product.md §9: total pages by ceiling division. */
export function countPages(totalElements: number, size: number): number {
  return size <= 0 ? 0 : Math.ceil(totalElements / size);
}

/** The server's `sort` query parameter: `column,direction`. */
export function toSortParam<C extends string>(sort: TableSort<C>): string {
  return `${sort.column},${sort.direction}`;
}

/** The rows of the current page of an already sorted list. */
export function pageRows<T>(rows: readonly T[], state: { page: number; size: number }): T[] {
  const start = state.page * state.size;
  return rows.slice(start, start + state.size);
}
