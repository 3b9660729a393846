import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLatestLoad } from './use-latest-load.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => (resolve = res));
  return { promise, resolve };
}

describe('useLatestLoad', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('debounces typing by 500 ms and shows only the answer to the latest text', async () => {
    const answers = new Map<string, ReturnType<typeof deferred<string>>>();
    const load = vi.fn((query: string) => {
      const answer = deferred<string>();
      answers.set(query, answer);
      return answer.promise;
    });
    const { result, rerender } = renderHook(({ query }) => useLatestLoad(load, query, query, { searchText: query }), {
      initialProps: { query: '' },
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(load).toHaveBeenCalledTimes(1);

    rerender({ query: 'o' });
    await act(() => vi.advanceTimersByTimeAsync(200));
    rerender({ query: 'of' });
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(load).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(load.mock.calls.map(([query]) => query)).toEqual(['', 'of']);

    await act(async () => answers.get('of')?.resolve('answer for of'));
    await act(async () => answers.get('')?.resolve('stale answer'));
    expect(result.current.data).toBe('answer for of');
    expect(result.current.isLoading).toBe(false);
  });

  it('loads at once when something other than the text changes', async () => {
    const load = vi.fn(async (args: { query: string; page: number }) => `page ${args.page}`);
    const { result, rerender } = renderHook(({ page }) => useLatestLoad(load, { query: 'x', page }, `x|${page}`, { searchText: 'x' }), {
      initialProps: { page: 0 },
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    rerender({ page: 1 });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.data).toBe('page 1');
  });
});
