/**
 * Default cap on the oblique-incidence factor 1/cos θ (θ = 60°): beyond it the straight-line model
 * is no longer credible because energy arrives round the wall by diffraction and reflection.
 */
export const DEFAULT_MAX_OBLIQUE_FACTOR = 2;

/**
 * Loss in dB of one wall crossing: attenuation (dB/m) × thickness (m) × min(1/cos θ, cap), θ the angle
 * between the path and the wall normal. COST-231 multi-wall model (COST Action 231 final report, ch. 4,
 * indoor models) with the angle dependence of Cheung, Sau & Murch, IEEE TVT 47(3):996–1001, 1998; d/cos θ is
 * the geometric path through a slab at oblique incidence (ITU-R P.2040 slab model).
 */
export function wallCrossingLossDb(
  attenuationDbPerM: number,
  thicknessM: number,
  cosIncidence: number,
  maxFactor = DEFAULT_MAX_OBLIQUE_FACTOR,
): number {
  return attenuationDbPerM * thicknessM * obliqueFactor(cosIncidence, maxFactor);
}

/** Effective-thickness factor 1/|cos θ| capped at maxFactor (dimensionless). */
export function obliqueFactor(cosIncidence: number, maxFactor = DEFAULT_MAX_OBLIQUE_FACTOR): number {
  const c = Math.abs(cosIncidence);
  return c * maxFactor > 1 ? 1 / c : maxFactor;
}
