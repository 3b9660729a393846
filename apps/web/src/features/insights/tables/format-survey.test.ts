import { describe, expect, it } from 'vitest';
import { formatDistance, formatDuration } from './format-survey.ts';

describe('survey formats', () => {
  it('writes durations as h:mm:ss', () => {
    expect(formatDuration(0)).toBe('0:00:00');
    expect(formatDuration(61.4)).toBe('0:01:01');
    expect(formatDuration(3 * 3600 + 5 * 60 + 9)).toBe('3:05:09');
  });

  it('writes metres, and kilometres for long walks', () => {
    expect(formatDistance(812.6, 'en')).toBe('813 m');
    expect(formatDistance(12_345, 'en')).toBe('12.3 km');
    expect(formatDistance(12_345, 'de')).toBe('12,3 km');
  });
});
