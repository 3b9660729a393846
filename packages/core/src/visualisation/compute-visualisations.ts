import { REFERENCE_CLIENT } from '../model/client-profiles.ts';
import { buildLinkTables, lookupServingRate, type LinkTables } from './link-tables.ts';
import { evaluateNetworkHealth, type NetworkHealthResult, type RequirementArea } from './network-health.ts';
import { countChannelInterference, DEFAULT_INTERFERENCE_THRESHOLD_DBM } from './radio-counts.ts';
import { EKAHAU_BEST_PRACTICES, type RequirementProfile } from './requirements.ts';
import {
  DEFAULT_NOISE_FLOOR_DBM,
  selectRadiosWithFields,
  summariseSignals,
  type SelectedRadios,
  type SignalSummary,
} from './signal-summary.ts';
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
  const scope = input.scope ?? new Uint8Array(cells).fill(1);
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
        values = lookupServingRate(lazy.links().throughput, lazy.summary(), lazy.snr());
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
 * SNR, link tables, data rate, interference count), each computed on first use and kept. A caller that
 * draws several visualisations of the same fields, radios, band and client passes one context to each
 * `computeVisualisations` call; scope and requirement profile are not part of it and may differ per call.
 */
export function createVisualisationContext(input: VisualisationInput) {
  const cells = input.grid.cols * input.grid.rows;
  let selected: SelectedRadios | undefined, summary: SignalSummary | undefined, snr: Float32Array | undefined;
  let links: LinkTables | undefined, rate: Float32Array | undefined, interference: Float32Array | undefined;
  // Judgements by scope and profile: every visualisation of a floor judges the same profile for its grey-out and pass rates.
  const judged = new WeakMap<Uint8Array, Map<string, NetworkHealthResult>>();
  const lazy = {
    selected: () =>
      (selected ??= selectRadiosWithFields(input.radios, input.fields, input.band, input.grid, input.client ?? REFERENCE_CLIENT)),
    summary: () => (summary ??= summariseSignals(lazy.selected(), cells)),
    snr: () => (snr ??= computeSnr(input, lazy.selected(), lazy.summary())),
    links: () => (links ??= buildLinkTables(lazy.selected(), input.client ?? REFERENCE_CLIENT)),
    rate: () => (rate ??= lookupServingRate(lazy.links().rate, lazy.summary(), lazy.snr())),
    interference: () =>
      (interference ??= countChannelInterference(
        lazy.selected(),
        lazy.summary(),
        input.interferenceThresholdDbm ?? DEFAULT_INTERFERENCE_THRESHOLD_DBM,
      )),
    /**
     * Network health of `profile` (with `areas`' own profiles) over `scope`, kept per scope and profile when no
     * requirement area applies; the result is shared, so callers copy before they change it.
     */
    health: (
      profile: RequirementProfile,
      areas: readonly RequirementArea[],
      scope: Uint8Array,
      interferenceByThreshold?: ReadonlyMap<number, Float32Array>,
    ): NetworkHealthResult => {
      const judge = () =>
        evaluateNetworkHealth(
          {
            grid: input.grid,
            band: input.band,
            selected: lazy.selected(),
            summary: lazy.summary(),
            snrDb: lazy.snr(),
            dataRateMbps: lazy.rate(),
            scope,
            ...(interferenceByThreshold ? { interferenceByThreshold } : {}),
          },
          profile,
          areas,
        );
      if (areas.length > 0) return judge();
      let byProfile = judged.get(scope);
      if (!byProfile) judged.set(scope, (byProfile = new Map()));
      const key = JSON.stringify(profile);
      let found = byProfile.get(key);
      if (!found) byProfile.set(key, (found = judge()));
      return found;
    },
  };
  return lazy;
}
export type VisualisationContext = ReturnType<typeof createVisualisationContext>;

/** SNR (dB) = primary signal − noise, noise = measured noise where known, else the serving band's floor. */
function computeSnr(input: VisualisationInput, selected: SelectedRadios, summary: SignalSummary): Float32Array {
  const floors = { ...DEFAULT_NOISE_FLOOR_DBM, ...input.noiseFloorDbm };
  // Each radio's band floor looked up once, not per cell.
  const noiseOf = Float64Array.from(selected.radios, (r) => floors[r.band]);
  const measuredNoise = input.measuredNoiseDbm;
  const { servingRadio, primaryDbm } = summary;
  const snr = new Float32Array(primaryDbm.length);
  for (let i = 0; i < snr.length; i++) {
    const s = servingRadio[i]!;
    let noise = s >= 0 ? noiseOf[s]! : NaN;
    if (measuredNoise) {
      const measured = measuredNoise[i];
      if (measured !== undefined && Number.isFinite(measured)) noise = measured;
    }
    snr[i] = primaryDbm[i]! - noise;
  }
  return snr;
}
