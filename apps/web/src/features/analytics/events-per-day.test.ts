import { describe, expect, it } from 'vitest';
import { toEventsPerDay } from './events-per-day.ts';

describe('events per day', () => {
  it('fills every day of the range and orders types by frequency', () => {
    const chart = toEventsPerDay({
      from: '2026-11-20T00:00:00.000Z',
      to: '2026-11-22T13:00:00.000Z',
      rows: [
        { day: '2026-11-20', type: 'pageViewed', count: 3 },
        { day: '2026-11-20', type: 'appStarted', count: 1 },
        { day: '2026-11-22', type: 'pageViewed', count: 4 },
      ],
    });
    expect(chart.types).toEqual(['pageViewed', 'appStarted']);
    expect(chart.total).toBe(8);
    expect(chart.rows).toEqual([
      { day: '2026-11-20', pageViewed: 3, appStarted: 1 },
      { day: '2026-11-21', pageViewed: 0, appStarted: 0 },
      { day: '2026-11-22', pageViewed: 4, appStarted: 0 },
    ]);
  });

  it('gives empty days and no types for an empty summary', () => {
    const chart = toEventsPerDay({ from: '2026-11-22T00:00:00.000Z', to: '2026-11-22T10:00:00.000Z', rows: [] });
    expect(chart).toEqual({ rows: [{ day: '2026-11-22' }], types: [], total: 0 });
  });
});
