/** docs/product.md §9: project search waits 500 ms, for the first load and every later one. */
export const SEARCH_DEBOUNCE_MS = 500;

/** How long a load should wait: the debounce when the search text changed, at once for paging, sorting and other filters. */
export function searchDelay(previousQuery: string | undefined, query: string, firstDelay: number): number {
  if (previousQuery === undefined) return firstDelay;
  return previousQuery.trim() === query.trim() ? 0 : SEARCH_DEBOUNCE_MS;
}
