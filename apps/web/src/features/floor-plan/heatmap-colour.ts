import type { HeatmapResult } from '@airscope/contracts';

export type HeatmapBin = NonNullable<HeatmapResult['bins']>[number];
export type HeatmapVertices = HeatmapResult['vertices'];
/** Red, green, blue, alpha, each 0–255. */
export type Rgba = readonly [number, number, number, number];

const TRANSPARENT: Rgba = [0, 0, 0, 0];

/** The bin a value falls in: from ≤ v < to, `to` null is open-ended; null or below every bin gives undefined. */
export function findBinForValue(bins: readonly HeatmapBin[], value: number | null | undefined): HeatmapBin | undefined {
  if (value === null || value === undefined || Number.isNaN(value)) return undefined;
  return bins.find((bin) => value >= bin.from && (bin.to === null || value < bin.to));
}

/** Parses `#rgb`, `#rrggbb`, `#rrggbbaa` and `rgb()/rgba()` colours; anything else is transparent. */
export function parseColour(colour: string): Rgba {
  const text = colour.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(text)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    const channel = (index: number) => Number.parseInt(full.slice(index * 2, index * 2 + 2), 16);
    return [channel(0), channel(1), channel(2), full.length === 8 ? channel(3) : 255];
  }
  const parts = /^rgba?\(([^)]+)\)$/
    .exec(text)?.[1]
    ?.split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number);
  if (parts && parts.length >= 3 && parts.every((part) => Number.isFinite(part))) {
    const [r = 0, g = 0, b = 0, a = 1] = parts;
    return [r, g, b, Math.round(a * 255)];
  }
  return TRANSPARENT;
}

/** The colour a value is painted in: its bin's colour, or transparent outside every bin. */
export function colourForValue(bins: readonly HeatmapBin[], value: number | null | undefined): Rgba {
  const bin = findBinForValue(bins, value);
  return bin ? parseColour(bin.color) : TRANSPARENT;
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
  const pixels = new Uint8ClampedArray(vertices.cols * vertices.rows * 4);
  const palette = bins.map((bin) => parseColour(bin.color));
  for (let index = 0; index < vertices.cols * vertices.rows; index += 1) {
    const value = vertices.values[index];
    const bin = findBinForValue(bins, value);
    if (!bin) continue;
    const colour = palette[bins.indexOf(bin)] ?? TRANSPARENT;
    pixels.set(colour, index * 4);
  }
  if (greyed) {
    const grey = parseColour(greyed.color);
    for (const index of greyed.cells) if (index >= 0 && index < vertices.cols * vertices.rows) pixels.set(grey, index * 4);
  }
  return pixels;
}

/** The value of the cell holding a floor point in metres; null outside the grid or where there is no value. */
export function valueAtPoint(vertices: HeatmapVertices, xMetres: number, yMetres: number): number | null {
  const col = Math.floor((xMetres - vertices.originX) / vertices.cellSize);
  const row = Math.floor((yMetres - vertices.originY) / vertices.cellSize);
  if (col < 0 || row < 0 || col >= vertices.cols || row >= vertices.rows) return null;
  return vertices.values[row * vertices.cols + col] ?? null;
}
