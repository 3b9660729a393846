import { forEachRectRow, type CellRect } from './cell-rect.ts';
import { DEFAULT_NOISE_FLOOR_DBM, type SelectedRadios, type SignalSummary } from './signal-summary.ts';
import type { VisualisationInput } from './visualisation-types.ts';

/**
 * SNR (dB) = primary signal − noise, noise = measured noise where known, else the serving band's floor; with
 * `update` only its rectangle, the rest copied.
 */
export function computeSnr(
  input: VisualisationInput,
  selected: SelectedRadios,
  summary: SignalSummary,
  update?: { readonly previous: Float32Array; readonly rect: CellRect },
): Float32Array {
  const floors = { ...DEFAULT_NOISE_FLOOR_DBM, ...input.noiseFloorDbm };
  // Each radio's band floor looked up once, not per cell.
  const noiseOf = Float64Array.from(selected.radios, (r) => floors[r.band]);
  const measuredNoise = input.measuredNoiseDbm;
  const { servingRadio, primaryDbm } = summary;
  const snr = update ? update.previous.slice() : new Float32Array(primaryDbm.length);
  const subtract = (from: number, to: number) => {
    for (let i = from; i < to; i++) {
      const s = servingRadio[i]!;
      let noise = s >= 0 ? noiseOf[s]! : NaN;
      if (measuredNoise) {
        const measured = measuredNoise[i];
        if (measured !== undefined && Number.isFinite(measured)) noise = measured;
      }
      snr[i] = primaryDbm[i]! - noise;
    }
  };
  if (update) forEachRectRow(update.rect, input.grid.cols, (g, _l, n) => subtract(g, g + n));
  else subtract(0, snr.length);
  return snr;
}
