import { forEachCellInPolygon, cellIndexAt } from '../model/grid.ts';
import { fieldValueAt } from '../model/field-window.ts';
import type { RadioModel } from '../model/radio-model.ts';
import { airtimeEfficiency } from '../visualisation/airtime-efficiency.ts';
import { buildRateTable, negotiateLink, rateAtSnr, type LinkCapabilities } from '../visualisation/data-rate.ts';
import { DEFAULT_NOISE_FLOOR_DBM } from '../visualisation/signal-summary.ts';
import {
  AIRTIME_LIMIT,
  VOICE_AIRTIME_LIMIT,
  type CapacityArea,
  type CapacityClientGroup,
  type CapacityInput,
  type CapacityResult,
  type RadioCapacity,
} from './capacity-types.ts';

const DEFAULT_MIN_ASSOCIATION_DBM = -82;

interface RadioLoad {
  clients: number;
  demandMbps: number;
  rateWeighted: number;
  airtime: number;
  hasVoice: boolean;
  technology: LinkCapabilities['technology'] | null;
}

/** Offered load of one client of a group, Mb/s: every application's bit rate, doubled when full duplex. */
export function clientDemandMbps(group: Pick<CapacityClientGroup, 'applications'>): number {
  return group.applications.reduce((sum, app) => sum + (app.bitRateBps * (app.fullDuplex ? 2 : 1)) / 1e6, 0);
}

/** Cell indices inside an area; a polygon smaller than a cell still holds its centroid's cell. */
function cellsOf(input: CapacityInput, area: CapacityArea): number[] {
  const cells: number[] = [];
  forEachCellInPolygon(input.grid, area.polygon, (index) => cells.push(index));
  if (cells.length === 0 && area.polygon.length > 0) {
    const cx = area.polygon.reduce((s, p) => s + p.x, 0) / area.polygon.length;
    const cy = area.polygon.reduce((s, p) => s + p.y, 0) / area.polygon.length;
    const index = cellIndexAt(input.grid, cx, cy);
    if (index >= 0) cells.push(index);
  }
  return cells;
}

/**
 * Capacity planning: each area's clients are spread evenly over its cells; a client associates to the radio it
 * hears strongest (client offset applied) among radios it shares a technology with; its PHY rate comes from the
 * SNR (802.11 MCS thresholds) and its airtime = demand / (PHY rate × MAC airtime efficiency). A radio's airtime is
 * the sum over its clients; above 70 % (50 % when voice is among them) it is flagged.
 */
export function planCapacity(input: CapacityInput): CapacityResult {
  const noise = { ...DEFAULT_NOISE_FLOOR_DBM, ...input.noiseFloorDbm };
  const minDbm = input.minAssociationDbm ?? DEFAULT_MIN_ASSOCIATION_DBM;
  const radios = input.radios.filter((radio) => input.fields.has(radio.id));
  const loads = radios.map((): RadioLoad => ({
    clients: 0,
    demandMbps: 0,
    rateWeighted: 0,
    airtime: 0,
    hasVoice: false,
    technology: null,
  }));
  const cellCount = input.grid.cols * input.grid.rows;
  const servingOfCell = new Int32Array(cellCount).fill(-1);
  const tables = new Map<string, Float32Array>();
  const rateTable = (link: LinkCapabilities) => {
    const key = `${link.technology}:${link.widthMhz}:${link.streams}:${link.guardIntervalUs}`;
    let table = tables.get(key);
    if (!table) tables.set(key, (table = buildRateTable(link)));
    return table;
  };
  let unserved = 0;

  for (const area of input.areas) {
    const cells = cellsOf(input, area);
    for (const group of area.groups) {
      if (group.count <= 0) continue;
      if (cells.length === 0) {
        unserved += group.count;
        continue;
      }
      const perCell = group.count / cells.length;
      const demand = clientDemandMbps(group);
      const links = radios.map((radio: RadioModel) => negotiateLink(radio, group.device));
      const hasVoice = group.applications.some((app) => app.isVoice);
      for (const cell of cells) {
        let best = -1;
        let bestDbm = -Infinity;
        for (let r = 0; r < radios.length; r++) {
          if (!links[r]) continue;
          const radio = radios[r]!;
          const dbm = fieldValueAt(input.fields.get(radio.id)!, input.grid, cell) + group.device.offsetDb[radio.band];
          if (dbm >= minDbm && dbm > bestDbm) {
            best = r;
            bestDbm = dbm;
          }
        }
        const link = best >= 0 ? links[best]! : undefined;
        const rate = link ? rateAtSnr(rateTable(link), bestDbm - noise[radios[best]!.band]) : 0;
        if (!link || rate <= 0) {
          unserved += perCell;
          continue;
        }
        const load = loads[best]!;
        load.clients += perCell;
        load.demandMbps += perCell * demand;
        load.rateWeighted += perCell * rate;
        load.airtime += (perCell * demand) / (rate * airtimeEfficiency(rate, link.technology));
        load.hasVoice ||= hasVoice;
        load.technology ??= link.technology;
        if (servingOfCell[cell] === -1) servingOfCell[cell] = best;
      }
    }
  }

  const table: RadioCapacity[] = radios.map((radio, r) => {
    const load = loads[r]!;
    const limit = load.hasVoice ? VOICE_AIRTIME_LIMIT : AIRTIME_LIMIT;
    return {
      radioId: radio.id,
      apId: radio.apId,
      band: radio.band,
      channel: radio.channel,
      clients: load.clients,
      demandMbps: load.demandMbps,
      meanPhyRateMbps: load.clients > 0 ? load.rateWeighted / load.clients : 0,
      airtime: load.airtime,
      limit,
      isOverloaded: load.airtime > limit,
      hasVoice: load.hasVoice,
      technology: load.technology,
    };
  });
  const airtimePercent = new Float32Array(cellCount).fill(NaN);
  for (let cell = 0; cell < cellCount; cell++) {
    const serving = servingOfCell[cell]!;
    if (serving >= 0) airtimePercent[cell] = table[serving]!.airtime * 100;
  }
  return { radios: table, unservedClients: unserved, airtimePercent };
}
