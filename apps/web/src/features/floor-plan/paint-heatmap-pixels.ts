import { heatmapColourOf } from '@airscope/core';
import { stopsOfBins, type HeatmapBin, type HeatmapVertices } from './heatmap-colour.ts';

/**
 * Paints a heatmap at display resolution: every pixel takes the value interpolated bilinearly between the
 * centres of the four grid cells around it, and the colour of that value's bin. Band edges so follow the
 * field's isolines (the lines the contours trace) instead of the cell squares. Where a neighbour cell has no
 * value the pixel keeps its own cell's value, and a cell without value stays empty, so smoothing never
 * spreads coverage into cells that had none nor shows a colour the legend does not.
 * `pixelsPerMetre` is the output's scale; pixel (0, 0) is floor point (0, 0).
 */
export function paintHeatmapPixels(
  bins: readonly HeatmapBin[],
  vertices: HeatmapVertices,
  pixelsPerMetre: number,
  width: number,
  height: number,
): Uint8ClampedArray<ArrayBuffer> {
  const pixels = new Uint8ClampedArray(width * height * 4);
  const { cols, rows, values, cellSize, originX, originY } = vertices;
  if (cols === 0 || rows === 0 || cellSize <= 0) return pixels;
  const colourOf = heatmapColourOf(stopsOfBins(bins));
  const at = (c: number, r: number) => values[Math.min(rows - 1, Math.max(0, r)) * cols + Math.min(cols - 1, Math.max(0, c))] ?? null;
  const cellPerPixel = 1 / (pixelsPerMetre * cellSize);
  for (let py = 0; py < height; py++) {
    // Pixel centre in cells, from the first cell's centre.
    const fy = ((py + 0.5) / pixelsPerMetre - originY) / cellSize - 0.5;
    const ownRow = Math.floor(fy + 0.5);
    if (ownRow < 0 || ownRow >= rows) continue;
    const r0 = Math.floor(fy);
    const ty = fy - r0;
    let fx = (0.5 / pixelsPerMetre - originX) / cellSize - 0.5;
    for (let px = 0; px < width; px++, fx += cellPerPixel) {
      const ownCol = Math.floor(fx + 0.5);
      if (ownCol < 0 || ownCol >= cols) continue;
      const own = values[ownRow * cols + ownCol] ?? null;
      if (own === null) continue;
      const c0 = Math.floor(fx);
      const tx = fx - c0;
      const a = at(c0, r0),
        b = at(c0 + 1, r0),
        c = at(c0, r0 + 1),
        d = at(c0 + 1, r0 + 1);
      const value =
        a === null || b === null || c === null || d === null ? own : (a * (1 - tx) + b * tx) * (1 - ty) + (c * (1 - tx) + d * tx) * ty;
      const colour = colourOf(value);
      if (colour) pixels.set(colour, (py * width + px) * 4);
    }
  }
  return pixels;
}
