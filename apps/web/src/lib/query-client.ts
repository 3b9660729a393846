import { QueryClient } from '@tanstack/react-query';
import { isApiRequestError } from './api/api-request-error.ts';

function shouldRetry(failureCount: number, error: unknown): boolean {
  // Client errors will not heal by asking again; network and server errors get two more tries.
  if (isApiRequestError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** docs/product.md §9: data queries never go stale and are not refetched on window focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
