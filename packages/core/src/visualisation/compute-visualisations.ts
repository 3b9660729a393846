import { REFERENCE_CLIENT } from '../model/client-profiles.ts';
import type { CellRect } from './cell-rect.ts';
import { findChangedCells, isSameRadios } from './changed-cells.ts';
import { buildLinkTables, lookupServingRate, type LinkTables } from './link-tables.ts';
import { evaluateNetworkHealth, lowestCountLevel, type NetworkHealthResult, type RequirementArea } from './network-health.ts';
import { countChannelInterference, DEFAULT_INTERFERENCE_THRESHOLD_DBM } from './radio-counts.ts';
import { EKAHAU_BEST_PRACTICES, type RequirementProfile } from './requirements.ts';
import { computeSnr } from './signal-to-noise.ts';
import { selectRadiosWithFields, summariseSignals, type SelectedRadios, type SignalSummary } from './signal-summary.ts';
import type { VisualisationInput, VisualisationResult, VisualizationType, VisualisationUnit } from './visualisation-types.ts';

const UNITS: Readonly<Record<VisualizationType, VisualisationUnit>> = {
  'sig-strength': 'dBm',
  'sig-strength-2nd': 'dBm',
  snr: 'dB',
  'ch-interference': 'count',
  'nw-health': 'pass',
  requirement: 'pass',
  'data-rate': 'Mbps',
  throughput: 'Mbps',
  'no-visualization': 'none',
};

/**
 * Computes the requested heatmaps from per-radio fields, sharing the strongest-AP pass between them:
 * signal (dBm), secondary (dBm), SNR = primary − noise (dB), channel interference (count), data rate
 * (Mb/s), throughput (Mb/s), network health and the requirement map (pass/fail). no-visualization yields an empty result.
 */
export function computeVisualisations(
  types: readonly VisualizationType[],
  input: VisualisationInput,
  lazy: VisualisationContext = createVisualisationContext(input),
): Map<VisualizationType, VisualisationResult> {
  const cells = input.grid.cols * input.grid.rows;
  const scope = input.scope ?? lazy.allCells();
  const interferenceThreshold = input.interferenceThresholdDbm ?? DEFAULT_INTERFERENCE_THRESHOLD_DBM;
  const interference = types.includes('ch-interference') ? lazy.interference() : undefined;
  const out = new Map<VisualizationType, VisualisationResult>();
  for (const type of types) {
    if (type === 'no-visualization') {
      out.set(type, { type, unit: 'none', values: new Float32Array(0) });
      continue;
    }
    let values: Float32Array;
    let health;
    switch (type) {
      case 'sig-strength':
        values = lazy.summary().primaryDbm.slice();
        break;
      case 'sig-strength-2nd':
        values = lazy.summary().secondaryDbm.slice();
        break;
      case 'snr':
        values = lazy.snr().slice();
        break;
      case 'ch-interference':
        values = lazy.interference().slice();
        break;
      case 'data-rate':
        values = lazy.rate().slice();
        break;
      case 'throughput':
        values = lazy.throughput().slice();
        break;
      case 'nw-health':
      case 'requirement':
        // The requirement map judges the one chosen profile everywhere; requirement areas only shape network health.
        health = lazy.health(
          input.requirement ?? EKAHAU_BEST_PRACTICES,
          type === 'nw-health' ? (input.requirementAreas ?? []) : [],
          scope,
          interference ? new Map([[interferenceThreshold, interference]]) : undefined,
        );
        values = health.passes.slice();
        break;
    }
    if (input.scope) for (let i = 0; i < cells; i++) if (scope[i] === 0) values[i] = NaN;
    out.set(type, health ? { type, unit: UNITS[type], values, health } : { type, unit: UNITS[type], values });
  }
  return out;
}

/** One heatmap; see computeVisualisations. */
export function computeVisualisation(type: VisualizationType, input: VisualisationInput): VisualisationResult {
  return computeVisualisations([type], input).get(type)!;
}

/**
 * The per-cell passes every visualisation of one input shares (radio selection, strongest and second AP,
 * SNR, link tables, data rate, throughput, interference count), each computed on first use and kept. A caller that
 * draws several visualisations of the same fields, radios, band and client passes one context to each
 * `computeVisualisations` call; scope and requirement profile are not part of it and may differ per call.
 * With `previous` (the context of the same grid, band, client and noise before some radios' fields changed, e.g.
 * one AP moved), each pass the previous context had made is copied and computed again only over the rectangle
 * of cells where a field changed (changed-cells.ts); the values equal a computation from scratch bit for bit.
 */
export function createVisualisationContext(input: VisualisationInput, previous?: { readonly state: () => VisualisationPasses }) {
  const cells = input.grid.cols * input.grid.rows;
  const client = input.client ?? REFERENCE_CLIENT;
  const interferenceThreshold = input.interferenceThresholdDbm ?? DEFAULT_INTERFERENCE_THRESHOLD_DBM;
  let selected: SelectedRadios | undefined, summary: SignalSummary | undefined, snr: Float32Array | undefined;
  let links: LinkTables | undefined, rate: Float32Array | undefined, throughput: Float32Array | undefined;
  let interference: Float32Array | undefined, allCells: Uint8Array | undefined;
  // Judgements by scope and profile: every visualisation of a floor judges the same profile for its grey-out and pass rates.
  const judged: JudgedHealth[] = [];
  // What the previous context made, when its radios are this one's but for their fields; null when it cannot be updated.
  let base: VisualisationPasses | null | undefined = previous ? undefined : null;
  const prior = (): VisualisationPasses | null => {
    if (base === undefined) {
      const state = previous!.state();
      base = isSameSetting(state.input, input) && state.selected && isSameRadios(state.selected, lazy.selected()) ? state : null;
      previous = undefined;
    }
    return base;
  };
  // Where a change can show, by the lowest level a pass counts radios at (+∞ = only the strongest two APs matter).
  const rects = new Map<number, CellRect | undefined>();
  const changedCells = (state: VisualisationPasses, levelDbm: number): CellRect | undefined => {
    if (!rects.has(levelDbm)) {
      const relevance = state.summary ? { secondaryDbm: state.summary.secondaryDbm, levelDbm } : undefined;
      rects.set(levelDbm, findChangedCells(state.selected!, lazy.selected(), relevance) ?? undefined);
    }
    return rects.get(levelDbm);
  };
  /** A pass from the previous one (as is when nothing that matters changed, else recomputed over the rectangle), or from scratch. */
  const pass = <T>(
    levelDbm: number,
    kept: (state: VisualisationPasses) => T | undefined,
    patch: (prior: T, rect: CellRect) => T,
    fresh: () => T,
  ): T => {
    const state = prior();
    const found = state ? kept(state) : undefined;
    if (found === undefined) return fresh();
    const rect = changedCells(state!, levelDbm);
    return rect ? patch(found, rect) : found;
  };
  const gridCols = input.grid.cols;
  const lazy = {
    selected: () => (selected ??= selectRadiosWithFields(input.radios, input.fields, input.band, input.grid, client)),
    summary: () =>
      (summary ??= pass(
        Infinity,
        (s) => s.summary,
        (prior, rect) => summariseSignals(lazy.selected(), cells, { previous: prior, rect }),
        () => summariseSignals(lazy.selected(), cells),
      )),
    snr: () =>
      (snr ??= pass(
        Infinity,
        (s) => s.snr,
        (prior, rect) => computeSnr(input, lazy.selected(), lazy.summary(), { previous: prior, rect }),
        () => computeSnr(input, lazy.selected(), lazy.summary()),
      )),
    links: () => (links ??= prior()?.links ?? buildLinkTables(lazy.selected(), client)),
    rate: () =>
      (rate ??= pass(
        Infinity,
        (s) => s.rate,
        (prior, rect) => lookupServingRate(lazy.links().rate, lazy.summary(), lazy.snr(), { previous: prior, rect, gridCols }),
        () => lookupServingRate(lazy.links().rate, lazy.summary(), lazy.snr()),
      )),
    throughput: () =>
      (throughput ??= pass(
        Infinity,
        (s) => s.throughput,
        (prior, rect) => lookupServingRate(lazy.links().throughput, lazy.summary(), lazy.snr(), { previous: prior, rect, gridCols }),
        () => lookupServingRate(lazy.links().throughput, lazy.summary(), lazy.snr()),
      )),
    interference: () =>
      (interference ??= pass(
        interferenceThreshold,
        (s) => s.interference,
        (prior, rect) =>
          countChannelInterference(lazy.selected(), lazy.summary(), interferenceThreshold, undefined, { previous: prior, rect }),
        () => countChannelInterference(lazy.selected(), lazy.summary(), interferenceThreshold),
      )),
    /** Every cell in scope: the scope of a call that brings none, one array per context so its judgements are kept. */
    allCells: () => (allCells ??= new Uint8Array(cells).fill(1)),
    /**
     * Network health of `profile` (with `areas`' own profiles) over `scope`, kept per scope, profile and areas; the
     * result is shared, so callers copy before they change it.
     */
    health: (
      profile: RequirementProfile,
      areas: readonly RequirementArea[],
      scope: Uint8Array,
      interferenceByThreshold?: ReadonlyMap<number, Float32Array>,
    ): NetworkHealthResult => {
      const key = JSON.stringify([profile, areas]);
      const found = judged.find((j) => j.key === key && j.scope === scope);
      if (found) return found.result;
      const inputs = {
        grid: input.grid,
        band: input.band,
        selected: lazy.selected(),
        summary: lazy.summary(),
        snrDb: lazy.snr(),
        dataRateMbps: lazy.rate(),
        scope,
        ...(interferenceByThreshold ? { interferenceByThreshold } : {}),
      };
      const result = pass(
        Math.min(interferenceThreshold, ...[profile, ...areas.map((a) => a.requirement)].map(lowestCountLevel)),
        (s) => s.judged.find((j) => j.key === key && isSameMask(j.scope, scope))?.result,
        (prior, rect) => evaluateNetworkHealth(inputs, profile, areas, { previous: prior, rect }),
        () => evaluateNetworkHealth(inputs, profile, areas),
      );
      judged.push({ key, scope, result });
      return result;
    },
    /**
     * The cells a pass counting radios from `levelDbm` (dBm; +∞ = the signal passes) recomputes over the previous
     * context's: undefined when none, null when every cell is computed afresh.
     */
    updatedCells: (levelDbm = Infinity): CellRect | undefined | null => {
      const state = prior();
      return state && state.summary ? changedCells(state, levelDbm) : null;
    },
    /** The passes made so far, for a later context to update. */
    state: (): VisualisationPasses => ({ input, selected, summary, snr, links, rate, throughput, interference, judged }),
  };
  return lazy;
}
export type VisualisationContext = ReturnType<typeof createVisualisationContext>;

interface JudgedHealth {
  readonly key: string;
  readonly scope: Uint8Array;
  readonly result: NetworkHealthResult;
}

/** The passes a context has made, what a later context updates. */
export interface VisualisationPasses {
  readonly input: VisualisationInput;
  readonly selected: SelectedRadios | undefined;
  readonly summary: SignalSummary | undefined;
  readonly snr: Float32Array | undefined;
  readonly links: LinkTables | undefined;
  readonly rate: Float32Array | undefined;
  readonly throughput: Float32Array | undefined;
  readonly interference: Float32Array | undefined;
  readonly judged: readonly JudgedHealth[];
}

/** Whether two inputs agree on everything besides radios and fields that a per-cell pass reads. */
function isSameSetting(a: VisualisationInput, b: VisualisationInput): boolean {
  const ga = a.grid,
    gb = b.grid;
  return (
    ga.cols === gb.cols &&
    ga.rows === gb.rows &&
    ga.originX === gb.originX &&
    ga.originY === gb.originY &&
    ga.cellSizeM === gb.cellSizeM &&
    a.band === b.band &&
    (a.client === b.client || JSON.stringify(a.client) === JSON.stringify(b.client)) &&
    JSON.stringify(a.noiseFloorDbm ?? null) === JSON.stringify(b.noiseFloorDbm ?? null) &&
    a.measuredNoiseDbm === b.measuredNoiseDbm &&
    (a.interferenceThresholdDbm ?? DEFAULT_INTERFERENCE_THRESHOLD_DBM) ===
      (b.interferenceThresholdDbm ?? DEFAULT_INTERFERENCE_THRESHOLD_DBM)
  );
}

function isSameMask(a: Uint8Array, b: Uint8Array): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
