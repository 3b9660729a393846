import { describe, expect, it } from 'vitest';
import { SEARCH_DEBOUNCE_MS, searchDelay } from './search-delay.ts';

describe('search delay', () => {
  it('debounces a changed search text by 500 ms', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
    expect(searchDelay('off', 'offi', 0)).toBe(500);
  });

  it('loads at once when only the page, sort or another filter changed', () => {
    expect(searchDelay('office', 'office', 500)).toBe(0);
    expect(searchDelay('office', ' office ', 500)).toBe(0);
  });

  it('uses the first-load delay before anything was loaded', () => {
    expect(searchDelay(undefined, '', SEARCH_DEBOUNCE_MS)).toBe(500);
    expect(searchDelay(undefined, '', 0)).toBe(0);
  });
});
