/** The longest a scale bar may be drawn, and the length it should reach, in CSS px. */
export const SCALE_BAR_MAX_PX = 150;
export const SCALE_BAR_MIN_PX = 100;

// Steps within a decade: the plain 1-2-5 ones first; the finer ones (no two more than 1.5× apart) only
// where no plain step lands between the minimum and maximum length.
const PLAIN_STEPS = [1, 2, 5] as const;
const FINE_STEPS = [1, 1.5, 2, 3, 4, 5, 7.5] as const;

export interface ScaleBar {
  /** The round length the bar stands for. */
  metres: number;
  /** Its drawn length at the current zoom. */
  px: number;
}

/** step · 10^exponent without the float noise of multiplying by 0.1 (0.30000000000000004). */
function scaled(step: number, exponent: number): number {
  return exponent < 0 ? step / 10 ** -exponent : step * 10 ** exponent;
}

function longestFitting(steps: readonly number[], maxMetres: number): number {
  const exponent = Math.floor(Math.log10(maxMetres));
  // The decade below holds the answer when maxMetres sits under the decade's first step (float rounding).
  const candidates = [exponent - 1, exponent].flatMap((power) => steps.map((step) => scaled(step, power)));
  return Math.max(...candidates.filter((metres) => metres <= maxMetres));
}

/**
 * The round length a scale bar shows when one CSS px spans `metresPerPx`: the longest plain (1, 2, 5 · 10ⁿ m) length
 * that is drawn 100–150 px long, else the longest finer one (1.5, 3, 4, 7.5 · 10ⁿ m), which always lands there.
 * Null when the plan has no scale.
 */
export function chooseScaleBar(metresPerPx: number): ScaleBar | null {
  if (!Number.isFinite(metresPerPx) || metresPerPx <= 0) return null;
  const maxMetres = SCALE_BAR_MAX_PX * metresPerPx;
  const plain = longestFitting(PLAIN_STEPS, maxMetres);
  const metres = plain / metresPerPx >= SCALE_BAR_MIN_PX ? plain : longestFitting(FINE_STEPS, maxMetres);
  return { metres, px: metres / metresPerPx };
}
