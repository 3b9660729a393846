import type { GridSpec } from '../model/grid.ts';
import { computeFieldFast, DEFAULT_ANGULAR_BINS } from './field-kernel-fast.ts';
import { computeFieldGrid, createGridKernelScratch, type GridKernelScratch } from './field-kernel-grid.ts';
import type { PathContext } from './path-context.ts';
import type { PreparedGridMembership } from './prepared-floor.ts';
import { restrictToReach } from './radio-reach.ts';
import { pasteWindow, reachWindow } from './reach-window.ts';

/**
 * Runs the kernel for one radio within its potential reach: beyond it every cell ends at the floor whatever the
 * walls, so a radio that reaches no cell (far floors, through slabs) is not traced, and one that reaches only
 * nearby cells is traced on the window around it with the walls near it only.
 */
export function traceWithinReach(
  ctx: PathContext,
  reach: number,
  nearestCellM: number,
  { grid, membership }: { readonly grid: GridSpec; readonly membership: PreparedGridMembership },
  field: Float32Array,
  floorDbm: number,
  kernel: { readonly perCellKernel?: boolean | undefined; readonly angularBins?: number | undefined; readonly scratch: GridKernelScratch },
): void {
  if (reach < nearestCellM) {
    field.fill(floorDbm);
    return;
  }
  const near = restrictToReach(ctx, reach);
  const window = reach < Infinity ? reachWindow(grid, membership, ctx.sx, ctx.sy, reach) : undefined;
  const at = window ?? { grid, membership };
  const out = window ? new Float32Array(window.grid.cols * window.grid.rows) : field;
  if (kernel.perCellKernel) computeFieldFast(near, at.grid, at.membership, out, kernel.angularBins ?? DEFAULT_ANGULAR_BINS, floorDbm);
  else computeFieldGrid(near, at.grid, at.membership, out, floorDbm, window ? createGridKernelScratch() : kernel.scratch);
  if (window) {
    field.fill(floorDbm);
    pasteWindow(window, out, grid.cols, field);
  }
}
