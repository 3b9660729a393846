import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLatestLoader } from './latest-request-loader.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('latest request loader', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits the debounce and loads only the last of quick requests', async () => {
    const load = vi.fn(async (query: string) => `result of ${query}`);
    const onResult = vi.fn();
    const loader = createLatestLoader(load, { onResult, onError: vi.fn() });
    loader.request('a', 500);
    await vi.advanceTimersByTimeAsync(300);
    loader.request('ab', 500);
    await vi.advanceTimersByTimeAsync(499);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load.mock.calls[0]?.[0]).toBe('ab');
    expect(onResult).toHaveBeenCalledWith('result of ab');
  });

  it('uses the latest answer even when an earlier request answers later', async () => {
    const slow = deferred<string>();
    const fast = deferred<string>();
    const load = vi.fn((query: string) => (query === 'slow' ? slow.promise : fast.promise));
    const onResult = vi.fn();
    const loader = createLatestLoader(load, { onResult, onError: vi.fn() });
    loader.request('slow');
    loader.request('fast');
    fast.resolve('fast answer');
    await vi.advanceTimersByTimeAsync(0);
    slow.resolve('slow answer');
    await vi.advanceTimersByTimeAsync(0);
    expect(onResult.mock.calls).toEqual([['fast answer']]);
  });

  it('aborts the request it no longer needs', async () => {
    const signals: AbortSignal[] = [];
    const loader = createLatestLoader(
      (_: number, signal) => {
        signals.push(signal);
        return new Promise<number>(() => undefined);
      },
      { onResult: vi.fn(), onError: vi.fn() },
    );
    loader.request(1);
    loader.request(2);
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);
  });

  it('reports an error of the latest request only', async () => {
    const first = deferred<string>();
    const onError = vi.fn();
    const loader = createLatestLoader((query: string) => (query === 'old' ? first.promise : Promise.reject(new Error('new failed'))), {
      onResult: vi.fn(),
      onError,
    });
    loader.request('old');
    loader.request('new');
    first.reject(new Error('old failed'));
    await vi.advanceTimersByTimeAsync(0);
    expect(onError.mock.calls.map(([error]) => (error as Error).message)).toEqual(['new failed']);
  });

  it('stays silent after it is destroyed', async () => {
    const pending = deferred<string>();
    const onResult = vi.fn();
    const load = vi.fn(() => pending.promise);
    const loader = createLatestLoader(load, { onResult, onError: vi.fn() });
    loader.request('now');
    loader.request('later', 500);
    loader.destroy();
    pending.resolve('too late');
    await vi.advanceTimersByTimeAsync(1000);
    expect(load).toHaveBeenCalledTimes(1);
    expect(onResult).not.toHaveBeenCalled();
  });
});
