import { describe, expect, it } from 'vitest';
import { formatLocalDate, isDateRangeInOrder, localDatePattern, parseLocalDate } from './local-dates.ts';

describe('days in the user language', () => {
  it('writes and names the pattern of each language', () => {
    expect(formatLocalDate('2026-03-07', 'de')).toBe('07.03.2026');
    expect(formatLocalDate('2026-03-07', 'en')).toBe('03/07/2026');
    expect(formatLocalDate('2026-03-07', 'fr')).toBe('07/03/2026');
    expect(formatLocalDate('2026-03-07', 'fi')).toBe('07.03.2026');
    expect(localDatePattern('de')).toBe('DD.MM.YYYY');
    expect(localDatePattern('en')).toBe('MM/DD/YYYY');
    expect(formatLocalDate(null, 'de')).toBe('');
  });

  it('reads a typed day in the language order, with any separators and without leading zeros', () => {
    expect(parseLocalDate('7.3.2026', 'de')).toBe('2026-03-07');
    expect(parseLocalDate('3/7/2026', 'en')).toBe('2026-03-07');
    expect(parseLocalDate(' 07/03/2026 ', 'es')).toBe('2026-03-07');
    expect(parseLocalDate(formatLocalDate('2024-02-29', 'fi'), 'fi')).toBe('2024-02-29');
  });

  it('refuses what is not a real day', () => {
    expect(parseLocalDate('31.02.2026', 'de')).toBeNull();
    expect(parseLocalDate('13/01/2026', 'en')).toBeNull();
    expect(parseLocalDate('1.1.26', 'de')).toBeNull();
    expect(parseLocalDate('next tuesday', 'en')).toBeNull();
  });

  it('accepts a range whose start is not after its end, or with an open end', () => {
    expect(isDateRangeInOrder('2026-01-01', '2026-01-01')).toBe(true);
    expect(isDateRangeInOrder('2026-01-02', '2026-01-01')).toBe(false);
    expect(isDateRangeInOrder(null, '2026-01-01')).toBe(true);
    expect(isDateRangeInOrder('2026-01-01', null)).toBe(true);
  });
});
