import { useEffect, useRef, useState } from 'react';
import { createLatestLoader, type LatestLoader } from './latest-request-loader.ts';
import { searchDelay } from './search-delay.ts';

export interface LatestLoadState<R> {
  data: R | undefined;
  error: unknown;
  isLoading: boolean;
}

export interface LatestLoadOptions {
  /** The search text inside `args`: a change of it waits the debounce, other changes load at once. */
  searchText: string;
  /** Wait before the very first load (the project search debounces that one too). */
  firstDelayMs?: number;
  /** Bump to load again with the same arguments (the retry button). */
  reloadToken?: number;
}

/**
 * Loads `load(args)` whenever `key` changes; a slower earlier answer never replaces a later one,
 * and unmounting silences everything pending.
 */
export function useLatestLoad<A, R>(load: (args: A, signal: AbortSignal) => Promise<R>, args: A, key: string, options: LatestLoadOptions) {
  const { searchText, firstDelayMs = 0, reloadToken = 0 } = options;
  const lastSearch = useRef<string | undefined>(undefined);
  const [state, setState] = useState<LatestLoadState<R>>({ data: undefined, error: null, isLoading: true });
  const loadRef = useRef(load);
  loadRef.current = load;
  const loaderRef = useRef<LatestLoader<A> | null>(null);

  useEffect(() => {
    const loader = createLatestLoader<A, R>((value, signal) => loadRef.current(value, signal), {
      onStart: () => setState((previous) => (previous.isLoading ? previous : { ...previous, isLoading: true })),
      onResult: (data) => setState({ data, error: null, isLoading: false }),
      onError: (error) => setState((previous) => ({ data: previous.data, error, isLoading: false })),
    });
    loaderRef.current = loader;
    return () => loader.destroy();
  }, []);

  useEffect(() => {
    setState((previous) => (previous.isLoading ? previous : { ...previous, isLoading: true }));
    const delay = searchDelay(lastSearch.current, searchText, firstDelayMs);
    lastSearch.current = searchText;
    loaderRef.current?.request(args, delay);
    // `key` stands for `args`: callers build it from the values that matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, reloadToken]);

  return state;
}
