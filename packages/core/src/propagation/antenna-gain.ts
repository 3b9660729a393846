import type { AntennaPattern } from '../model/radio-model.ts';

const DEG = Math.PI / 180;

/** An antenna pattern resolved for one radio: the boresight frame and interpolation tables. */
export interface OrientedAntenna {
  readonly isIsotropic: boolean;
  /** No tilt: elevation is the world elevation angle, so one atan2 per direction suffices. */
  readonly isLevel: boolean;
  readonly constantGainDbi: number;
  readonly azimuth: Float64Array;
  readonly elevation: Float64Array;
  readonly peakDbi: number;
  readonly floorDbi: number;
  /** Forward, side and up unit vectors of the boresight frame (x, y, z; z up). */
  readonly frame: Float64Array;
}

/**
 * Prepares a pattern for repeated lookups at an azimuth and tilt in degrees. Azimuth turns about the
 * vertical axis and tilt pitches the boresight, for every mounting: a ceiling or wall mount changes
 * which way the pattern data points (the .esx adapter aligns the tables), not the frame.
 */
export function orientAntenna(pattern: AntennaPattern | undefined, azimuthDeg: number, tiltDeg: number): OrientedAntenna {
  const az = Float64Array.from(pattern?.azimuthGainsDbi ?? [0]);
  const el = Float64Array.from(pattern?.elevationGainsDbi ?? [0]);
  const all = [...az, ...el];
  const peak = Math.max(...all);
  const isIsotropic = az.length <= 1 && el.length <= 1;
  const a = azimuthDeg * DEG;
  const b = tiltDeg * DEG;
  const frame = Float64Array.of(
    Math.cos(b) * Math.cos(a),
    Math.cos(b) * Math.sin(a),
    Math.sin(b),
    -Math.sin(a),
    Math.cos(a),
    0,
    -Math.sin(b) * Math.cos(a),
    -Math.sin(b) * Math.sin(a),
    Math.cos(b),
  );
  return {
    isIsotropic,
    isLevel: tiltDeg === 0,
    constantGainDbi: isIsotropic ? az[0]! + el[0]! - peak : 0,
    azimuth: az,
    elevation: el,
    peakDbi: peak,
    floorDbi: Math.min(...all),
    frame,
  };
}

/**
 * Gain in dBi towards direction (dx, dy, dz) in metres: G = G_H(φ) + G_E(θ) − G_peak, clipped at the
 * pattern's weakest sample — the 3GPP TR 36.814 Table A.2.1.1-2 sum of horizontal and vertical cuts;
 * behind the antenna (|φ| > 90°) the vertical cut is read on its back half (180° − θ).
 */
export function antennaGainDbi(antenna: OrientedAntenna, dx: number, dy: number, dz: number): number {
  if (antenna.isIsotropic) return antenna.constantGainDbi;
  const f = antenna.frame;
  const lf = dx * f[0]! + dy * f[1]! + dz * f[2]!;
  const ls = dx * f[3]! + dy * f[4]! + dz * f[5]!;
  const lu = dx * f[6]! + dy * f[7]! + dz * f[8]!;
  const gH = antenna.azimuth.length === 1 ? antenna.azimuth[0]! : sampleCircularTable(antenna.azimuth, atan2Deg(ls, lf));
  const theta = atan2Deg(lu, Math.sqrt(lf * lf + ls * ls));
  const g = gH + sampleCircularTable(antenna.elevation, lf >= 0 ? theta : 180 - theta) - antenna.peakDbi;
  return g < antenna.floorDbi ? antenna.floorDbi : g;
}

/** Linear interpolation in a table of equally spaced samples over 360°, angle in degrees. */
export function sampleCircularTable(table: Float64Array, angleDeg: number): number {
  const n = table.length;
  if (n === 1) return table[0]!;
  let a = angleDeg;
  if (a < 0 || a >= 360) a -= 360 * Math.floor(a / 360);
  const pos = (a * n) / 360;
  const whole = Math.floor(pos);
  // pos lies in [0, n] (n only by rounding just below 360°): one compare instead of a floating-point %, which
  // cost more than the rest of this lookup in the kernel's per-cell loop.
  const i = whole >= n ? whole - n : whole;
  const f = pos - whole;
  return table[i]! * (1 - f) + table[i + 1 === n ? 0 : i + 1]! * f;
}

/**
 * atan2 in degrees through a degree-11 odd minimax polynomial for atan on [0, 1] (Hastings,
 * Approximations for Digital Computers, 1955): error < 2e-6 rad (1e-4°), well below any pattern's resolution.
 */
export function atan2Deg(y: number, x: number): number {
  const ax = Math.abs(x),
    ay = Math.abs(y);
  if (ax === 0 && ay === 0) return 0;
  const z = ay <= ax ? ay / ax : ax / ay;
  const z2 = z * z;
  let r = z * (0.99997726 + z2 * (-0.33262347 + z2 * (0.19354346 + z2 * (-0.11643287 + z2 * (0.05265332 + z2 * -0.0117212)))));
  if (ay > ax) r = Math.PI / 2 - r;
  if (x < 0) r = Math.PI - r;
  return (y < 0 ? -r : r) / DEG;
}
