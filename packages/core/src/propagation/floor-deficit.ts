/**
 * How far below the signal floor the cells of a cached field lie, so that a lighter or removed wall can be corrected
 * instead of retraced: a cell at the floor rises exactly when the loss taken off its path exceeds that distance.
 * Fields with a cache are traced DEFICIT_DEPTH_DB below the floor and then clamped, so the kernels' values (which stop
 * counting walls once a cell is below their floor) are known down to that depth. One Uint16 per cell:
 * - below LOST, the deficit itself in steps of EXACT_STEP_DB (rounded down), kept up to date by every correction;
 * - DEEP_AT_TRACE, deeper than the depth in the floors the field was traced on: it can rise only through walls
 *   lighter than they were then (field-update-plan.ts retraces the field in that case);
 * - LOST, deeper than the floor by an unknown amount that no loss taken off has touched since it was known: a
 *   correction taking loss off its path leaves it to be traced (a box of the field, trace-within-reach.ts);
 * - NEVER_RISES, beyond the radio's wall-free reach, which no wall change can lift.
 */

/** Depth (dB) below the floor down to which a cached field's values are traced and kept. */
export const DEFICIT_DEPTH_DB = 3;
const EXACT_STEP_DB = 1 / 4096;
const LOST = 65533;
const DEEP_AT_TRACE = 65534;
const NEVER_RISES = 65535;
const MAX_EXACT_DB = (LOST - 1) * EXACT_STEP_DB;

/** Where a traced window lies in the whole grid, with the radio's potential reach to mark the cells beyond it. */
export interface DeficitPlace {
  readonly col0: number;
  readonly row0: number;
  readonly cols: number;
  readonly rows: number;
  readonly parentCols: number;
  /** Horizontal offsets (m) of the window's first cell centre from the radio, the cell size, and the reach. */
  readonly rx0: number;
  readonly ry0: number;
  readonly cellSizeM: number;
  readonly reachM: number;
}

/**
 * Turns values traced with the floor DEFICIT_DEPTH_DB lower (`traced`, clamped there) into the field's values clamped
 * at the floor, in place, and writes each cell's deficit code into `codes` at the window's place in the whole grid.
 * Cells beyond the reach never rise (the window may hold cells past it, traced without the walls out there); deeper
 * cells refer to the floors traced on after a full trace, and are lost after a partial one (traceBox).
 */
export function clampWithDeficits(
  traced: Float32Array,
  floorDbm: number,
  codes: Uint16Array,
  place: DeficitPlace,
  isFullTrace: boolean,
): void {
  const deep = isFullTrace ? DEEP_AT_TRACE : LOST;
  const deepFloor = floorDbm - DEFICIT_DEPTH_DB,
    reach2 = place.reachM * place.reachM;
  for (let r = 0; r < place.rows; r++) {
    const at = (place.row0 + r) * place.parentCols + place.col0,
      ry = place.ry0 + r * place.cellSizeM;
    for (let c = 0, i = r * place.cols; c < place.cols; c++, i++) {
      const v = traced[i]!;
      if (v > floorDbm) {
        codes[at + c] = 0;
        continue;
      }
      traced[i] = floorDbm;
      const rx = place.rx0 + c * place.cellSizeM;
      if (rx * rx + ry * ry > reach2) codes[at + c] = NEVER_RISES;
      else codes[at + c] = v > deepFloor ? exactCode(floorDbm - v) : deep;
    }
  }
}

/** Code of a deficit known to within float rounding (dB), rounded down; LOST past the codes' range. */
function exactCode(deficitDb: number): number {
  if (deficitDb > MAX_EXACT_DB) return LOST;
  const q = Math.floor(deficitDb / EXACT_STEP_DB);
  return q < 0 ? 0 : q;
}

/** The outcome of settling one corrected field: its values (a new array if any changed) and the cells left to trace. */
export interface SettledField {
  readonly field: Float32Array;
  /** Box [col0, col1, row0, row1] of the cells a lighter wall may lift off the floor by an unknown amount, or undefined. */
  readonly uncertain: [number, number, number, number] | undefined;
}

/**
 * Applies the accumulated loss changes (dB, + = more loss) to a field over the row spans, zeroing the accumulator.
 * Cells above the floor had every wall added in full by the kernels, and so had cells down to the traced depth, so
 * their new value (clamped) and deficit follow exactly; lost cells that loss is taken off are listed as uncertain.
 * Cells deep at trace time are left alone (the planner retraces when they could rise), so no cell enters or leaves
 * the tracked ones (isDeficitTracked) and a field's alive cells (radio-reach.ts) still hold after settling. Without
 * codes only gains of loss may be given.
 */
export function settleCorrection(
  original: Float32Array,
  codes: Uint16Array | undefined,
  acc: Float64Array,
  rowLo: Int32Array,
  rowHi: Int32Array,
  cols: number,
  floorDbm: number,
): SettledField {
  let field = original;
  let c0 = cols,
    c1 = -1,
    r0 = rowLo.length,
    r1 = -1;
  for (let r = 0; r < rowLo.length; r++) {
    for (let c = rowLo[r]!, i = r * cols + c, end = rowHi[r]!; c <= end; c++, i++) {
      const a = acc[i]!;
      if (a === 0) continue;
      acc[i] = 0;
      const v = field[i]!;
      let next: number;
      if (v > floorDbm) next = v - a;
      else {
        const code = codes ? codes[i]! : NEVER_RISES;
        if (code >= DEEP_AT_TRACE || (code === LOST && a > 0)) continue;
        if (code === LOST) {
          if (c < c0) c0 = c;
          if (c > c1) c1 = c;
          if (r < r0) r0 = r;
          r1 = r;
          continue;
        }
        next = floorDbm - code * EXACT_STEP_DB - a;
      }
      if (next > floorDbm) {
        // Copied on the first change only: the given array is an earlier answer's and stays as it is.
        if (field === original) field = original.slice();
        field[i] = next;
        if (codes) codes[i] = 0;
      } else {
        if (v > floorDbm) {
          if (field === original) field = original.slice();
          field[i] = floorDbm;
        }
        if (codes) codes[i] = exactCode(floorDbm - next);
      }
    }
  }
  return { field, uncertain: r1 < 0 ? undefined : [c0, c1, r0, r1] };
}

/** Marks every cell as beyond reach (a radio that reaches no cell; the outside of a traced window). */
export function markNeverRising(codes: Uint16Array): void {
  codes.fill(NEVER_RISES);
}

/** Whether a cell at the floor must follow the changes of loss on its path: its deficit is exact, or lost. */
export function isDeficitTracked(codes: Uint16Array, i: number): boolean {
  return codes[i]! < DEEP_AT_TRACE;
}
