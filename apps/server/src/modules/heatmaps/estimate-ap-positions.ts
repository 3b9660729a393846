import { fitMeasuredRadio, type SurveySample } from '@airscope/core';
import type { FloorRfModel } from '@airscope/esx';

/** Where the engine puts an AP that nobody placed: metres on the floor, from its best-surveyed radio. */
export interface EstimatedApPosition {
  x: number;
  y: number;
}

/**
 * The position the measured heatmap's model fits for each unplaced AP heard on this floor (the same
 * fitMeasuredRadio call, per radio and band); of an AP's radios, the one with the most survey bins decides.
 * The fit knows no walls of a surveyed-only floor, so it is an estimate: metres off behind heavy walls.
 */
export function estimateApPositions(rf: FloorRfModel, placedApIds: ReadonlySet<string>): Map<string, EstimatedApPosition> {
  const measured = rf.measured;
  const estimates = new Map<string, EstimatedApPosition & { bins: number }>();
  if (!measured) return new Map();
  const samplesOf = new Map<string, SurveySample[]>();
  for (const sample of measured.samples) {
    const own = samplesOf.get(sample.radioId);
    if (own) own.push(sample);
    else samplesOf.set(sample.radioId, [sample]);
  }
  for (const radio of measured.radios) {
    const samples = samplesOf.get(radio.id);
    if (placedApIds.has(radio.apId) || !samples) continue;
    const { fit, bins } = fitMeasuredRadio(radio.id, samples, { band: radio.band });
    const best = estimates.get(radio.apId);
    if (Number.isFinite(fit.x) && Number.isFinite(fit.y) && (!best || bins.xs.length > best.bins)) {
      estimates.set(radio.apId, { x: fit.x, y: fit.y, bins: bins.xs.length });
    }
  }
  // An AP heard on this floor is drawn on it, even when the fit lands just past its edge.
  const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));
  return new Map([...estimates].map(([apId, { x, y }]) => [apId, { x: clamp(x, rf.widthM), y: clamp(y, rf.heightM) }]));
}
