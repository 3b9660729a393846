import { db, dbm, type Db, type Dbm, type Metres, type Mhz } from '../units/units.ts';
import { freeSpaceLossAt1mDb } from './free-space-loss.ts';

/** Log-distance path-loss parameters: exponent n and loss at the 1 m reference distance. */
export interface PathLossModel {
  /** 2 = free space; indoor LOS 1.5–2.5, NLOS 3–5 (ITU-R P.1238 site-general α ranges). */
  readonly exponent: number;
  /** Loss at 1 m in dB; omitted = free-space loss at 1 m for the radio's frequency. */
  readonly lossAt1mDb?: number;
}

/** Free space as a log-distance model (n = 2, free-space loss at 1 m). */
export const FREE_SPACE_MODEL: PathLossModel = { exponent: 2 };

/** Distances shorter than this are clamped: the models are far-field and diverge at d → 0. */
export const MIN_PATH_DISTANCE_M = 1;

// log10(1 + k/1024), k = 0…1024: the mantissa's log by linear interpolation between 1,025 knots.
const LOG10_KNOTS = Float64Array.from({ length: 1025 }, (_, k) => Math.log10(1 + k / 1024));
const LOG10_2 = Math.log10(2);
const pun = new Float64Array(1),
  punWords = new Uint32Array(pun.buffer),
  HIGH = new Uint32Array(Float64Array.of(1).buffer)[1] === 0x3ff00000 ? 1 : 0;

/**
 * log10(x) for a positive normal x (a distance in metres ≥ MIN_PATH_DISTANCE_M in the kernels), from the
 * exponent bits plus a table of the mantissa's log with linear interpolation: within 6e-8 of Math.log10
 * (interpolation error ≤ h²/8 · max|f″| = 2^-20/8 · log10(e)), i.e. 10·n·6e-8 dB of path loss — 1.2e-6 dB for
 * n = 2 — at a fraction of Math.log10's cost in the per-cell loops.
 */
export function fastLog10(x: number): number {
  pun[0] = x;
  const high = punWords[HIGH]!,
    low = punWords[1 - HIGH]!;
  const k = (high >>> 10) & 0x3ff;
  const frac = ((high & 0x3ff) + low * 2.3283064365386963e-10) * 0.0009765625;
  const a = LOG10_KNOTS[k]!;
  return ((high >>> 20) - 1023) * LOG10_2 + a + (LOG10_KNOTS[k + 1]! - a) * frac;
}

/**
 * Log-distance path loss in dB: L(d) = L(1 m) + 10·n·log10(d / 1 m), d clamped to ≥ 1 m
 * (Rappaport, Wireless Communications, section 4.9; ITU-R P.1238 uses the same distance term).
 */
export function logDistanceLossDb(distanceM: Metres, frequencyMhz: Mhz, model: PathLossModel = FREE_SPACE_MODEL): Db {
  const l0 = model.lossAt1mDb ?? freeSpaceLossAt1mDb(frequencyMhz);
  return db(l0 + 10 * model.exponent * Math.log10(Math.max(distanceM, MIN_PATH_DISTANCE_M)));
}

/** A received-power observation at a known distance from its transmitter. */
export interface DistanceSample {
  readonly distanceM: number;
  readonly rssiDbm: number;
  /** Known extra loss on the path (walls, areas) in dB, removed before fitting. */
  readonly extraLossDb?: number;
  readonly weight?: number;
}

/** A fitted log-distance model: RSSI(d) = rssiAt1m − 10·n·log10(d) − extra loss. */
export interface LogDistanceFit {
  readonly exponent: number;
  readonly rssiAt1mDbm: Dbm;
  /** L(1 m) = tx power − rssiAt1m, present when the fit was given the transmit power (EIRP). */
  readonly lossAt1mDb?: Db;
  readonly rmseDb: Db;
  readonly sampleCount: number;
}

/**
 * Weighted least-squares fit of the log-distance exponent and 1 m intercept from survey samples (dBm, m);
 * the exponent is clamped to [minExponent, maxExponent] with the intercept refitted (Rappaport, section 4.9, fitting).
 */
export function fitLogDistanceModel(
  samples: readonly DistanceSample[],
  options: { txPowerDbm?: number; minExponent?: number; maxExponent?: number; fixedExponent?: number } = {},
): LogDistanceFit {
  let sw = 0,
    sx = 0,
    sy = 0,
    sxx = 0,
    sxy = 0;
  for (const s of samples) {
    const w = s.weight ?? 1;
    const x = -10 * Math.log10(Math.max(s.distanceM, MIN_PATH_DISTANCE_M));
    const y = s.rssiDbm + (s.extraLossDb ?? 0);
    sw += w;
    sx += w * x;
    sy += w * y;
    sxx += w * x * x;
    sxy += w * x * y;
  }
  if (sw === 0) return { exponent: 2, rssiAt1mDbm: dbm(NaN), rmseDb: db(NaN), sampleCount: 0 };
  const det = sw * sxx - sx * sx;
  let n = options.fixedExponent ?? (det > 1e-9 ? (sw * sxy - sx * sy) / det : 2);
  n = Math.min(options.maxExponent ?? 6, Math.max(options.minExponent ?? 1.2, n));
  const a = (sy - n * sx) / sw;
  let se = 0;
  for (const s of samples) {
    const e = s.rssiDbm + (s.extraLossDb ?? 0) - (a - 10 * n * Math.log10(Math.max(s.distanceM, MIN_PATH_DISTANCE_M)));
    se += (s.weight ?? 1) * e * e;
  }
  return {
    exponent: n,
    rssiAt1mDbm: dbm(a),
    ...(options.txPowerDbm === undefined ? {} : { lossAt1mDb: db(options.txPowerDbm - a) }),
    rmseDb: db(Math.sqrt(se / sw)),
    sampleCount: samples.length,
  };
}
