/**
 * Per site, every map the issue names on the same held-out points: our measured-only map, our plan-aware map
 * (calibrated prediction corrected by the survey) where a plan exists, the calibrated prediction alone, and the
 * reproduced peers (IDW p = 2; wifi-heatmapper's radius-limited IDW; jantman's linear RBF; a fitted one-slope
 * model per AP). "Plan" on Feng is the AP positions only (no walls are published); the mall has none.
 */
import {
  buildPlanAwareBins,
  calibratedPredictionAt,
  calibrateFromSurvey,
  dbm,
  fitLogDistanceModel,
  fitMeasuredRadio,
  fitPlanAwareResiduals,
  interpolateIdwAt,
  metres,
  mhz,
  MIN_PATH_DISTANCE_M,
  pointM,
  predictMeasuredAt,
  type RadioModel,
  type ResidualMethod,
  type SurveySample,
} from '@airscope/core';
import { fitRbfLinear, heatmapperRadius, interpolateIdwWithinRadius, rbfLinearAt } from './peer-interpolators.ts';

/** A point with a value (m, dBm). */
export interface ValuePoint {
  readonly x: number;
  readonly y: number;
  readonly v: number;
}

/** One AP of a site with known position: raw training readings, per-point training means and test means. */
export interface PlannedRadio {
  readonly ap: { readonly x: number; readonly y: number };
  readonly raw: readonly ValuePoint[];
  readonly train: readonly ValuePoint[];
  readonly test: readonly ValuePoint[];
}

/** Mean absolute error (dB) of one map, and the share of held-out points it gave a value (blanks are not scored). */
export interface MapScore {
  readonly label: string;
  readonly maeDb: number;
  readonly coverage: number;
  readonly isPeer: boolean;
  /** For a peer that leaves points blank: our map's MAE on just the points it covers, so both are judged alike. */
  readonly oursOnCoveredDb?: number;
}

/** One site's comparison; `ours` is the map the product shows (plan-aware where a plan exists). */
export interface SiteComparison {
  readonly site: string;
  readonly heldOut: number;
  readonly scores: readonly MapScore[];
  readonly ours: MapScore;
  readonly methods: Readonly<Partial<Record<ResidualMethod, number>>>;
}

// Feng has no walk: each reference point is one stand of 60 readings, so a fold square holds one point (0.6 m pitch).
const FENG_FOLD_SQUARE_M = 0.6;

/** Scores of a site whose AP positions are known (Feng): calibration fitted jointly on the training means of all APs. */
export function compareFengSite(site: string, radios: readonly PlannedRadio[]): SiteComparison {
  const all = radios.flatMap((r) => [...r.train, ...r.test]);
  // jantman's corners are the plan image's: here the surveyed area plus a 1 m margin, so none sits on a point.
  const box = {
    x0: Math.min(...all.map((p) => p.x)) - 1,
    y0: Math.min(...all.map((p) => p.y)) - 1,
    x1: Math.max(...all.map((p) => p.x)) + 1,
    y1: Math.max(...all.map((p) => p.y)) + 1,
  };
  const models: RadioModel[] = radios.map((r, k) => plannedRadio(`ap${k}`, r.ap));
  const floor = { id: site, walls: [] };
  const readings = radios.flatMap((r, k) =>
    r.train.map((p) => ({ radioId: `ap${k}`, x: p.x, y: p.y, rssiDbm: p.v, segmentId: squareOf(p, FENG_FOLD_SQUARE_M) })),
  );
  const geometry = { receiverHeightM: 1, exponent: 2 };
  const calibration = calibrateFromSurvey(floor, models, readings, geometry);
  const errors = new Map<string, number[]>();
  const add = (label: string, value: number, truth: number): void => {
    errors.set(label, [...(errors.get(label) ?? []), Math.abs(value - truth)]);
  };
  const methods: Partial<Record<ResidualMethod, number>> = {};
  radios.forEach((r, k) => {
    const samples: SurveySample[] = r.raw.map((p) => ({ position: pointM(p.x, p.y), radioId: `ap${k}`, rssiDbm: dbm(p.v) }));
    const measured = fitMeasuredRadio(`ap${k}`, samples, { binSizeM: 0.5 });
    const predictAt = (xs: ArrayLike<number>, ys: ArrayLike<number>): Float64Array =>
      calibratedPredictionAt(floor, models[k]!, calibration.bands, xs, ys, geometry);
    const residuals = fitPlanAwareResiduals(buildPlanAwareBins(samples, predictAt, 0.5), {
      foldSquareM: FENG_FOLD_SQUARE_M,
      source: r.ap,
    });
    methods[residuals.method] = (methods[residuals.method] ?? 0) + 1;
    const tx = r.train.map((p) => p.x),
      ty = r.train.map((p) => p.y),
      tv = r.train.map((p) => p.v);
    const radius = heatmapperRadius(tx, ty);
    const rbf = fitRbfLinear(tx, ty, tv, box);
    const slope = fitLogDistanceModel(r.train.map((p) => ({ distanceM: Math.hypot(p.x - r.ap.x, p.y - r.ap.y), rssiDbm: p.v })));
    const calibrated = predictAt(
      r.test.map((p) => p.x),
      r.test.map((p) => p.y),
    );
    r.test.forEach((p, i) => {
      add('measured only', predictMeasuredAt(measured, p.x, p.y), p.v);
      add('plan-aware', calibrated[i]! + residuals.residualAt(p.x, p.y, calibrated[i]!), p.v);
      add('calibrated prediction', calibrated[i]!, p.v);
      add('IDW p=2', interpolateIdwAt(tx, ty, tv, p.x, p.y), p.v);
      add('IDW heatmapper radius', interpolateIdwWithinRadius(tx, ty, tv, p.x, p.y, radius), p.v);
      add('RBF-linear (jantman)', rbfLinearAt(rbf, p.x, p.y), p.v);
      const d = Math.max(MIN_PATH_DISTANCE_M, Math.hypot(p.x - r.ap.x, p.y - r.ap.y));
      add('fitted one-slope model per AP', slope.rssiAt1mDbm - 10 * slope.exponent * Math.log10(d), p.v);
    });
  });
  const scores = withOursOnCovered(errors, 'plan-aware');
  return {
    site: `Feng ${site}`,
    heldOut: errors.get('plan-aware')!.length,
    scores,
    ours: scores.find((s) => s.label === 'plan-aware')!,
    methods,
  };
}

/** Scores from per-point absolute errors (NaN = blank), averaged over the points a map covers. */
export function score(label: string, errors: readonly number[]): MapScore {
  const covered = errors.filter(Number.isFinite);
  return {
    label,
    maeDb: covered.reduce((s, e) => s + e, 0) / covered.length,
    coverage: covered.length / errors.length,
    isPeer: !['measured only', 'plan-aware', 'calibrated prediction'].includes(label),
  };
}

/**
 * Scores of per-point errors (aligned by point) where every peer that leaves points blank also carries our map's
 * MAE on the points it covers.
 */
export function withOursOnCovered(errors: ReadonlyMap<string, readonly number[]>, oursLabel: string): MapScore[] {
  const ours = errors.get(oursLabel)!;
  return [...errors.entries()].map(([label, e]) => {
    const scored = score(label, e);
    if (!scored.isPeer || scored.coverage >= 1 || scored.coverage === 0) return scored;
    return {
      ...scored,
      oursOnCoveredDb: score(
        oursLabel,
        ours.filter((_, i) => Number.isFinite(e[i])),
      ).maeDb,
    };
  });
}

/** Our map's MAE against one peer: on the points that peer covers when it leaves some blank. */
const oursAgainst = (c: SiteComparison, peer: MapScore): number => peer.oursOnCoveredDb ?? c.ours.maeDb;

/**
 * One printed line per site, ending with whether our map is at or below every peer; a peer that leaves points
 * blank is compared on the points it covers, not rewarded for the hard points it skipped.
 */
export function describeComparison(c: SiteComparison): string {
  const cell = (s: MapScore): string => {
    const partial = s.coverage < 1 ? ` (${(100 * s.coverage).toFixed(0)} % covered` : '';
    const oursThere = s.oursOnCoveredDb === undefined ? '' : `; ours there ${s.oursOnCoveredDb.toFixed(2)}`;
    return `${s.label} ${s.maeDb.toFixed(2)}${partial}${oursThere}${partial ? ')' : ''}`;
  };
  const peers = c.scores.filter((s) => s.isPeer && Number.isFinite(s.maeDb));
  const worst = peers.reduce((a, b) => (oursAgainst(c, b) - b.maeDb > oursAgainst(c, a) - a.maeDb ? b : a));
  const gap = oursAgainst(c, worst) - worst.maeDb;
  const verdict =
    gap <= 0
      ? `our map (${c.ours.label}) at or below every peer`
      : `NOT at or below the best peer: our map (${c.ours.label}) ${oursAgainst(c, worst).toFixed(2)} vs ${worst.label} ${worst.maeDb.toFixed(2)} (+${gap.toFixed(2)} dB)`;
  const chosen = Object.entries(c.methods)
    .filter(([, count]) => (count ?? 0) > 0)
    .map(([method, count]) => `${method} ×${count}`)
    .join(', ');
  return `  ${c.site.padEnd(24)} ${c.heldOut} held out | ours: ${c.scores
    .filter((s) => !s.isPeer)
    .map(cell)
    .join(', ')} | peers: ${c.scores
    .filter((s) => s.isPeer)
    .map(cell)
    .join(', ')} | ${verdict}${chosen ? ` [residuals: ${chosen}]` : ''}`;
}

/** A Feng AP as a radio: Feng gives neither band nor power, so 5 GHz ch 36 at `txPowerDbm` (0 dBm when a fit's offset absorbs the power). */
export function plannedRadio(id: string, ap: { x: number; y: number }, txPowerDbm = dbm(0)): RadioModel {
  return {
    id,
    apId: id,
    position: pointM(ap.x, ap.y),
    heightM: metres(1),
    band: '5',
    channel: 36,
    centreMhz: mhz(5180),
    widthMhz: mhz(20),
    txPowerDbm,
    azimuthDeg: 0,
    tiltDeg: 0,
    streams: 1,
    standards: ['AC'],
  };
}

function squareOf(p: { x: number; y: number }, size: number): string {
  return `${Math.floor(p.x / size)},${Math.floor(p.y / size)}`;
}
