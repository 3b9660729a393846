import { useRef } from 'react';

/** Whether two lists hold the same objects in the same order. */
export const isSameList = (a: readonly unknown[], b: readonly unknown[]): boolean =>
  a.length === b.length && a.every((value, i) => value === b[i]);

/**
 * The list last returned while every element is still the same object, so effects and memos keyed on it do not
 * run again when a caller rebuilt an equal list (a drag frame rebuilds lists whose floors did not change).
 */
export function useStableList<L extends readonly unknown[] | undefined>(list: L): L {
  const previous = useRef(list);
  const before = previous.current;
  if (list !== before && !(list && before && isSameList(list, before))) previous.current = list;
  return previous.current;
}
