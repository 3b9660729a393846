import type { GridSpec } from '../model/grid.ts';
import { computeFieldFast, DEFAULT_ANGULAR_BINS } from './field-kernel-fast.ts';
import { computeFieldGrid, type GridKernelScratch } from './field-kernel-grid.ts';
import { clampWithDeficits, DEFICIT_DEPTH_DB, markNeverRising } from './floor-deficit.ts';
import type { PathContext } from './path-context.ts';
import type { PreparedGridMembership } from './prepared-floor.ts';
import { restrictToReach } from './radio-reach.ts';
import { boxWindow, pasteWindow, reachWindow, type ReachWindow } from './reach-window.ts';

/** The grid and its cells' area membership and centres, as the kernels read them. */
interface GridCells {
  readonly grid: GridSpec;
  readonly membership: PreparedGridMembership;
}

/** A cached field's deficit codes (floor-deficit.ts), and its radio's own potential reach (m). */
export interface FieldDeficits {
  readonly codes: Uint16Array;
  readonly reachM: number;
}

/** Which kernel runs, and its reusable scratch. */
interface KernelChoice {
  readonly perCellKernel?: boolean | undefined;
  readonly angularBins?: number | undefined;
  readonly scratch: GridKernelScratch;
}

/**
 * Runs the kernel for one radio, or for two radios sharing their path geometry (sharesPathGeometry), within
 * their potential reach: beyond it every cell ends at the floor whatever the walls, so a radio that reaches no
 * cell (far floors, through slabs) is not traced, and one that reaches only nearby cells is traced on the window
 * around it with the walls near it only. A pair is traced within the larger reach: the other radio's cells beyond
 * its own reach end at the floor there too, and walls beyond its reach cross no path to a cell within it.
 * With `deficits` (one per radio, with that radio's own reach), the fields are traced DEFICIT_DEPTH_DB deeper and
 * each cell's distance below the floor is kept (floor-deficit.ts); the values are the same, since cells above the
 * floor get every wall whatever the kernel's floor.
 */
export function traceWithinReach(
  ctxs: readonly PathContext[],
  reach: number,
  nearestCellM: number,
  { grid, membership }: GridCells,
  fields: readonly Float32Array[],
  floorDbm: number,
  kernel: KernelChoice,
  deficits?: readonly FieldDeficits[],
): void {
  if (reach < nearestCellM) {
    for (const field of fields) field.fill(floorDbm);
    if (deficits) for (const { codes } of deficits) markNeverRising(codes);
    return;
  }
  const near = ctxs.map((ctx) => restrictToReach(ctx, reach));
  const window = reach < Infinity ? reachWindow(grid, membership, ctxs[0]!.sx, ctxs[0]!.sy, reach) : undefined;
  const at = window ?? { grid, membership };
  const outs = window ? fields.map(() => new Float32Array(window.grid.cols * window.grid.rows)) : fields;
  const kernelFloor = deficits ? floorDbm - DEFICIT_DEPTH_DB : floorDbm;
  if (kernel.perCellKernel) {
    near.forEach((ctx, k) =>
      computeFieldFast(ctx, at.grid, at.membership, outs[k]!, kernel.angularBins ?? DEFAULT_ANGULAR_BINS, kernelFloor),
    );
  } else computeFieldGrid(near, at.grid, at.membership, outs, kernelFloor, kernel.scratch);
  deficits?.forEach(({ codes, reachM }, k) => {
    if (window) markNeverRising(codes);
    clampWithDeficits(outs[k]!, floorDbm, codes, place(ctxs[k]!, grid, window, reachM), true);
  });
  if (window) {
    fields.forEach((field, k) => {
      field.fill(floorDbm);
      pasteWindow(window, outs[k]!, grid.cols, field);
    });
  }
}

/**
 * Traces the cells of a box [col0, col1, row0, row1] of a field afresh (the rest keeps its values), with their
 * deficits: the box's window gives them the whole grid's values bit for bit (reach-window.ts). For the cells a
 * correction for a lighter wall cannot settle.
 */
export function traceBox(
  ctx: PathContext,
  reach: number,
  box: readonly [number, number, number, number],
  { grid, membership }: GridCells,
  field: Float32Array,
  deficits: Uint16Array,
  floorDbm: number,
  kernel: KernelChoice,
): void {
  const window = boxWindow(grid, membership, box[0], box[1], box[2], box[3]);
  if (!window) return;
  const out = new Float32Array(window.grid.cols * window.grid.rows);
  const near = restrictToReach(ctx, reach),
    kernelFloor = floorDbm - DEFICIT_DEPTH_DB;
  if (kernel.perCellKernel)
    computeFieldFast(near, window.grid, window.membership, out, kernel.angularBins ?? DEFAULT_ANGULAR_BINS, kernelFloor);
  else computeFieldGrid([near], window.grid, window.membership, [out], kernelFloor, kernel.scratch);
  clampWithDeficits(out, floorDbm, deficits, place(ctx, grid, window, reach), false);
  pasteWindow(window, out, grid.cols, field);
}

function place(ctx: PathContext, grid: GridSpec, window: ReachWindow | undefined, reachM: number) {
  const at = window ?? { grid, col0: 0, row0: 0 };
  const cs = grid.cellSizeM;
  return {
    col0: at.col0,
    row0: at.row0,
    cols: at.grid.cols,
    rows: at.grid.rows,
    parentCols: grid.cols,
    rx0: grid.originX + (at.col0 + 0.5) * cs - ctx.sx,
    ry0: grid.originY + (at.row0 + 0.5) * cs - ctx.sy,
    cellSizeM: cs,
    reachM,
  };
}
