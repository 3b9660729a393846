import { STORAGE_KEYS } from '@airscope/contracts';
import type { ApiRequestError } from './api-request-error.ts';

export interface ApiClientConfig {
  /** Called on a 401 from a session endpoint (docs/product.md §8: clear the user, go to root). */
  onUnauthorized: () => void;
  /** Error-reporting hook; the reporting service itself comes later. */
  reportError: (error: ApiRequestError) => void;
}

function goToRootUnauthenticated(): void {
  window.localStorage.removeItem(STORAGE_KEYS.user);
  window.location.assign('/');
}

const defaults: ApiClientConfig = {
  onUnauthorized: goToRootUnauthenticated,
  reportError: (error) => console.error(`[api] ${error.endpointId} failed (${error.status}): ${error.message}`),
};

let config: ApiClientConfig = { ...defaults };

export function configureApiClient(overrides: Partial<ApiClientConfig>): void {
  config = { ...config, ...overrides };
}

export function resetApiClientConfig(): void {
  config = { ...defaults };
}

export function getApiClientConfig(): ApiClientConfig {
  return config;
}
