import { MIN_PATH_DISTANCE_M } from './log-distance.ts';
import type { PathContext } from './path-context.ts';

/** Below this margin (dB) under the signal floor a cell is left at the floor without being evaluated. */
const MARGIN_DB = 1e-6;

/**
 * The columns of each grid row a radio can reach above the signal floor before any wall is counted, written to
 * `lo`/`hi` (lo > hi for a row it cannot reach); false when it reaches no cell at all.
 *
 * The best a cell can receive is tx + best antenna gain − log-distance loss − the slabs' least loss (slabs with
 * holes count nothing, the oblique factor never below min(1, cap)); walls and areas only remove more. That bound
 * falls with the 3D distance, so beyond one radius every cell ends at the floor. Radios a floor or more away lose
 * tens of dB in slabs, so on a building most of their cells lie outside it and are never touched. The radius is
 * found by bisection on the bound itself; each row's span is widened by a cell, so only cells that are below the
 * floor by the margin are skipped and the output is the same as evaluating every cell.
 */
export function reachableRowSpans(
  ctx: PathContext,
  rxs: Float64Array,
  rys: Float64Array,
  bestGainDbi: number,
  floorDbm: number,
  lo: Int32Array,
  hi: Int32Array,
): boolean {
  const cols = rxs.length,
    rows = rys.length;
  lo.fill(0);
  hi.fill(cols - 1);
  const tenN = 10 * ctx.exponent;
  const c = Math.abs(ctx.dz),
    maxF = ctx.maxObliqueFactor;
  let slabLoss = 0;
  for (const slab of ctx.slabs) {
    if (slab.lossDb < 0) return true;
    if (slab.holes.length === 0) slabLoss += slab.lossDb;
  }
  if (!(tenN > 0) || cols === 0 || rows === 0) return true;
  const base = ctx.txDbm - ctx.lossAt1mDb + bestGainDbi - floorDbm;
  const upper = (d: number): number =>
    base - tenN * Math.log10(d > MIN_PATH_DISTANCE_M ? d : MIN_PATH_DISTANCE_M) - slabLoss * (c * maxF > d ? d / c : maxF);
  const dz2 = ctx.dz * ctx.dz;
  const far = Math.sqrt(
    Math.max(rxs[0]! * rxs[0]!, rxs[cols - 1]! * rxs[cols - 1]!) + Math.max(rys[0]! * rys[0]!, rys[rows - 1]! * rys[rows - 1]!) + dz2,
  );
  if (!(upper(far + 1) < -MARGIN_DB)) return true;
  let near = 0,
    out = far + 1;
  if (upper(near) < -MARGIN_DB) {
    hi.fill(-1);
    return false;
  }
  // upper(near) ≥ −margin > upper(out); 60 halvings leave the gap far below a cell.
  for (let k = 0; k < 60; k++) {
    const mid = 0.5 * (near + out);
    if (upper(mid) < -MARGIN_DB) out = mid;
    else near = mid;
  }
  const radius = out * (1 + 1e-9) + 1e-9;
  const step = cols > 1 ? rxs[1]! - rxs[0]! : 1;
  let any = false;
  for (let r = 0; r < rows; r++) {
    const h2 = radius * radius - dz2 - rys[r]! * rys[r]!;
    if (h2 < 0) {
      lo[r] = 0;
      hi[r] = -1;
      continue;
    }
    const h = Math.sqrt(h2);
    const first = Math.max(0, Math.ceil((-h - rxs[0]!) / step) - 1),
      last = Math.min(cols - 1, Math.floor((h - rxs[0]!) / step) + 1);
    lo[r] = first;
    hi[r] = last;
    if (first <= last) any = true;
  }
  return any;
}
