/**
 * The synthetic building (known wall losses, 3 dB noise) as one more site: trained on the east–west walks, scored
 * against the noiseless truth at the readings of the north–south walks, with every map of the real sites; and the
 * calibration's fitted wall losses (fitted on every walk) beside the truth and their 95 % intervals.
 */
import {
  buildPlanAwareBins,
  buildSyntheticSurvey,
  calibratedPredictionAt,
  calibrateFromSurvey,
  cellIndexAt,
  computeSyntheticTruth,
  createGrid,
  dbm,
  fitMeasuredRadio,
  fitPlanAwareResiduals,
  interpolateIdwAt,
  pointM,
  predictMeasuredAt,
  SYNTHETIC_WALL_TYPES,
  type ResidualMethod,
} from '@airscope/core';
import { fitRbfLinear, heatmapperRadius, interpolateIdwWithinRadius, rbfLinearAt } from './peer-interpolators.ts';
import { describeComparison, withOursOnCovered, type SiteComparison } from './plan-aware-accuracy.ts';

/** The comparison and one line per wall type: fitted ± 95 % against the truth. */
export function compareSyntheticSite(seed: number): { comparison: SiteComparison; walls: string[]; allWithin: boolean } {
  const survey = buildSyntheticSurvey({ noiseSdDb: 3, seed });
  const train = survey.samples.filter((s) => s.segmentId.startsWith('row-'));
  const held = survey.samples.filter((s) => s.segmentId.startsWith('col-'));
  const geometry = { receiverHeightM: 1, exponent: 2.5 };
  const calibration = calibrateFromSurvey(survey.stockFloor, survey.radios, train, geometry);
  const grid = createGrid(40, 24, 0.5);
  const errors = new Map<string, number[]>();
  const add = (label: string, value: number, truth: number): void => {
    errors.set(label, [...(errors.get(label) ?? []), Math.abs(value - truth)]);
  };
  const methods: Partial<Record<ResidualMethod, number>> = {};
  const box = { x0: -1, y0: -1, x1: 41, y1: 25 };
  for (const radio of survey.radios) {
    const own = train.filter((s) => s.radioId === radio.id);
    const test = held.filter((s) => s.radioId === radio.id);
    const samples = own.map((s) => ({ position: pointM(s.x, s.y), radioId: s.radioId, rssiDbm: dbm(s.rssiDbm) }));
    const predictAt = (xs: ArrayLike<number>, ys: ArrayLike<number>): Float64Array =>
      calibratedPredictionAt(survey.stockFloor, radio, calibration.bands, xs, ys, geometry);
    const residuals = fitPlanAwareResiduals(buildPlanAwareBins(samples, predictAt), { source: radio.position });
    methods[residuals.method] = (methods[residuals.method] ?? 0) + 1;
    const measured = fitMeasuredRadio(radio.id, samples, { floor: survey.stockFloor, band: radio.band });
    const truth = computeSyntheticTruth(survey, radio, grid);
    const tx = own.map((s) => s.x),
      ty = own.map((s) => s.y),
      tv = own.map((s) => s.rssiDbm);
    const radius = heatmapperRadius(tx, ty);
    const rbf = fitRbfLinear(tx, ty, tv, box);
    const calibrated = predictAt(
      test.map((s) => s.x),
      test.map((s) => s.y),
    );
    test.forEach((s, i) => {
      const t = truth[cellIndexAt(grid, s.x, s.y)]!;
      add('measured only', predictMeasuredAt(measured, s.x, s.y), t);
      add('plan-aware', calibrated[i]! + residuals.residualAt(s.x, s.y, calibrated[i]!), t);
      add('calibrated prediction', calibrated[i]!, t);
      add('IDW p=2', interpolateIdwAt(tx, ty, tv, s.x, s.y), t);
      add('IDW heatmapper radius', interpolateIdwWithinRadius(tx, ty, tv, s.x, s.y, radius), t);
      add('RBF-linear (jantman)', rbfLinearAt(rbf, s.x, s.y), t);
    });
  }
  const scores = withOursOnCovered(errors, 'plan-aware');
  // Recovery is judged on the calibration of the whole survey, as the product fits it.
  const band = calibrateFromSurvey(survey.stockFloor, survey.radios, survey.samples, geometry).bands[0]!;
  let allWithin = true;
  const walls = SYNTHETIC_WALL_TYPES.map((type) => {
    const fitted = band.wallTypes.find((w) => w.key === type.key)!;
    const within = Math.abs(fitted.fittedWallLossDb - type.trueLossDb) <= fitted.wallLossCi95Db;
    allWithin &&= within;
    return `${type.key} ${fitted.fittedWallLossDb.toFixed(1)} ± ${fitted.wallLossCi95Db.toFixed(1)} dB (true ${type.trueLossDb}, stock ${type.stockLossDb}) ${within ? 'within' : 'OUTSIDE'}`;
  });
  return {
    comparison: {
      site: `Synthetic seed ${seed}`,
      heldOut: errors.get('plan-aware')!.length,
      scores,
      ours: scores.find((s) => s.label === 'plan-aware')!,
      methods,
    },
    walls,
    allWithin,
  };
}

/** The synthetic site's comparison line and its calibration line. */
export function describeSyntheticSite(result: ReturnType<typeof compareSyntheticSite>): string[] {
  const verdict = result.allWithin ? 'every loss within its 95 % interval' : 'NOT every loss within its interval';
  return [
    describeComparison(result.comparison),
    `  ${result.comparison.site} calibration (all walks): ${result.walls.join('; ')} — ${verdict}`,
  ];
}
