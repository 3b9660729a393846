import { useState } from 'react';
import { createTableState, resetPage, type TableSort, type TableState } from './table-state.ts';

/** Table state that goes back to page 0 in the same render as a filter change (spec §4), so no stale page is asked for. */
export function useTableState<C extends string>(initialSort: TableSort<C>, size: number | undefined, filterKey: string) {
  const [state, setState] = useState<TableState<C>>(() => createTableState(initialSort, size));
  const [seenKey, setSeenKey] = useState(filterKey);
  let current = state;
  if (seenKey !== filterKey) {
    current = resetPage(state);
    setSeenKey(filterKey);
    setState(current);
  }
  return [current, setState] as const;
}
