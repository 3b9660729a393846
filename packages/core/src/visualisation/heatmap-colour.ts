import type { LegendStop } from './legend-bins.ts';

/** Red, green, blue, alpha, each 0–255. */
export type Rgba = readonly [number, number, number, number];

/** A legend stop as painted: values ≥ `from` (and < `to` when `to` is finite) take `colour`. */
export interface ColourStop extends LegendStop {
  readonly to?: number | null;
}

/** Cells painted in one colour whatever their value: the requirement grey-out. */
export interface GreyedCells {
  /** Indices into the painted values. */
  readonly cells: readonly number[];
  readonly colour: string;
}

const TRANSPARENT: Rgba = [0, 0, 0, 0];

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

/**
 * The stop a value is painted with: of the stops whose `from` it reaches (and whose finite `to` it stays below), the
 * one with the highest `from`; -1 without a value (null, NaN) or outside every stop. Order-free: the core's legends
 * run upwards, an API answer's bins downwards (the legend lists the strongest first).
 */
export function legendStopIndexOf(value: number | null | undefined, stops: readonly ColourStop[]): number {
  if (value === null || value === undefined || Number.isNaN(value)) return -1;
  let best = -1;
  for (let index = 0; index < stops.length; index += 1) {
    const { from, to } = stops[index]!;
    if (value < from || (to !== null && to !== undefined && Number.isFinite(to) && value >= to)) continue;
    if (best < 0 || from > stops[best]!.from) best = index;
  }
  return best;
}

/**
 * The one heatmap colouring of the product (floor-plan viewer, planning canvas, report images): a function
 * from a value to its stop's RGBA, or undefined where nothing is painted. `alpha` (0–255) replaces each
 * colour's own opacity, as reports draw every heatmap at 70 %.
 */
export function heatmapColourOf(stops: readonly ColourStop[], alpha?: number): (value: number | null | undefined) => Rgba | undefined {
  const palette = stops.map((stop): Rgba => {
    const [r, g, b, a] = parseColour(stop.colour);
    return [r, g, b, alpha ?? a];
  });
  return (value) => palette[legendStopIndexOf(value, stops)];
}

/** RGBA bytes of a value grid, one pixel per value row by row, coloured by `stops`; greyed cells are painted last. */
export function paintHeatmap(
  values: ArrayLike<number | null>,
  stops: readonly ColourStop[],
  options: { readonly alpha?: number; readonly greyed?: GreyedCells } = {},
): Uint8ClampedArray<ArrayBuffer> {
  const pixels = new Uint8ClampedArray(values.length * 4);
  const colourOf = heatmapColourOf(stops, options.alpha);
  for (let index = 0; index < values.length; index += 1) {
    const colour = colourOf(values[index]);
    if (colour) pixels.set(colour, index * 4);
  }
  if (options.greyed) {
    const grey = parseColour(options.greyed.colour);
    for (const index of options.greyed.cells) if (index >= 0 && index < values.length) pixels.set(grey, index * 4);
  }
  return pixels;
}
