import type { AnalyticsSummary } from '@airscope/contracts';

export interface EventsPerDay {
  /** One row per day of the range, oldest first; a count per event type (0 when none). */
  rows: Array<{ day: string } & Record<string, number | string>>;
  /** Event types, most frequent first. */
  types: string[];
  total: number;
}

const DAY_MS = 86_400_000;

/** Pivots the server's (day, type, count) rows into chart rows covering every day of the range. */
export function toEventsPerDay(summary: AnalyticsSummary): EventsPerDay {
  const totals = new Map<string, number>();
  const byDay = new Map<string, Map<string, number>>();
  for (const { day, type, count } of summary.rows) {
    totals.set(type, (totals.get(type) ?? 0) + count);
    const counts = byDay.get(day) ?? new Map<string, number>();
    counts.set(type, (counts.get(type) ?? 0) + count);
    byDay.set(day, counts);
  }
  const types = [...totals.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([type]) => type);
  const rows: EventsPerDay['rows'] = [];
  const last = Date.parse(summary.to.slice(0, 10));
  for (let at = Date.parse(summary.from.slice(0, 10)); at <= last; at += DAY_MS) {
    const day = new Date(at).toISOString().slice(0, 10);
    const counts = byDay.get(day);
    rows.push({ day, ...Object.fromEntries(types.map((type) => [type, counts?.get(type) ?? 0])) });
  }
  return { rows, types, total: [...totals.values()].reduce((sum, n) => sum + n, 0) };
}
