/** Spec §3 "Table state" with the §4 sorting rules and §9 paging constants. */
export type SortDirection = 'asc' | 'desc';

export interface TableSort<C extends string> {
  column: C;
  direction: SortDirection;
}

export interface TableState<C extends string> {
  sort: TableSort<C>;
  /** 0-based page index. */
  page: number;
  size: number;
}

/** Spec §9: tables page by 5 unless a screen says otherwise (the main view's survey table uses 15). */
export const DEFAULT_PAGE_SIZE = 5;
export const SURVEY_TABLE_PAGE_SIZE = 15;

export function createTableState<C extends string>(sort: TableSort<C>, size = DEFAULT_PAGE_SIZE): TableState<C> {
  return { sort, page: 0, size };
}

/** Choosing the sorted column flips its direction; another column sorts ascending from page 0. */
export function chooseSortColumn<C extends string>(state: TableState<C>, column: C): TableState<C> {
  if (state.sort.column === column) {
    return { ...state, page: 0, sort: { column, direction: state.sort.direction === 'asc' ? 'desc' : 'asc' } };
  }
  return { ...state, page: 0, sort: { column, direction: 'asc' } };
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

/** Spec §9: total pages by ceiling division. */
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
