import { DEFAULT_LEGENDS, paintHeatmap, type GridSpec, type LegendStop, type VisualizationType } from '@airscope/core';

/**
 * Draws a heatmap grid over a canvas sized in plan pixels: the grid is painted one pixel per cell in a
 * scratch canvas and stretched over the cells' rectangle (metres ÷ metres per pixel).
 */
export function drawHeatmap(
  canvas: HTMLCanvasElement,
  heatmap: { grid: GridSpec; values: Float32Array; type: VisualizationType } | null,
  metersPerUnit: number | null,
): void {
  const context = canvas.getContext('2d');
  if (!context) return;
  context.clearRect(0, 0, canvas.width, canvas.height);
  if (!heatmap || !metersPerUnit || heatmap.values.length !== heatmap.grid.cols * heatmap.grid.rows) return;
  const { grid } = heatmap;
  const scratch = canvas.ownerDocument.createElement('canvas');
  scratch.width = grid.cols;
  scratch.height = grid.rows;
  scratch
    .getContext('2d')
    ?.putImageData(new ImageData(paintHeatmap(heatmap.values, DEFAULT_LEGENDS[heatmap.type]), grid.cols, grid.rows), 0, 0);
  // Hard cell edges: a smoothed stretch would blend legend colours into colours the legend does not have.
  context.imageSmoothingEnabled = false;
  const scale = 1 / metersPerUnit;
  context.drawImage(
    scratch,
    grid.originX * scale,
    grid.originY * scale,
    grid.cols * grid.cellSizeM * scale,
    grid.rows * grid.cellSizeM * scale,
  );
}

const scratches = new WeakMap<HTMLCanvasElement, HTMLCanvasElement>();

/**
 * Draws a heatmap one canvas pixel per grid cell, resizing the canvas to the grid: the page stretches it over the
 * plan with CSS (`gridBoxOnPlan`), so a drag frame paints a few thousand pixels instead of a plan-sized canvas.
 */
export function drawHeatmapCells(
  canvas: HTMLCanvasElement,
  heatmap: { grid: GridSpec; values: Float32Array; type: VisualizationType; stops?: readonly LegendStop[] } | null,
): void {
  const grid = heatmap?.grid;
  if (!heatmap || !grid || heatmap.values.length !== grid.cols * grid.rows) {
    canvas.getContext('2d')?.clearRect(0, 0, canvas.width, canvas.height);
    return;
  }
  // Setting the size clears the canvas; same-size frames are cleared explicitly.
  if (canvas.width !== grid.cols || canvas.height !== grid.rows) Object.assign(canvas, { width: grid.cols, height: grid.rows });
  const context = canvas.getContext('2d');
  if (!context) return;
  context.clearRect(0, 0, canvas.width, canvas.height);
  let scratch = scratches.get(canvas);
  if (!scratch) scratches.set(canvas, (scratch = canvas.ownerDocument.createElement('canvas')));
  if (scratch.width !== grid.cols || scratch.height !== grid.rows) Object.assign(scratch, { width: grid.cols, height: grid.rows });
  scratch
    .getContext('2d')
    ?.putImageData(new ImageData(paintHeatmap(heatmap.values, heatmap.stops ?? DEFAULT_LEGENDS[heatmap.type]), grid.cols, grid.rows), 0, 0);
  context.drawImage(scratch, 0, 0);
}

/** Where a grid's cells lie on a plan of `planWidthM` × `planHeightM`, as CSS percentages of the plan. */
export function gridBoxOnPlan(
  grid: GridSpec,
  planWidthM: number,
  planHeightM: number,
): { left: string; top: string; width: string; height: string } {
  const percent = (metres: number, of: number) => `${(metres / of) * 100}%`;
  return {
    left: percent(grid.originX, planWidthM),
    top: percent(grid.originY, planHeightM),
    width: percent(grid.cols * grid.cellSizeM, planWidthM),
    height: percent(grid.rows * grid.cellSizeM, planHeightM),
  };
}
