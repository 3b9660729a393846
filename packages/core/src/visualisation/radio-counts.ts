import { doChannelsOverlap } from '../model/channels.ts';
import { forEachRectRow, forEachWindowRun, type CellRect } from './cell-rect.ts';
import type { SelectedRadios, SignalSummary } from './signal-summary.ts';

/** Default level (dBm) above which another radio counts as co-channel interference (stock requirements use −85). */
export const DEFAULT_INTERFERENCE_THRESHOLD_DBM = -85;

/** Overlap matrix of the selected radios' channels, row-major (1 = their spectra intersect). */
export function buildOverlapMatrix(selected: SelectedRadios): Uint8Array {
  const n = selected.radios.length;
  const m = new Uint8Array(n * n);
  for (let a = 0; a < n; a++) {
    for (let b = 0; b < n; b++) {
      const ra = selected.radios[a]!,
        rb = selected.radios[b]!;
      m[a * n + b] = a !== b && ra.band === rb.band && doChannelsOverlap(ra, rb) ? 1 : 0;
    }
  }
  return m;
}

/**
 * Channel interference per cell: how many other radios whose channel overlaps the serving radio's
 * (any 20 MHz sub-channel of a wide channel counts) are heard at or above the threshold (dBm, client
 * offset applied); NaN where no radio serves. With `update`, only its rectangle is counted and the rest is
 * copied from its previous counts (of the same radios and threshold).
 */
export function countChannelInterference(
  selected: SelectedRadios,
  summary: SignalSummary,
  thresholdDbm: number,
  overlap = buildOverlapMatrix(selected),
  update?: { readonly previous: Float32Array; readonly rect: CellRect },
): Float32Array {
  const cells = summary.servingRadio.length;
  const rect = update?.rect ?? { col0: 0, row0: 0, cols: selected.gridCols, rows: cells / selected.gridCols };
  const n = selected.radios.length;
  const counts = update ? update.previous.slice() : new Float32Array(cells);
  const serving = summary.servingRadio;
  forEachRectRow(rect, selected.gridCols, (g, _l, len) => counts.fill(0, g, g + len));
  for (let r = 0; r < n; r++) {
    const limit = thresholdDbm - selected.offsetsDb[r]!;
    const values = selected.fields[r]!.values;
    forEachWindowRun(selected.fields[r]!, selected.gridCols, rect, (g, _l, w, len) => {
      for (let c = 0; c < len; c++) {
        if (!(values[w + c]! >= limit)) continue;
        const s = serving[g + c]!;
        if (s >= 0 && overlap[s * n + r] === 1) counts[g + c]!++;
      }
    });
  }
  forEachRectRow(rect, selected.gridCols, (g, _l, len) => {
    for (let i = g; i < g + len; i++) if (serving[i]! < 0) counts[i] = NaN;
  });
  return counts;
}

/**
 * Number of distinct APs heard at or above the threshold (dBm, client offset applied) at each cell; with `rect`
 * only its cells are counted (the others stay 0).
 */
export function countAccessPointsAbove(
  selected: SelectedRadios,
  thresholdDbm: number,
  cells: number,
  rect: CellRect = { col0: 0, row0: 0, cols: selected.gridCols, rows: cells / selected.gridCols },
): Float32Array {
  const counts = new Float32Array(cells);
  const lastAp = new Int32Array(cells).fill(-1);
  const order = selected.radios.map((_, r) => r).sort((a, b) => selected.apIndex[a]! - selected.apIndex[b]!);
  for (const r of order) {
    const limit = thresholdDbm - selected.offsetsDb[r]!;
    const ap = selected.apIndex[r]!;
    const values = selected.fields[r]!.values;
    forEachWindowRun(selected.fields[r]!, selected.gridCols, rect, (g, _l, w, len) => {
      for (let c = 0; c < len; c++) {
        const i = g + c;
        if (lastAp[i] !== ap && values[w + c]! >= limit) {
          counts[i]!++;
          lastAp[i] = ap;
        }
      }
    });
  }
  return counts;
}
