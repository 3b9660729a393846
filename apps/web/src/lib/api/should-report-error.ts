import { ERROR_TEXT, type HttpMethod } from '@airscope/contracts';

/** docs/product.md §8: 401/403 pass on unreported, a GET 404 is not reported, reports drop 400 and the not-found text. */
export function shouldReportError(method: HttpMethod, status: number, message: string): boolean {
  if (status === 400 || status === 401 || status === 403) return false;
  if (status === 404 && method === 'GET') return false;
  return message !== ERROR_TEXT.notFound;
}
