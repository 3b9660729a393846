import { describe, expect, it } from 'vitest';
import { ERROR_TEXT } from '@airscope/contracts';
import { ApiRequestError } from '../api/api-request-error.ts';
import { isDroppedReport } from './report-filter.ts';

const apiError = (status: number, message = 'failed') => new ApiRequestError(message, { status, endpointId: 'x' });

describe('error-report filter (docs/product.md §8)', () => {
  it('drops 400 and 401 failures', () => {
    expect(isDroppedReport({}, apiError(400))).toBe(true);
    expect(isDroppedReport({}, apiError(401))).toBe(true);
    expect(isDroppedReport({ tags: { status: 401 } })).toBe(true);
  });

  it('drops the not-found message wherever it appears', () => {
    expect(isDroppedReport({}, apiError(500, ERROR_TEXT.notFound))).toBe(true);
    expect(isDroppedReport({ exception: { values: [{ value: ERROR_TEXT.notFound }] } })).toBe(true);
    expect(isDroppedReport({ message: ERROR_TEXT.notFound })).toBe(true);
  });

  it('keeps server errors, network failures and plain exceptions', () => {
    expect(isDroppedReport({}, apiError(500))).toBe(false);
    expect(isDroppedReport({}, apiError(0, ERROR_TEXT.networkError))).toBe(false);
    expect(isDroppedReport({ exception: { values: [{ value: 'x is undefined' }] } }, new TypeError('x is undefined'))).toBe(false);
  });
});
