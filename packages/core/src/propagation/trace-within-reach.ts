import type { GridSpec } from '../model/grid.ts';
import { computeFieldFast, DEFAULT_ANGULAR_BINS } from './field-kernel-fast.ts';
import { computeFieldGrid, type GridKernelScratch } from './field-kernel-grid.ts';
import type { PathContext } from './path-context.ts';
import type { PreparedGridMembership } from './prepared-floor.ts';
import { restrictToReach } from './radio-reach.ts';
import { pasteWindow, reachWindow } from './reach-window.ts';

/**
 * Runs the kernel for one radio, or for two radios sharing their path geometry (sharesPathGeometry), within
 * their potential reach: beyond it every cell ends at the floor whatever the walls, so a radio that reaches no
 * cell (far floors, through slabs) is not traced, and one that reaches only nearby cells is traced on the window
 * around it with the walls near it only. A pair is traced within the larger reach: the other radio's cells beyond
 * its own reach end at the floor there too, and walls beyond its reach cross no path to a cell within it.
 */
export function traceWithinReach(
  ctxs: readonly PathContext[],
  reach: number,
  nearestCellM: number,
  { grid, membership }: { readonly grid: GridSpec; readonly membership: PreparedGridMembership },
  fields: readonly Float32Array[],
  floorDbm: number,
  kernel: { readonly perCellKernel?: boolean | undefined; readonly angularBins?: number | undefined; readonly scratch: GridKernelScratch },
): void {
  if (reach < nearestCellM) {
    for (const field of fields) field.fill(floorDbm);
    return;
  }
  const near = ctxs.map((ctx) => restrictToReach(ctx, reach));
  const window = reach < Infinity ? reachWindow(grid, membership, ctxs[0]!.sx, ctxs[0]!.sy, reach) : undefined;
  const at = window ?? { grid, membership };
  const outs = window ? fields.map(() => new Float32Array(window.grid.cols * window.grid.rows)) : fields;
  if (kernel.perCellKernel) {
    near.forEach((ctx, k) => computeFieldFast(ctx, at.grid, at.membership, outs[k]!, kernel.angularBins ?? DEFAULT_ANGULAR_BINS, floorDbm));
  } else computeFieldGrid(near, at.grid, at.membership, outs, floorDbm, kernel.scratch);
  if (window) {
    fields.forEach((field, k) => {
      field.fill(floorDbm);
      pasteWindow(window, outs[k]!, grid.cols, field);
    });
  }
}
