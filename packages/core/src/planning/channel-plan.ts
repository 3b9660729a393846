import type { PointM } from '../geometry/points.ts';
import type { Band } from '../model/bands.ts';
import { freeSpaceLossDb } from '../propagation/free-space-loss.ts';
import { dbmToMilliwatts, dbm, metres, mhz } from '../units/units.ts';
import { channelOptionsFor, channelOverlapFraction, type ChannelOption } from './channel-options.ts';

/** A radio to give a channel: position in floor metres, antenna height above the building datum. */
export interface ChannelPlanRadio {
  readonly id: string;
  readonly band: Band;
  readonly position: PointM;
  /** Floor elevation + antenna height, m. */
  readonly heightAboveDatumM: number;
  readonly txPowerDbm: number;
  readonly widthMhz: number;
  /** Allowed 20 MHz channel numbers; omitted = every channel of the band. */
  readonly allowedChannels?: readonly number[];
}

/** Predicted signal (dBm) of `from` at `to`'s position, or undefined to use the distance-based default. */
export type ChannelCoupling = (from: ChannelPlanRadio, to: ChannelPlanRadio) => number | undefined;

export interface ChannelPlanOptions {
  readonly coupling?: ChannelCoupling;
  /** Signals below this (dBm) are not counted as interference; default −95 on every band: the engine's 5 and 6 GHz noise floor, a little under its 2.4 GHz one (−92). */
  readonly ignoreBelowDbm?: number;
  /** Local-search sweeps after the greedy start; default 20. */
  readonly maxSweeps?: number;
}

/** A plan: the chosen channel per radio id and its summed co-channel interference weight (mW). */
export interface ChannelPlan {
  readonly channels: ReadonlyMap<string, ChannelOption>;
  readonly interferenceMw: number;
  /** Radio pairs above the ignore level that share spectrum. */
  readonly overlappingPairs: number;
}

/** Default coupling: free-space loss (ITU-R P.525) over the 3D distance from transmitter to receiver. */
export function freeSpaceCouplingDbm(from: ChannelPlanRadio, to: ChannelPlanRadio): number {
  const d = Math.max(
    1,
    Math.hypot(from.position.x - to.position.x, from.position.y - to.position.y, from.heightAboveDatumM - to.heightAboveDatumM),
  );
  const centre = from.band === '2.4' ? 2437 : from.band === '5' ? 5500 : 6500;
  return from.txPowerDbm - freeSpaceLossDb(metres(d), mhz(centre));
}

/**
 * Chooses channels that minimise the summed co-channel interference: weight of a pair = the linear sum of the
 * two radios' received powers at each other (mW) × the share of spectrum they overlap. Greedy start in order of
 * decreasing total weight (each radio takes its cheapest option, ties to the least used, then the lowest
 * channel), then local search moving single radios while the total falls. Deterministic for the same input.
 */
export function planChannels(radios: readonly ChannelPlanRadio[], options: ChannelPlanOptions = {}): ChannelPlan {
  const channels = new Map<string, ChannelOption>();
  let interference = 0,
    overlapping = 0;
  for (const band of ['2.4', '5', '6'] as const) {
    const group = radios.filter((r) => r.band === band);
    if (group.length === 0) continue;
    const result = planBand(group, options);
    group.forEach((radio, i) => channels.set(radio.id, result.chosen[i]!));
    interference += result.cost;
    overlapping += result.overlapping;
  }
  return { channels, interferenceMw: interference, overlappingPairs: overlapping };
}

/** Summed interference weight (mW) and overlapping pairs of a given assignment, e.g. a naive one, with the same weights. */
export function channelPlanCost(
  radios: readonly ChannelPlanRadio[],
  channels: ReadonlyMap<string, Pick<ChannelOption, 'centreMhz' | 'widthMhz'>>,
  options: ChannelPlanOptions = {},
): { interferenceMw: number; overlappingPairs: number } {
  let interference = 0,
    overlapping = 0;
  for (const band of ['2.4', '5', '6'] as const) {
    const group = radios.filter((r) => r.band === band && channels.has(r.id));
    const weights = pairWeights(group, options);
    const chosen = group.map((r) => channels.get(r.id)!);
    const totals = costOf(weights, chosen);
    interference += totals.cost;
    overlapping += totals.overlapping;
  }
  return { interferenceMw: interference, overlappingPairs: overlapping };
}

function planBand(group: readonly ChannelPlanRadio[], options: ChannelPlanOptions) {
  const n = group.length;
  const weights = pairWeights(group, options);
  const choices = group.map((radio) => {
    const list = channelOptionsFor(radio.band, radio.widthMhz, radio.allowedChannels);
    if (list.length === 0) throw new Error(`no ${radio.widthMhz} MHz channel is allowed for radio ${radio.id} on ${radio.band} GHz`);
    return list;
  });
  const chosen: (ChannelOption | undefined)[] = new Array(n).fill(undefined);
  const uses = new Map<number, number>();
  const totalWeight = Array.from({ length: n }, (_, i) => weights.subarray(i * n, i * n + n).reduce((s, w) => s + w, 0));
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => totalWeight[b]! - totalWeight[a]! || a - b);
  for (const i of order) {
    let best: ChannelOption | undefined,
      bestCost = Infinity,
      bestUses = Infinity;
    for (const option of choices[i]!) {
      const cost = costAgainst(weights, n, i, option, chosen);
      const used = uses.get(option.centreMhz * 1000 + option.widthMhz) ?? 0;
      if (cost < bestCost - 1e-18 || (Math.abs(cost - bestCost) <= 1e-18 && used < bestUses)) {
        best = option;
        bestCost = cost;
        bestUses = used;
      }
    }
    chosen[i] = best;
    const key = best!.centreMhz * 1000 + best!.widthMhz;
    uses.set(key, (uses.get(key) ?? 0) + 1);
  }
  improveLocally(weights, n, choices, chosen as ChannelOption[], options.maxSweeps ?? 20);
  const totals = costOf(weights, chosen as ChannelOption[]);
  return { chosen: chosen as ChannelOption[], ...totals };
}

function improveLocally(
  weights: Float64Array,
  n: number,
  choices: readonly (readonly ChannelOption[])[],
  chosen: ChannelOption[],
  maxSweeps: number,
): void {
  for (let sweep = 0; sweep < maxSweeps; sweep++) {
    let moved = false;
    for (let i = 0; i < n; i++) {
      const current = costAgainst(weights, n, i, chosen[i]!, chosen);
      for (const option of choices[i]!) {
        // Strictly better by a relative margin, so equal-cost moves cannot cycle.
        if (costAgainst(weights, n, i, option, chosen) < current * (1 - 1e-9) - 1e-18) {
          chosen[i] = option;
          moved = true;
          break;
        }
      }
    }
    if (!moved) return;
  }
}

function costAgainst(
  weights: Float64Array,
  n: number,
  i: number,
  option: ChannelOption,
  chosen: readonly (ChannelOption | undefined)[],
): number {
  let cost = 0;
  for (let j = 0; j < n; j++) {
    const other = chosen[j];
    if (j === i || !other) continue;
    const w = weights[i * n + j]!;
    if (w > 0) cost += w * channelOverlapFraction(option, other);
  }
  return cost;
}

function costOf(weights: Float64Array, chosen: readonly Pick<ChannelOption, 'centreMhz' | 'widthMhz'>[]) {
  const n = chosen.length;
  let cost = 0,
    overlapping = 0;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const w = weights[i * n + j]!;
      const share = w > 0 ? channelOverlapFraction(chosen[i]!, chosen[j]!) : 0;
      if (share > 0) {
        cost += w * share;
        overlapping++;
      }
    }
  }
  return { cost, overlapping };
}

/** Symmetric n×n weights: mW of i at j plus mW of j at i, 0 when both are under the ignore level. */
function pairWeights(group: readonly ChannelPlanRadio[], options: ChannelPlanOptions): Float64Array {
  const n = group.length;
  const floor = options.ignoreBelowDbm ?? -95;
  const weights = new Float64Array(n * n);
  const couple = (a: ChannelPlanRadio, b: ChannelPlanRadio) => options.coupling?.(a, b) ?? freeSpaceCouplingDbm(a, b);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const ab = couple(group[i]!, group[j]!),
        ba = couple(group[j]!, group[i]!);
      const w = (ab >= floor ? dbmToMilliwatts(dbm(ab)) : 0) + (ba >= floor ? dbmToMilliwatts(dbm(ba)) : 0);
      weights[i * n + j] = w;
      weights[j * n + i] = w;
    }
  }
  return weights;
}
