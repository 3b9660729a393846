import type { DEFAULT_LEGENDS, summariseArea } from '@airscope/core';
import { computeLegendBins, type NetworkHealthResult, type RequirementProfile, type VisualisationType } from '@airscope/core';
import type { HeatmapResult } from '@airscope/contracts';

/** How the heatmap answer rounds and shapes the engine's numbers (values at 0.1, rates at 0.001). */
export const round1 = (v: number) => Math.round(v * 10) / 10;

export function presentBins(
  values: Float32Array,
  stops: (typeof DEFAULT_LEGENDS)[VisualisationType],
  scope: Uint8Array,
): NonNullable<HeatmapResult['bins']> {
  return computeLegendBins(values, stops, scope).bins.map((bin) => ({
    from: bin.from,
    to: Number.isFinite(bin.to) ? bin.to : null,
    color: bin.colour,
    share: bin.share,
  }));
}

export function presentRequirement(
  profile: RequirementProfile & { id: string | null },
  health: NetworkHealthResult,
): NonNullable<HeatmapResult['requirement']> {
  return {
    id: profile.id,
    name: profile.name,
    passRate: finiteOrNull(health.overallPassShare, 1000),
    criteria: health.criteria.map((rate) => ({
      type: rate.criterion.type,
      band: rate.criterion.band ?? null,
      comparison: rate.criterion.comparison,
      value: rate.criterion.value,
      additionalLimit: rate.criterion.additionalLimit ?? null,
      isEvaluated: rate.isEvaluated,
      passRate: finiteOrNull(rate.passShare, 1000),
    })),
  };
}

export function indicesOf(mask: Uint8Array): number[] {
  const out: number[] = [];
  for (let i = 0; i < mask.length; i++) if (mask[i] === 1) out.push(i);
  return out;
}

export const finiteOrNull = (v: number | undefined, scale = 10) =>
  v !== undefined && Number.isFinite(v) ? Math.round(v * scale) / scale : null;

export function presentStats(stats: ReturnType<typeof summariseArea>) {
  const finite = (v: number | undefined) => finiteOrNull(v);
  return { cells: stats.cells, mean: finite(stats.mean), min: finite(stats.min), max: finite(stats.max) };
}
