import { describe, expect, it } from 'vitest';
import { paintHeatmapPixels } from './paint-heatmap-pixels.ts';

const bins = [
  { from: -60, to: null, color: '#00ff00', share: 0.5 },
  { from: -90, to: -60, color: '#ff0000', share: 0.5 },
];

/** The x of the first green pixel on each row: where the band edge crosses that row. */
function edgeOfRows(pixels: Uint8ClampedArray, width: number, height: number): number[] {
  const edges: number[] = [];
  for (let y = 0; y < height; y++) {
    let x = 0;
    while (x < width && pixels[(y * width + x) * 4 + 1] !== 255) x++;
    edges.push(x);
  }
  return edges;
}

describe('paintHeatmapPixels', () => {
  it('draws a diagonal band edge as a smooth line, not in cell-sized steps', () => {
    // A 1 m grid whose value grows along x + y: the -60 isoline is a diagonal.
    const cols = 10,
      rows = 10;
    const values = Array.from({ length: cols * rows }, (_, i) => -90 + 3 * ((i % cols) + Math.floor(i / cols)));
    const vertices = { originX: 0, originY: 0, cellSize: 1, cols, rows, values };
    const pixelsPerMetre = 20;
    const pixels = paintHeatmapPixels(bins, vertices, pixelsPerMetre, 200, 200);
    const edges = edgeOfRows(pixels, 200, 200).slice(30, 170);
    // Cell-sized steps would hold the edge still for 20 rows and then jump 20 pixels; here it moves every row or two.
    let longestRun = 1;
    for (let i = 1, run = 1; i < edges.length; i++) {
      run = edges[i] === edges[i - 1] ? run + 1 : 1;
      longestRun = Math.max(longestRun, run);
    }
    expect(longestRun).toBeLessThanOrEqual(3);
    expect(Math.max(...edges.slice(1).map((x, i) => Math.abs(x - edges[i]!)))).toBeLessThanOrEqual(3);
  });

  it('keeps cells without value empty and spreads no coverage into them', () => {
    const vertices = { originX: 0, originY: 0, cellSize: 1, cols: 2, rows: 1, values: [-50, null] };
    const pixels = paintHeatmapPixels(bins, vertices, 10, 20, 10);
    expect([...pixels.slice(0, 4)]).toEqual([0, 255, 0, 255]);
    expect([...pixels.slice((5 * 20 + 15) * 4, (5 * 20 + 15) * 4 + 4)]).toEqual([0, 0, 0, 0]);
  });

  it('paints only colours of the legend', () => {
    const vertices = { originX: 0, originY: 0, cellSize: 1, cols: 3, rows: 3, values: [-80, -70, -65, -62, -58, -55, -50, -45, -40] };
    const pixels = paintHeatmapPixels(bins, vertices, 8, 24, 24);
    const colours = new Set<string>();
    for (let i = 0; i < pixels.length; i += 4) colours.add(pixels.slice(i, i + 4).join(','));
    expect([...colours].sort()).toEqual(['0,255,0,255', '255,0,0,255']);
  });
});
