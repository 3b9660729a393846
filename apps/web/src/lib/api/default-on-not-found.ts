import { isApiRequestError } from './api-request-error.ts';

/** docs/product.md §8 loaders: a not-found answer (404 or the null "Object Not Found" result) gives the loader's empty default. */
export async function defaultOnNotFound<T>(load: () => Promise<T | null>, fallback: T): Promise<T> {
  try {
    return (await load()) ?? fallback;
  } catch (error) {
    if (isApiRequestError(error) && error.status === 404) return fallback;
    throw error;
  }
}
