import { isBandSelected, type Band, type BandSelection } from '../model/bands.ts';
import type { ClientProfile } from '../model/client-profiles.ts';
import { REFERENCE_CLIENT } from '../model/client-profiles.ts';
import type { RadioModel } from '../model/radio-model.ts';
import { asFieldWindow, type FieldWindow, type RadioField } from '../model/field-window.ts';
import type { GridSpec } from '../model/grid.ts';

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
 * NaN where fewer APs have values. By construction secondary ≤ primary.
 */
export function summariseSignals(selected: SelectedRadios, cellCount: number): SignalSummary {
  const primary = new Float32Array(cellCount).fill(NaN);
  const secondary = new Float32Array(cellCount).fill(NaN);
  const serving = new Int32Array(cellCount).fill(-1);
  const servingAp = new Int32Array(cellCount).fill(-1);
  const best = new Float64Array(cellCount).fill(-Infinity);
  const second = new Float64Array(cellCount).fill(-Infinity);
  for (let r = 0; r < selected.fields.length; r++) {
    const win = selected.fields[r]!;
    const offset = selected.offsetsDb[r]!;
    const ap = selected.apIndex[r]!;
    const { values, cols } = win;
    for (let wr = 0; wr < win.rows; wr++) {
      const g = (wr + win.row0) * selected.gridCols + win.col0,
        w = wr * cols;
      for (let c = 0; c < cols; c++) {
        const i = g + c;
        const v = values[w + c]! + offset;
        if (!(v > second[i]!)) continue;
        if (v > best[i]!) {
          if (servingAp[i] !== ap) second[i] = best[i]!;
          best[i] = v;
          serving[i] = r;
          servingAp[i] = ap;
        } else if (servingAp[i] !== ap) {
          second[i] = v;
        }
      }
    }
  }
  for (let i = 0; i < cellCount; i++) {
    if (best[i]! > -Infinity) primary[i] = best[i]!;
    if (second[i]! > -Infinity) secondary[i] = second[i]!;
  }
  return { primaryDbm: primary, secondaryDbm: secondary, servingRadio: serving };
}

/** Default noise floor per band in dBm for a 20 MHz channel: thermal −101 dBm + ~6 dB noise figure, +3 dB on busy 2.4 GHz. */
export const DEFAULT_NOISE_FLOOR_DBM: Readonly<Record<Band, number>> = { '2.4': -92, '5': -95, '6': -95 };
