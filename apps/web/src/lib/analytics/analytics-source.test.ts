import { describe, expect, it } from 'vitest';
import { getAnalyticsSource, resolveAnalyticsSource, trackAnalyticsSource } from './analytics-source.ts';

describe('resolveAnalyticsSource (docs/product.md §2)', () => {
  it.each(['/insights', '/insights/x', '/projects/1', '/projects/1/2'])('is INSIGHTS for %s', (path) => {
    expect(resolveAnalyticsSource(path)).toBe('INSIGHTS');
  });

  it.each(['/', '/manage', '/projects', '/login', '/security-preference', '/home/manage'])('is CLOUD for %s', (path) => {
    expect(resolveAnalyticsSource(path)).toBe('CLOUD');
  });

  it('remembers the source of the last navigation', () => {
    trackAnalyticsSource('/projects/9');
    expect(getAnalyticsSource()).toBe('INSIGHTS');
    trackAnalyticsSource('/manage');
    expect(getAnalyticsSource()).toBe('CLOUD');
  });
});
