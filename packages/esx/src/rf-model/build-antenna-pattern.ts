import type { AntennaPattern } from '@airscope/core';
import type { AntennaType } from '../schemas/radio.schema.ts';

type AntennaPlane = NonNullable<AntennaType['hplane']>;

/**
 * The engine's pattern of an Ekahau antenna type. Each plane's `gains` (dBi, absolute, at angles in
 * degrees) are resampled at equal steps so that sample i is the gain at `alignmentAngle + i·step` degrees:
 * the alignment angle is where the plane's boresight lies in the data. This matches every real file read:
 * wall patches have their peak at 0° with alignment 0; ceiling APs' E-planes have alignment 90 (or 270)
 * and their strong lobe below the horizon (data angle = alignment + elevation, elevation positive up).
 * A plane with one sample (ideal omni) stays one sample; a missing plane is 0 dBi. Undefined when the
 * type has no plane at all (the engine then uses an isotropic 0 dBi antenna).
 */
export function buildAntennaPattern(type: AntennaType): AntennaPattern | undefined {
  if (type.hplane === undefined && type.eplane === undefined) return undefined;
  return {
    azimuthGainsDbi: resamplePlane(type.hplane),
    elevationGainsDbi: resamplePlane(type.eplane),
  };
}

/** Gains (dBi) at equal steps over 360° starting at the plane's alignment angle. */
export function resamplePlane(plane: AntennaPlane | undefined): number[] {
  const samples = (plane?.gains ?? [])
    .filter((sample) => Number.isFinite(sample.angle) && Number.isFinite(sample.gain))
    .map((sample) => ({ angle: wrapDegrees(sample.angle), gain: sample.gain }))
    .sort((a, b) => a.angle - b.angle);
  if (samples.length === 0) return [0];
  if (samples.length === 1) return [samples[0]!.gain];
  const count = samples.length;
  const alignment = plane?.alignmentAngle ?? 0;
  return Array.from({ length: count }, (_, i) => interpolateCircular(samples, wrapDegrees(alignment + (i * 360) / count)));
}

/** Linear interpolation (dBi) in samples sorted by angle, wrapping from the last sample to the first + 360°. */
function interpolateCircular(samples: readonly { angle: number; gain: number }[], angle: number): number {
  const upper = samples.findIndex((sample) => sample.angle >= angle);
  if (upper >= 0 && samples[upper]!.angle === angle) return samples[upper]!.gain;
  const last = samples[samples.length - 1]!;
  const first = samples[0]!;
  let lo: { angle: number; gain: number };
  let hi: { angle: number; gain: number };
  if (upper === -1) {
    lo = last;
    hi = { angle: first.angle + 360, gain: first.gain };
  } else if (upper === 0) {
    lo = { angle: last.angle - 360, gain: last.gain };
    hi = first;
  } else {
    lo = samples[upper - 1]!;
    hi = samples[upper]!;
  }
  const t = (angle - lo.angle) / (hi.angle - lo.angle);
  return lo.gain + t * (hi.gain - lo.gain);
}

/** An angle in degrees wrapped to [0, 360). */
function wrapDegrees(angle: number): number {
  return ((angle % 360) + 360) % 360;
}
