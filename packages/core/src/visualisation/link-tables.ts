import { REFERENCE_CLIENT, type ClientProfile } from '../model/client-profiles.ts';
import { airtimeEfficiency } from './airtime-efficiency.ts';
import { buildRateTable, negotiateLink, rateAtSnr } from './data-rate.ts';
import { forEachRectRow, type CellRect } from './cell-rect.ts';
import type { SelectedRadios, SignalSummary } from './signal-summary.ts';

/** Per selected radio: its SNR → PHY rate table and SNR → throughput table for the client (null when no common link). */
export interface LinkTables {
  readonly rate: readonly (Float32Array | null)[];
  readonly throughput: readonly (Float32Array | null)[];
}

/** Builds each radio's rate and throughput tables once, so per-cell lookups are O(1). */
export function buildLinkTables(selected: SelectedRadios, client: ClientProfile = REFERENCE_CLIENT): LinkTables {
  const rate: (Float32Array | null)[] = [];
  const throughput: (Float32Array | null)[] = [];
  for (const radio of selected.radios) {
    const link = negotiateLink(radio, client);
    if (!link) {
      rate.push(null);
      throughput.push(null);
      continue;
    }
    const table = buildRateTable(link);
    rate.push(table);
    throughput.push(table.map((r) => r * airtimeEfficiency(r, link.technology)));
  }
  return { rate, throughput };
}

/**
 * Per-cell value of the serving radio's table at the cell's SNR (Mb/s); NaN where nothing serves. With `update`,
 * only its rectangle is looked up and the rest is copied from its previous values.
 */
export function lookupServingRate(
  tables: readonly (Float32Array | null)[],
  summary: SignalSummary,
  snrDb: Float32Array,
  update?: { readonly previous: Float32Array; readonly rect: CellRect; readonly gridCols: number },
): Float32Array {
  const out = update ? update.previous.slice() : new Float32Array(snrDb.length);
  const lookup = (from: number, to: number) => {
    for (let i = from; i < to; i++) {
      const s = summary.servingRadio[i]!;
      const table = s >= 0 ? tables[s] : null;
      out[i] = s < 0 ? NaN : table ? rateAtSnr(table, snrDb[i]!) : 0;
    }
  };
  if (update) forEachRectRow(update.rect, update.gridCols, (g, _l, n) => lookup(g, g + n));
  else lookup(0, out.length);
  return out;
}
