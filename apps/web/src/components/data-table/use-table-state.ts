import { useEffect, useState } from 'react';
import { createTableState, resetPage, type TableSort, type TableState } from './table-state.ts';

// Each table's sorting, by table id, for as long as the app runs: leaving a page and coming back keeps it.
const keptSorts = new Map<string, readonly TableSort<string>[]>();

/** Forgets every kept sorting (for tests that start from the default). */
export function forgetTableSorts(): void {
  keptSorts.clear();
}

/**
 * Table state that goes back to page 0 in the same render as a filter change (docs/product.md §4), so no stale page is
 * asked for. With a `tableId`, the table's sort keys are kept and restored when it is shown again.
 */
export function useTableState<C extends string>(initialSort: TableSort<C>, size: number | undefined, filterKey: string, tableId?: string) {
  const [state, setState] = useState<TableState<C>>(() => {
    const kept = tableId ? (keptSorts.get(tableId) as readonly TableSort<C>[] | undefined) : undefined;
    return createTableState(kept && kept.length > 0 ? kept : initialSort, size);
  });
  const [seenKey, setSeenKey] = useState(filterKey);
  let current = state;
  if (seenKey !== filterKey) {
    current = resetPage(state);
    setSeenKey(filterKey);
    setState(current);
  }
  useEffect(() => {
    if (tableId) keptSorts.set(tableId, state.sorts);
  }, [tableId, state.sorts]);
  return [current, setState] as const;
}
