import type { RadioModel } from '../model/radio-model.ts';

/** Heatmap radio filters (heatmap options of docs/product.md §7: only-my-aps, only-measured, radio-ids). */
export interface RadioFilter {
  readonly onlyMyAps?: boolean;
  readonly onlyMeasured?: boolean;
  /** When given, only these radios (by id). */
  readonly radioIds?: readonly string[];
}

/** Applies the heatmap filters: my APs only, measured radios only, and an explicit radio id list. */
export function filterRadios(radios: readonly RadioModel[], filter: RadioFilter): RadioModel[] {
  const ids = filter.radioIds ? new Set(filter.radioIds) : undefined;
  return radios.filter(
    (r) => (!filter.onlyMyAps || r.isMine === true) && (!filter.onlyMeasured || r.isMeasured === true) && (!ids || ids.has(r.id)),
  );
}
