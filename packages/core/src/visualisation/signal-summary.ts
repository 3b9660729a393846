import { isBandSelected, type Band, type BandSelection } from '../model/bands.ts';
import type { ClientProfile } from '../model/client-profiles.ts';
import { REFERENCE_CLIENT } from '../model/client-profiles.ts';
import type { RadioModel } from '../model/radio-model.ts';
import { asFieldWindow, type FieldWindow, type RadioField } from '../model/field-window.ts';
import type { GridSpec } from '../model/grid.ts';
import { forEachRectRow, forEachWindowRun, type CellRect } from './cell-rect.ts';

/** Radios of the selected band that have a field, with the client offset (dB) to add to each. */
export interface SelectedRadios {
  readonly radios: readonly RadioModel[];
  readonly fields: readonly FieldWindow[];
  readonly gridCols: number;
  readonly offsetsDb: Float64Array;
  /** Dense AP index per radio, so several radios of one AP count as one AP. */
  readonly apIndex: Int32Array;
  readonly apCount: number;
}

/** Picks the radios on the band that have a field and resolves the client offset and AP index of each. */
export function selectRadiosWithFields(
  radios: readonly RadioModel[],
  fields: ReadonlyMap<string, RadioField>,
  band: BandSelection,
  grid: GridSpec,
  client: ClientProfile = REFERENCE_CLIENT,
): SelectedRadios {
  const chosen = radios.filter((r) => isBandSelected(r.band, band) && fields.has(r.id));
  const apIds = new Map<string, number>();
  const apIndex = Int32Array.from(chosen, (r) => {
    if (!apIds.has(r.apId)) apIds.set(r.apId, apIds.size);
    return apIds.get(r.apId)!;
  });
  return {
    radios: chosen,
    fields: chosen.map((r) => asFieldWindow(fields.get(r.id)!, grid)),
    gridCols: grid.cols,
    offsetsDb: Float64Array.from(chosen, (r) => client.offsetDb[r.band]),
    apIndex,
    apCount: apIds.size,
  };
}

/** Strongest and second-strongest AP per cell (dBm, client offset applied) and the serving radio's index. */
export interface SignalSummary {
  readonly primaryDbm: Float32Array;
  readonly secondaryDbm: Float32Array;
  /** Index into SelectedRadios.radios of the strongest radio, -1 where no radio has a value. */
  readonly servingRadio: Int32Array;
}

/**
 * Primary = strongest AP, secondary = strongest other AP at each cell (an AP's level is its best radio);
 * NaN where fewer APs have values. By construction secondary ≤ primary. With `update`, only the cells of its
 * rectangle are computed and the rest is copied from its previous summary (which must be of the same radios).
 */
export function summariseSignals(
  selected: SelectedRadios,
  cellCount: number,
  update?: { readonly previous: SignalSummary; readonly rect: CellRect },
): SignalSummary {
  const rect = update?.rect ?? { col0: 0, row0: 0, cols: selected.gridCols, rows: cellCount / selected.gridCols };
  const primary = update ? update.previous.primaryDbm.slice() : new Float32Array(cellCount);
  const secondary = update ? update.previous.secondaryDbm.slice() : new Float32Array(cellCount);
  const serving = update ? update.previous.servingRadio.slice() : new Int32Array(cellCount);
  // Work arrays over the rectangle only: an update touches a small part of the grid.
  const size = rect.cols * rect.rows;
  const best = new Float64Array(size).fill(-Infinity);
  const second = new Float64Array(size).fill(-Infinity);
  const servingAp = new Int32Array(size).fill(-1);
  const servingAt = new Int32Array(size).fill(-1);
  for (let r = 0; r < selected.fields.length; r++) {
    const win = selected.fields[r]!;
    const offset = selected.offsetsDb[r]!;
    const ap = selected.apIndex[r]!;
    const values = win.values;
    forEachWindowRun(win, selected.gridCols, rect, (_g, l0, w0, n) => {
      for (let c = 0; c < n; c++) {
        const i = l0 + c;
        const v = values[w0 + c]! + offset;
        if (!(v > second[i]!)) continue;
        if (v > best[i]!) {
          if (servingAp[i] !== ap) second[i] = best[i]!;
          best[i] = v;
          servingAt[i] = r;
          servingAp[i] = ap;
        } else if (servingAp[i] !== ap) {
          second[i] = v;
        }
      }
    });
  }
  forEachRectRow(rect, selected.gridCols, (g0, l0, n) => {
    for (let c = 0; c < n; c++) {
      const g = g0 + c,
        l = l0 + c;
      primary[g] = best[l]! > -Infinity ? best[l]! : NaN;
      secondary[g] = second[l]! > -Infinity ? second[l]! : NaN;
      serving[g] = servingAt[l]!;
    }
  });
  return { primaryDbm: primary, secondaryDbm: secondary, servingRadio: serving };
}

/** Default noise floor per band in dBm for a 20 MHz channel: thermal −101 dBm + ~6 dB noise figure, +3 dB on busy 2.4 GHz. */
export const DEFAULT_NOISE_FLOOR_DBM: Readonly<Record<Band, number>> = { '2.4': -92, '5': -95, '6': -95 };
