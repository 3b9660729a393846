import type { HeatmapResult } from '@airscope/contracts';
import { heatmapColourOf, legendStopIndexOf, paintHeatmap, type ColourStop, type Rgba } from '@airscope/core';

export type HeatmapBin = NonNullable<HeatmapResult['bins']>[number];
export type HeatmapVertices = HeatmapResult['vertices'];

/** An answer's bins as the colour stops of the core's one heatmap colouring (the API spells colour `color`). */
export function stopsOfBins(bins: readonly HeatmapBin[]): ColourStop[] {
  return bins.map((bin) => ({ from: bin.from, to: bin.to, colour: bin.color }));
}

/** The bin a value falls in: from ≤ v < to, `to` null is open-ended; null or below every bin gives undefined. */
export function findBinForValue(bins: readonly HeatmapBin[], value: number | null | undefined): HeatmapBin | undefined {
  return bins[legendStopIndexOf(value, stopsOfBins(bins))];
}

/** The colour a value is painted in: its bin's colour, or transparent outside every bin. */
export function colourForValue(bins: readonly HeatmapBin[], value: number | null | undefined): Rgba {
  return heatmapColourOf(stopsOfBins(bins))(value) ?? [0, 0, 0, 0];
}

/** Cells painted in one colour whatever their value: the requirement grey-out. */
export interface GreyedCells {
  /** Indices into `vertices.values`. */
  readonly cells: readonly number[];
  readonly color: string;
}

/** Paints the vertex grid into RGBA bytes (one pixel per cell, row by row) for an ImageData; greyed cells last. */
export function paintVertices(
  bins: readonly HeatmapBin[],
  vertices: HeatmapVertices,
  greyed?: GreyedCells,
): Uint8ClampedArray<ArrayBuffer> {
  const values = vertices.values.slice(0, vertices.cols * vertices.rows);
  return paintHeatmap(values, stopsOfBins(bins), greyed ? { greyed: { cells: greyed.cells, colour: greyed.color } } : {});
}

/** The value of the cell holding a floor point in metres; null outside the grid or where there is no value. */
export function valueAtPoint(vertices: HeatmapVertices, xMetres: number, yMetres: number): number | null {
  const col = Math.floor((xMetres - vertices.originX) / vertices.cellSize);
  const row = Math.floor((yMetres - vertices.originY) / vertices.cellSize);
  if (col < 0 || row < 0 || col >= vertices.cols || row >= vertices.rows) return null;
  return vertices.values[row * vertices.cols + col] ?? null;
}
