import type { HeatmapResult } from '@airscope/contracts';
import type { HeatmapVertices } from './heatmap-colour.ts';

/** Continuous units blend between cells; counts and pass/fail stay in whole cells. */
export function canSmooth(binType: HeatmapResult['binType']): boolean {
  return binType === 'dBm' || binType === 'dB' || binType === 'Mbps';
}

/**
 * Smooth mode: the grid refined `factor` times, each sub-cell bilinearly interpolated between the four
 * surrounding cell centres. Where one of them has no value the sub-cell keeps its own cell's value, so
 * smoothing never spreads coverage into cells that had none. Colours still come from the bins, so
 * no colour appears that the legend does not show.
 */
export function smoothVertices(vertices: HeatmapVertices, factor: number): HeatmapVertices {
  const { cols, rows, values } = vertices;
  if (factor <= 1 || cols === 0 || rows === 0) return vertices;
  const outCols = cols * factor;
  const outRows = rows * factor;
  const out = new Array<number | null>(outCols * outRows);
  const at = (c: number, r: number) => values[Math.min(rows - 1, Math.max(0, r)) * cols + Math.min(cols - 1, Math.max(0, c))] ?? null;
  for (let row = 0; row < outRows; row++) {
    // Sub-cell centre in units of source cells, measured from the first source centre.
    const fy = (row + 0.5) / factor - 0.5;
    const r0 = Math.floor(fy);
    const ty = fy - r0;
    for (let col = 0; col < outCols; col++) {
      const own = values[Math.floor(row / factor) * cols + Math.floor(col / factor)] ?? null;
      const fx = (col + 0.5) / factor - 0.5;
      const c0 = Math.floor(fx);
      const tx = fx - c0;
      const a = at(c0, r0),
        b = at(c0 + 1, r0),
        c = at(c0, r0 + 1),
        d = at(c0 + 1, r0 + 1);
      out[row * outCols + col] =
        own === null || a === null || b === null || c === null || d === null
          ? own
          : (a * (1 - tx) + b * tx) * (1 - ty) + (c * (1 - tx) + d * tx) * ty;
    }
  }
  return { ...vertices, cellSize: vertices.cellSize / factor, cols: outCols, rows: outRows, values: out };
}

/** The sub-cells of the refined grid (`smoothVertices` with the same factor) that cover the given cells. */
export function refineCellIndices(cells: readonly number[], cols: number, factor: number): number[] {
  if (factor <= 1) return [...cells];
  const outCols = cols * factor;
  const out: number[] = [];
  for (const cell of cells) {
    const row = Math.floor(cell / cols);
    const col = cell % cols;
    for (let dy = 0; dy < factor; dy++) for (let dx = 0; dx < factor; dx++) out.push((row * factor + dy) * outCols + col * factor + dx);
  }
  return out;
}
