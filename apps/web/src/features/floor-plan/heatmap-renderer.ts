import { metres } from '@airscope/core';
import { paintVertices, type HeatmapBin, type HeatmapVertices } from './heatmap-colour.ts';
import { metresToPixels } from './floor-units.ts';

export interface HeatmapLayer {
  bins: readonly HeatmapBin[];
  vertices: HeatmapVertices;
  /** Metres per image pixel of the floor. */
  metersPerUnit: number;
}

/**
 * Owns the heatmap canvas: the canvas is sized in image pixels, and the grid (one pixel per cell,
 * drawn into a small scratch canvas) is stretched over the cells' floor rectangle.
 * Pan and zoom never redraw: the React shell moves the wrapper with a CSS transform.
 */
export class HeatmapRenderer {
  private readonly canvas: HTMLCanvasElement;
  private readonly scratch: HTMLCanvasElement;

  constructor(canvas: HTMLCanvasElement) {
    this.canvas = canvas;
    this.scratch = canvas.ownerDocument.createElement('canvas');
  }

  /** Sizes the canvas to the floor image, in image pixels. */
  resize(width: number, height: number): void {
    if (this.canvas.width !== width) this.canvas.width = width;
    if (this.canvas.height !== height) this.canvas.height = height;
  }

  draw(layer: HeatmapLayer | null): void {
    const context = this.canvas.getContext('2d');
    if (!context) return;
    context.clearRect(0, 0, this.canvas.width, this.canvas.height);
    if (!layer || layer.vertices.cols === 0 || layer.vertices.rows === 0 || layer.metersPerUnit <= 0) return;
    const { vertices, metersPerUnit } = layer;
    this.scratch.width = vertices.cols;
    this.scratch.height = vertices.rows;
    const scratchContext = this.scratch.getContext('2d');
    if (!scratchContext) return;
    scratchContext.putImageData(new ImageData(paintVertices(layer.bins, vertices), vertices.cols, vertices.rows), 0, 0);
    // Cells keep hard edges: a smoothed stretch would blend bin colours into colours no bin has.
    context.imageSmoothingEnabled = false;
    context.drawImage(
      this.scratch,
      metresToPixels(metres(vertices.originX), metersPerUnit),
      metresToPixels(metres(vertices.originY), metersPerUnit),
      metresToPixels(metres(vertices.cols * vertices.cellSize), metersPerUnit),
      metresToPixels(metres(vertices.rows * vertices.cellSize), metersPerUnit),
    );
  }
}
