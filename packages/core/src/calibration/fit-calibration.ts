import type { Band } from '../model/bands.ts';
import type { CalibrationPath, CalibrationWallType } from './calibration-paths.ts';
import { choleskyFactor, choleskyInverseDiagonal, choleskySolve } from './solve-symmetric.ts';

/** How strongly the fit leans on the stock values (standard deviations of the priors). */
export interface CalibrationPriors {
  /** Path-loss exponent the plan uses (2 = free space) and how far the fit may credibly move it. */
  readonly exponent: number;
  readonly exponentSdDb?: number;
  /** Spread of a wall type's loss at its usual thickness around the stock value, dB (default 3). */
  readonly wallLossSdDb?: number;
  /** Spread of a radio's transmit-power offset around 0, dB (default 6). */
  readonly txOffsetSdDb?: number;
  /** Huber threshold in robust standard deviations (default 1.345, 95 % efficiency for Gaussian noise). */
  readonly huberK?: number;
  /**
   * Weakest reading the scanner reports (dBm; default the weakest reading given). Readings the model expects within
   * two noise deviations of it are left out: only those whose noise happened to lift them survived, which would
   * bias every loss low.
   */
  readonly detectionFloorDbm?: number;
}

/** A wall type's fitted attenuation on one band, with its 95 % interval and how many readings crossed it. */
export interface FittedWallType {
  readonly key: string;
  readonly band: Band;
  readonly stockDbPerM: number;
  readonly fittedDbPerM: number;
  /** Loss of one wall at the type's usual thickness and normal incidence, stock and fitted, dB. */
  readonly stockWallLossDb: number;
  readonly fittedWallLossDb: number;
  /** Half-width of the 95 % interval of the fitted wall loss, dB. */
  readonly wallLossCi95Db: number;
  readonly crossingCount: number;
}

/** A survey calibration of one band: exponent, per-radio transmit offsets and per-type wall losses. */
export interface BandCalibration {
  readonly band: Band;
  readonly exponent: number;
  readonly exponentCi95: number;
  /** dB added to each radio's transmit power, by radio id. */
  readonly txOffsetDb: ReadonlyMap<string, number>;
  readonly wallTypes: readonly FittedWallType[];
  /** Robust standard deviation of the residuals (1.4826 × MAD), dB. */
  readonly residualSdDb: number;
  readonly sampleCount: number;
}

const IRLS_ITERATIONS = 25;

/**
 * Robust (Huber, iteratively reweighted) least-squares fit with Gaussian priors centred on the stock values:
 * RSSI = known + offset(radio) − 10·n·log10 d − Σ_type dB/m × effective thickness. A type crossed by few
 * readings stays near its stock value; the 95 % intervals come from the posterior covariance.
 */
export function fitBandCalibration(
  band: Band,
  paths: readonly CalibrationPath[],
  types: readonly CalibrationWallType[],
  radioIds: readonly string[],
  priors: CalibrationPriors,
): BandCalibration {
  const rows = paths.filter((path) => path.band === band);
  const radioSlot = new Map<number, number>();
  for (const path of rows) if (!radioSlot.has(path.radioIndex)) radioSlot.set(path.radioIndex, radioSlot.size);
  const nRadios = radioSlot.size,
    nTypes = types.length;
  const exponentAt = nRadios,
    typeAt = nRadios + 1,
    n = nRadios + 1 + nTypes;

  // Prior means and precisions (1 / variance) per parameter; wall losses are set per metre of thickness.
  const priorMean = new Float64Array(n),
    priorSd = new Float64Array(n);
  priorSd.fill(priors.txOffsetSdDb ?? 6, 0, nRadios);
  priorMean[exponentAt] = priors.exponent;
  priorSd[exponentAt] = priors.exponentSdDb ?? 0.5;
  types.forEach((type, t) => {
    priorMean[typeAt + t] = type.stockDbPerM[band];
    priorSd[typeAt + t] = (priors.wallLossSdDb ?? 3) / Math.max(type.typicalThicknessM, 1e-3);
  });

  const x = new Float64Array(n);
  const design = (path: CalibrationPath, row: Float64Array): number => {
    row.fill(0);
    row[radioSlot.get(path.radioIndex)!] = 1;
    row[exponentAt] = path.minusTenLogD;
    for (let t = 0; t < nTypes; t++) row[typeAt + t] = -path.thicknessByType[t]!;
    return path.sample.rssiDbm - path.knownDbm;
  };
  const row = new Float64Array(n);
  const weights = new Float64Array(rows.length).fill(1);
  const floorDbm = priors.detectionFloorDbm ?? rows.reduce((lowest, path) => Math.min(lowest, path.sample.rssiDbm), Infinity);
  let sd = 4,
    factor: Float64Array | undefined;
  for (let iteration = 0; iteration < IRLS_ITERATIONS; iteration++) {
    const ata = new Float64Array(n * n),
      atb = new Float64Array(n);
    rows.forEach((path, i) => {
      const y = design(path, row);
      const w = weights[i]! / (sd * sd);
      for (let a = 0; a < n; a++) {
        const ra = row[a]!;
        if (ra === 0) continue;
        atb[a] = atb[a]! + w * ra * y;
        for (let b = 0; b < n; b++) ata[a * n + b] = ata[a * n + b]! + w * ra * row[b]!;
      }
    });
    for (let a = 0; a < n; a++) {
      const precision = 1 / (priorSd[a]! * priorSd[a]!);
      ata[a * n + a] = ata[a * n + a]! + precision;
      atb[a] = atb[a]! + precision * priorMean[a]!;
    }
    factor = choleskyFactor(ata, n);
    if (!factor) break;
    x.set(choleskySolve(factor, n, atb));
    const expected = new Float64Array(rows.length);
    const residuals = rows.map((path, i) => {
      const y = design(path, row);
      let fit = 0;
      for (let a = 0; a < n; a++) fit += row[a]! * x[a]!;
      expected[i] = fit + path.knownDbm;
      return y - fit;
    });
    sd = Math.max(0.5, 1.4826 * medianAbs(residuals.filter((_, i) => expected[i]! >= floorDbm + 2 * sd)));
    const k = (priors.huberK ?? 1.345) * sd;
    residuals.forEach((r, i) => {
      weights[i] = expected[i]! < floorDbm + 2 * sd ? 0 : Math.abs(r) <= k ? 1 : k / Math.abs(r);
    });
  }
  const variance = factor ? choleskyInverseDiagonal(factor, n) : new Float64Array(n).fill(NaN);
  const radioOf = [...radioSlot.entries()];
  return {
    band,
    exponent: x[exponentAt]!,
    exponentCi95: 1.96 * Math.sqrt(variance[exponentAt]!),
    txOffsetDb: new Map(radioOf.map(([radioIndex, slot]) => [radioIds[radioIndex]!, x[slot]!])),
    wallTypes: types.map((type, t) => ({
      key: type.key,
      band,
      stockDbPerM: type.stockDbPerM[band],
      fittedDbPerM: x[typeAt + t]!,
      stockWallLossDb: type.stockDbPerM[band] * type.typicalThicknessM,
      fittedWallLossDb: x[typeAt + t]! * type.typicalThicknessM,
      wallLossCi95Db: 1.96 * Math.sqrt(variance[typeAt + t]!) * type.typicalThicknessM,
      crossingCount: rows.reduce((count, path) => count + (path.thicknessByType[t]! > 0 ? 1 : 0), 0),
    })),
    residualSdDb: sd,
    sampleCount: rows.length,
  };
}

/** RSSI a calibration predicts for one reading's path (dBm); stock values where the band was not fitted. */
export function predictCalibratedRssi(path: CalibrationPath, calibration: BandCalibration, radioId: string): number {
  let loss = 0;
  calibration.wallTypes.forEach((type, t) => {
    loss += type.fittedDbPerM * path.thicknessByType[t]!;
  });
  return path.knownDbm + (calibration.txOffsetDb.get(radioId) ?? 0) + calibration.exponent * path.minusTenLogD - loss;
}

function medianAbs(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = values.map(Math.abs).sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
