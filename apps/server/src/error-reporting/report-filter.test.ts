import { describe, expect, it } from 'vitest';
import { ERROR_TEXT } from '@airscope/contracts';
import { factsOfEvent, isDroppedReport } from './report-filter.ts';

describe('server error-report filter', () => {
  it('drops 400 and 401 reports and the not-found message, keeps the rest', () => {
    expect(isDroppedReport({ status: 400, messages: ['bad'] })).toBe(true);
    expect(isDroppedReport({ status: 401, messages: ['who'] })).toBe(true);
    expect(isDroppedReport({ status: 500, messages: [ERROR_TEXT.notFound] })).toBe(true);
    expect(isDroppedReport({ status: 500, messages: ['database went away'] })).toBe(false);
    expect(isDroppedReport({ status: 403, messages: ['nope'] })).toBe(false);
    expect(isDroppedReport({ messages: ['TypeError: x is undefined'] })).toBe(false);
  });

  it('reads status and message from the event or the original error', () => {
    const httpError = Object.assign(new Error('The request is not valid'), { statusCode: 400 });
    expect(isDroppedReport(factsOfEvent({ exception: { values: [{ value: 'The request is not valid' }] } }, httpError))).toBe(true);
    expect(isDroppedReport(factsOfEvent({ tags: { status: '401' } }))).toBe(true);
    expect(isDroppedReport(factsOfEvent({ message: ERROR_TEXT.notFound }))).toBe(true);
    expect(isDroppedReport(factsOfEvent({ exception: { values: [{ value: 'boom' }] } }, new Error('boom')))).toBe(false);
  });
});
