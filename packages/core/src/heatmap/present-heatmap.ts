import { computeLegendBins, type LegendStop } from '../visualisation/legend-bins.ts';
import type { NetworkHealthResult } from '../visualisation/network-health.ts';
import type { RequirementProfile } from '../visualisation/requirements.ts';
import type { summariseArea } from '../visualisation/area-statistics.ts';

// How the heatmap answer rounds and shapes the engine's numbers (values at 0.1, rates at 0.001): the API's JSON
// stays small and every client that draws an answer sees the same numbers.

/** A value rounded to 0.1 of its unit. */
export const round1 = (v: number) => Math.round(v * 10) / 10;

/** A finite value rounded to 1/`scale`, else null. */
export const finiteOrNull = (v: number | undefined, scale = 10) =>
  v !== undefined && Number.isFinite(v) ? Math.round(v * scale) / scale : null;

/** A value grid as the heatmap answer carries it: each value at 0.1, null where there is none. */
export function presentHeatmapValues(values: Float32Array): (number | null)[] {
  return Array.from(values, (v) => (Number.isFinite(v) ? round1(v) : null));
}

/** Legend bins of the answer: [from, to) with `to` null for the open top bin, and the in-scope share of each. */
export function presentBins(values: Float32Array, stops: readonly LegendStop[], scope: Uint8Array) {
  return computeLegendBins(values, stops, scope).bins.map((bin) => ({
    from: bin.from,
    to: Number.isFinite(bin.to) ? bin.to : null,
    color: bin.colour,
    share: bin.share,
  }));
}

/** The judged requirement profile with its overall pass rate and each criterion's. */
export function presentRequirement(profile: RequirementProfile & { id: string | null }, health: NetworkHealthResult) {
  return {
    id: profile.id,
    name: profile.name,
    passRate: finiteOrNull(health.overallPassShare, 1000),
    criteria: health.criteria.map((rate) => ({
      type: rate.criterion.type as string,
      band: rate.criterion.band ?? null,
      comparison: rate.criterion.comparison,
      value: rate.criterion.value,
      additionalLimit: rate.criterion.additionalLimit ?? null,
      isEvaluated: rate.isEvaluated,
      passRate: finiteOrNull(rate.passShare, 1000),
    })),
  };
}

/** Indices of the cells a mask marks. */
export function indicesOf(mask: Uint8Array): number[] {
  const out: number[] = [];
  for (let i = 0; i < mask.length; i++) if (mask[i] === 1) out.push(i);
  return out;
}

/** An area's cell count and mean, min and max at 0.1. */
export function presentStats(stats: ReturnType<typeof summariseArea>) {
  const finite = (v: number | undefined) => finiteOrNull(v);
  return { cells: stats.cells, mean: finite(stats.mean), min: finite(stats.min), max: finite(stats.max) };
}
