import { buildSegmentGridIndex, isSegmentBlocked } from '../geometry/segment-grid-index.ts';
import type { PointM } from '../geometry/points.ts';
import type { Band } from '../model/bands.ts';
import type { FloorModel } from '../model/floor-model.ts';
import type { RadioModel } from '../model/radio-model.ts';
import { dbm, metres, mhz } from '../units/units.ts';
import { computePointsFast, createFastEvaluator, DEFAULT_ANGULAR_BINS, type FastPathEvaluator } from '../propagation/field-kernel-fast.ts';
import { buildPathContext } from '../propagation/path-context.ts';
import { prepareFloor } from '../propagation/prepared-floor.ts';
import { fitApModel, type ApModelFit } from './ap-model-fit.ts';
import { chooseSmoothing, smoothResidualAt, type ResidualSmoother } from './residual-smoothing.ts';
import { binSamples, type SampleBins, type SurveySample } from './survey-bins.ts';

/** Settings of the measured (survey) interpolation. */
export interface MeasuredFitOptions {
  /** Observations are averaged in bins of this size (m); default 1. */
  readonly binSizeM?: number;
  /** AP antenna height minus receiver height (m); default 1.5. */
  readonly heightDifferenceM?: number;
  /** Floor whose walls shape the model and block residual smoothing; attenuation areas are not used. */
  readonly floor?: FloorModel;
  readonly band?: Band;
  readonly knownPosition?: PointM;
  /** Warm start of the AP position search (e.g. the previous fit when samples are added). */
  readonly initialPosition?: { readonly x: number; readonly y: number };
  /** Walls with at least this loss (dB, normal incidence) stop residual smoothing across them; default 3. */
  readonly blockingWallDb?: number;
  readonly bandwidthsM?: readonly number[];
  readonly shrinkages?: readonly number[];
}

/** A radio's measured-signal model: fitted path loss around an (estimated) AP plus smoothed residuals. */
export interface MeasuredRadioModel {
  readonly radioId: string;
  readonly fit: ApModelFit;
  readonly bins: SampleBins;
  readonly smoother: ResidualSmoother;
  readonly heightDifferenceM: number;
  /** Present when walls are known: evaluates the model's walls from the fitted AP position. */
  readonly walls?: FastPathEvaluator;
}

/**
 * Fits the measured model of one radio from its survey samples (dBm at metre positions): bins the samples,
 * fits a log-distance model around an estimated (or known) AP position with wall losses when walls are
 * known, and picks the residual smoothing by leave-one-out cross-validation (regression kriging in the
 * sense of Hengl et al. 2007, with a kernel smoother standing in for the kriging of residuals).
 */
export function fitMeasuredRadio(radioId: string, samples: readonly SurveySample[], options: MeasuredFitOptions = {}): MeasuredRadioModel {
  const bins = binSamples(samples, options.binSizeM ?? 1);
  const heightDifferenceM = options.heightDifferenceM ?? 1.5;
  const few = bins.xs.length < 4;
  const fitOptions = {
    heightDifferenceM,
    ...(few ? { minExponent: 3, maxExponent: 3 } : {}),
    ...(options.knownPosition ? { knownPosition: options.knownPosition } : {}),
    ...(options.initialPosition ? { initialPosition: options.initialPosition } : {}),
  };
  let fit = fitApModel(bins, fitOptions);
  let walls: FastPathEvaluator | undefined;
  if (options.floor && options.floor.walls.length > 0) {
    walls = wallEvaluator(options.floor, fit, heightDifferenceM, options.band ?? '5');
    const loss = wallLossAtBins(walls, bins, fit, heightDifferenceM);
    fit = fitApModel(bins, { ...fitOptions, knownPosition: { x: fit.x, y: fit.y }, extraLossDb: loss });
    fit = { ...fit, isPositionKnown: options.knownPosition !== undefined };
    walls = wallEvaluator(options.floor, fit, heightDifferenceM, options.band ?? '5');
  }
  const modelled = new Float32Array(bins.xs.length);
  if (walls) computePointsFast(walls, bins.xs, bins.ys, modelled);
  else for (let i = 0; i < bins.xs.length; i++) modelled[i] = modelAt(fit, undefined, heightDifferenceM, bins.xs[i]!, bins.ys[i]!);
  const base = {
    xs: bins.xs,
    ys: bins.ys,
    residuals: Float64Array.from(bins.rssi, (r, i) => r - modelled[i]!),
    weights: Float64Array.from(bins.counts, (c) => c / (c + 1)),
    ...(options.floor ? blockingTest(options.floor, options.band ?? '5', options.blockingWallDb ?? 3) : {}),
  };
  const choice = chooseSmoothing(base, options.bandwidthsM, options.shrinkages);
  return {
    radioId,
    fit,
    bins,
    smoother: { ...base, bandwidthM: choice.bandwidthM, shrinkage: choice.shrinkage },
    heightDifferenceM,
    ...(walls ? { walls } : {}),
  };
}

/** Measured-model RSSI (dBm) at a point in metres: path-loss model plus smoothed residual, without the coverage mask. */
export function predictMeasuredAt(model: MeasuredRadioModel, x: number, y: number): number {
  return modelAt(model.fit, model.walls, model.heightDifferenceM, x, y) + smoothResidualAt(model.smoother, x, y);
}

/** The path-loss part of the model at (x, y) in dBm. */
export function modelAt(fit: ApModelFit, walls: FastPathEvaluator | undefined, heightDifferenceM: number, x: number, y: number): number {
  if (walls) {
    const out = new Float32Array(1);
    computePointsFast(walls, [x], [y], out);
    return out[0]!;
  }
  const dx = x - fit.x,
    dy = y - fit.y;
  return fit.rssiAt1mDbm - 5 * fit.exponent * Math.log10(Math.max(1, dx * dx + dy * dy + heightDifferenceM * heightDifferenceM));
}

function wallEvaluator(floor: FloorModel, fit: ApModelFit, heightDifferenceM: number, band: Band): FastPathEvaluator {
  const prepared = prepareFloor({ id: floor.id, walls: floor.walls });
  const radio: RadioModel = {
    id: 'fit',
    apId: 'fit',
    position: { x: metres(fit.x), y: metres(fit.y) },
    heightM: metres(1 + heightDifferenceM),
    band,
    channel: 0,
    centreMhz: mhz(5000),
    widthMhz: mhz(20),
    txPowerDbm: dbm(fit.rssiAt1mDbm),
    azimuthDeg: 0,
    tiltDeg: 0,
    streams: 1,
    standards: [],
  };
  const ctx = buildPathContext(radio, {
    receiver: prepared,
    source: prepared,
    building: [],
    receiverHeightM: 1,
    pathLoss: { exponent: fit.exponent, lossAt1mDb: 0 },
    maxObliqueFactor: 2,
  });
  return createFastEvaluator(ctx, DEFAULT_ANGULAR_BINS, -Infinity);
}

function wallLossAtBins(walls: FastPathEvaluator, bins: SampleBins, fit: ApModelFit, heightDifferenceM: number): Float64Array {
  const out = new Float32Array(bins.xs.length);
  computePointsFast(walls, bins.xs, bins.ys, out);
  return Float64Array.from(out, (v, i) => {
    const dx = bins.xs[i]! - fit.x,
      dy = bins.ys[i]! - fit.y;
    return fit.rssiAt1mDbm - 5 * fit.exponent * Math.log10(Math.max(1, dx * dx + dy * dy + heightDifferenceM ** 2)) - v;
  });
}

function blockingTest(floor: FloorModel, band: Band, minLossDb: number): { isBlocked?: ResidualSmoother['isBlocked'] } {
  const strong = floor.walls.filter((w) => w.attenuationDbPerM[band] * w.thicknessM >= minLossDb);
  if (strong.length === 0) return {};
  const index = buildSegmentGridIndex(Float64Array.from(strong.flatMap((w) => [w.a.x, w.a.y, w.b.x, w.b.y])));
  const seen = new Uint8Array(strong.length);
  const scratch: number[] = [];
  return { isBlocked: (x0, y0, x1, y1) => isSegmentBlocked(index, x0, y0, x1, y1, seen, scratch) };
}
