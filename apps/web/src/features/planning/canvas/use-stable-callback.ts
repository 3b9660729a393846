import { useCallback, useLayoutEffect, useRef } from 'react';

/** A function of stable identity that always calls the latest `callback`, so memoised children skip re-renders. */
export function useStableCallback<A extends unknown[], R>(callback: (...args: A) => R): (...args: A) => R {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
