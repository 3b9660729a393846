import type { Band, BandSelection } from '../model/bands.ts';
import type { PointM } from '../geometry/points.ts';
import { forEachCellInPolygon, type GridSpec } from '../model/grid.ts';
import { forEachRectRow, type CellRect } from './cell-rect.ts';
import { tallyHealth } from './health-tally.ts';
import { countAccessPointsAbove, countChannelInterference } from './radio-counts.ts';
import { isRfCriterion, type RequirementCriterion, type RequirementProfile } from './requirements.ts';
import type { SelectedRadios, SignalSummary } from './signal-summary.ts';

/** A polygon (m) inside which another requirement profile applies (.esx areas.requirementId). */
export interface RequirementArea {
  readonly polygon: readonly PointM[];
  readonly requirement: RequirementProfile;
}

/** Share (0–1) of in-scope cells meeting one criterion, among cells where it applies. */
export interface CriterionPassRate {
  readonly profileName: string;
  readonly criterion: RequirementCriterion;
  /** False for criteria that RF fields cannot judge (ping RTT, packet loss); they do not affect health. */
  readonly isEvaluated: boolean;
  readonly applicableCells: number;
  readonly passShare: number;
}

/** Network-health outcome: per-cell pass (1) / fail (0) / out of scope (NaN) and the pass rates. */
export interface NetworkHealthResult {
  readonly passes: Float32Array;
  /** Bit k set = criterion k of the cell's profile failed (first 32 criteria). */
  readonly failedCriteria: Uint32Array;
  readonly overallPassShare: number;
  readonly inScopeCells: number;
  readonly criteria: readonly CriterionPassRate[];
  readonly profiles: readonly { readonly name: string; readonly cells: number; readonly passShare: number }[];
}

/** Per-cell inputs the criteria are judged on. */
export interface HealthInputs {
  readonly grid: GridSpec;
  readonly band: BandSelection;
  readonly selected: SelectedRadios;
  readonly summary: SignalSummary;
  readonly snrDb: Float32Array;
  readonly dataRateMbps: Float32Array;
  readonly scope: Uint8Array;
  /** Already computed channel-interference counts by dBm threshold, reused instead of recounting. */
  readonly interferenceByThreshold?: ReadonlyMap<number, Float32Array>;
}

/**
 * Network health: a cell passes when every RF criterion of its requirement profile that applies to the
 * cell's band (the selected band, or the serving radio's band for `any`, 5 GHz where nothing serves) is met.
 * With `update` (the previous result of the same profiles and scope, and the rectangle outside which no input
 * changed), only the rectangle's cells are judged again and the pass rates are recounted from the cells' failures.
 */
export function evaluateNetworkHealth(
  inputs: HealthInputs,
  profile: RequirementProfile,
  areas: readonly RequirementArea[] = [],
  update?: { readonly previous: NetworkHealthResult; readonly rect: CellRect },
): NetworkHealthResult {
  const { grid, selected, summary, scope } = inputs;
  const cells = grid.cols * grid.rows;
  const profiles = [profile, ...areas.map((a) => a.requirement)];
  const profileAt = new Uint8Array(cells);
  areas.forEach((a, k) => forEachCellInPolygon(grid, a.polygon, (i) => (profileAt[i] = k + 1)));
  const bandCodes: readonly Band[] = ['2.4', '5', '6'];
  // Band code per cell from a per-radio table (one callback per cell cost more than the rest of the pass).
  const fixedBand = bandCodes.indexOf(inputs.band !== 'any' ? inputs.band : '5');
  const radioBand = Uint8Array.from(selected.radios, (r) => (inputs.band !== 'any' ? fixedBand : bandCodes.indexOf(r.band)));
  const cellBand = new Uint8Array(cells);
  for (let i = 0; i < cells; i++) {
    const s = summary.servingRadio[i]!;
    cellBand[i] = s >= 0 ? radioBand[s]! : fixedBand;
  }
  // A criterion's failures are one bit of the cell's mask, so an update re-judges its rectangle and tallies the masks.
  if (update && profiles.every((p) => p.criteria.length <= 32)) {
    const failed = update.previous.failedCriteria.slice();
    forEachRectRow(update.rect, grid.cols, (g, _l, n) => failed.fill(0, g, g + n));
    const measure = createMeasureCache(inputs, cells, update.rect);
    profiles.forEach((p, pk) =>
      p.criteria.forEach((criterion, ck) => {
        if (!isRfCriterion(criterion)) return;
        const band = criterion.band === undefined ? -1 : bandCodes.indexOf(criterion.band);
        markFailures(measure(criterion), criterion, 1 << ck, { scope, profileAt, cellBand }, pk, band, failed, {
          rect: update.rect,
          gridCols: grid.cols,
        });
      }),
    );
    return tallyHealth(profiles, { scope, profileAt, cellBand, failed, passes: update.previous.passes.slice() });
  }
  const measure = createMeasureCache(inputs, cells);
  const passes = new Float32Array(cells).fill(NaN);
  const failed = new Uint32Array(cells);
  // In-scope cells per (profile, band), so a criterion of a band no cell has, or one RF fields cannot judge,
  // needs no pass over the cells.
  const cellsOf = new Float64Array(profiles.length * 3);
  for (let i = 0; i < cells; i++) if (scope[i] !== 0) cellsOf[profileAt[i]! * 3 + cellBand[i]!]!++;
  const criteria: CriterionPassRate[] = [];
  profiles.forEach((p, pk) =>
    p.criteria.forEach((criterion, ck) => {
      const isEvaluated = isRfCriterion(criterion);
      const band = criterion.band === undefined ? -1 : bandCodes.indexOf(criterion.band);
      const applicable = band >= 0 ? cellsOf[pk * 3 + band]! : cellsOf[pk * 3]! + cellsOf[pk * 3 + 1]! + cellsOf[pk * 3 + 2]!;
      const passed =
        isEvaluated && applicable > 0
          ? markFailures(measure(criterion), criterion, ck < 32 ? 1 << ck : 1 << 31, { scope, profileAt, cellBand }, pk, band, failed)
          : applicable;
      criteria.push({
        profileName: p.name,
        criterion,
        isEvaluated,
        applicableCells: applicable,
        passShare: applicable > 0 ? passed / applicable : NaN,
      });
    }),
  );
  let inScope = 0,
    healthy = 0;
  const profileCells = profiles.map(() => ({ cells: 0, healthy: 0 }));
  for (let i = 0; i < cells; i++) {
    if (scope[i] === 0) continue;
    inScope++;
    const ok = failed[i] === 0;
    passes[i] = ok ? 1 : 0;
    if (ok) healthy++;
    profileCells[profileAt[i]!]!.cells++;
    if (ok) profileCells[profileAt[i]!]!.healthy++;
  }
  return {
    passes,
    failedCriteria: failed,
    overallPassShare: inScope > 0 ? healthy / inScope : NaN,
    inScopeCells: inScope,
    criteria,
    profiles: profiles.map((p, k) => ({
      name: p.name,
      cells: profileCells[k]!.cells,
      passShare: profileCells[k]!.cells > 0 ? profileCells[k]!.healthy / profileCells[k]!.cells : NaN,
    })),
  };
}

/**
 * Sets `bit` in `failed` on the in-scope cells of profile `pk` and band `band` (−1 = any) where `values` does not
 * meet the criterion (AT_LEAST: ≥ value, AT_MOST: ≤ value; NaN never passes); returns how many pass.
 */
function markFailures(
  values: Float32Array,
  criterion: RequirementCriterion,
  bit: number,
  cellsOf: { readonly scope: Uint8Array; readonly profileAt: Uint8Array; readonly cellBand: Uint8Array },
  pk: number,
  band: number,
  failed: Uint32Array,
  within?: { readonly rect: CellRect; readonly gridCols: number },
): number {
  const { scope, profileAt, cellBand } = cellsOf;
  const atLeast = criterion.comparison === 'AT_LEAST',
    limit = criterion.value;
  let passed = 0;
  const judge = (from: number, to: number) => {
    for (let i = from; i < to; i++) {
      if (scope[i] === 0 || profileAt[i] !== pk || (band >= 0 && band !== cellBand[i])) continue;
      const v = values[i]!;
      if (atLeast ? v >= limit : v <= limit) passed++;
      else failed[i]! |= bit;
    }
  };
  if (within) forEachRectRow(within.rect, within.gridCols, (g, _l, n) => judge(g, g + n));
  else judge(0, values.length);
  return passed;
}

/** The lowest level (dBm) at which a profile's criteria count radios (+∞ when none counts): below it a radio counts for none. */
export function lowestCountLevel(profile: RequirementProfile): number {
  let level = Infinity;
  for (const criterion of profile.criteria) {
    if (criterion.type === 'CHANNEL_OVERLAP' || criterion.type === 'NUMBER_OF_ACCESS_POINTS')
      level = Math.min(level, criterion.additionalLimit ?? DEFAULT_COUNT_LEVEL_DBM);
  }
  return level;
}

// The level a count criterion without additionalLimit counts at (dBm).
const DEFAULT_COUNT_LEVEL_DBM = -85;

/**
 * Memoises the per-cell measure a criterion is compared with (thresholded counts depend on additionalLimit); with
 * `rect`, counts are made only inside it, the only cells then judged.
 */
function createMeasureCache(inputs: HealthInputs, cells: number, rect?: CellRect): (criterion: RequirementCriterion) => Float32Array {
  const memo = new Map<string, Float32Array>();
  return (criterion) => {
    const key = `${criterion.type}:${criterion.additionalLimit ?? ''}`;
    let values = memo.get(key);
    if (values) return values;
    const limit = criterion.additionalLimit ?? DEFAULT_COUNT_LEVEL_DBM;
    switch (criterion.type) {
      case 'SIGNAL_STRENGTH':
        values = inputs.summary.primaryDbm;
        break;
      case 'SECONDARY_SIGNAL_STRENGTH':
        values = inputs.summary.secondaryDbm;
        break;
      case 'SIGNAL_TO_NOISE_RATIO':
        values = inputs.snrDb;
        break;
      case 'DATA_RATE':
        values = inputs.dataRateMbps;
        break;
      case 'CHANNEL_OVERLAP':
        values =
          inputs.interferenceByThreshold?.get(limit) ??
          countChannelInterference(
            inputs.selected,
            inputs.summary,
            limit,
            undefined,
            rect ? { previous: new Float32Array(cells), rect } : undefined,
          );
        break;
      case 'NUMBER_OF_ACCESS_POINTS':
        values = countAccessPointsAbove(inputs.selected, limit, cells, rect);
        break;
      default:
        values = new Float32Array(cells).fill(NaN);
    }
    memo.set(key, values);
    return values;
  };
}
