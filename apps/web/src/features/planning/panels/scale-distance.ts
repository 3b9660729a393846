/** A scale line's length must be a distance: more than 0 m. */
export function isDistance(metres: number | ''): metres is number {
  return typeof metres === 'number' && Number.isFinite(metres) && metres > 0;
}
