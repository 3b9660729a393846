/** docs/product.md §4 "Loaders": debounced; only the latest request's result is used; destroying silences pending ones. */
export interface LatestLoaderHandlers<R> {
  onStart?(): void;
  onResult(result: R): void;
  onError(error: unknown): void;
}

export interface LatestLoader<A> {
  /** Asks for a load after `delayMs` (0: at once); any earlier request still waiting or running is dropped. */
  request(args: A, delayMs?: number): void;
  /** No handler runs after this, whatever is still waiting or in flight. */
  destroy(): void;
}

export function createLatestLoader<A, R>(
  load: (args: A, signal: AbortSignal) => Promise<R>,
  handlers: LatestLoaderHandlers<R>,
): LatestLoader<A> {
  let sequence = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | undefined;
  let destroyed = false;

  const cancelPending = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    inFlight?.abort();
    inFlight = undefined;
  };

  const run = async (args: A, ticket: number) => {
    const controller = new AbortController();
    inFlight = controller;
    handlers.onStart?.();
    try {
      const result = await load(args, controller.signal);
      if (!destroyed && ticket === sequence) handlers.onResult(result);
    } catch (error) {
      if (!destroyed && ticket === sequence) handlers.onError(error);
    } finally {
      if (inFlight === controller) inFlight = undefined;
    }
  };

  return {
    request(args, delayMs = 0) {
      if (destroyed) return;
      cancelPending();
      sequence += 1;
      const ticket = sequence;
      if (delayMs <= 0) void run(args, ticket);
      else timer = setTimeout(() => void run(args, ticket), delayMs);
    },
    destroy() {
      destroyed = true;
      cancelPending();
    },
  };
}
