import type { HeatmapResult } from '@airscope/contracts';
import { metres } from '@airscope/core';
import { paintVertices, type GreyedCells, type HeatmapBin, type HeatmapVertices } from './heatmap-colour.ts';
import { metresToPixels } from './floor-units.ts';
import { paintHeatmapPixels } from './paint-heatmap-pixels.ts';

export interface HeatmapLayer {
  bins: readonly HeatmapBin[];
  vertices: HeatmapVertices;
  /** Metres per image pixel of the floor. */
  metersPerUnit: number;
  /** Isolines per legend threshold, rings in floor metres; drawn instead of the fill in contour view. */
  contours?: HeatmapResult['contours'];
  /** Cells failing the requirement, painted grey over their colour (grid of `vertices`). */
  greyed?: GreyedCells;
  /** `fill` paints the cells, `contours` draws only the isolines. */
  style?: 'fill' | 'contours';
  /** Paint at display resolution with values interpolated between cell centres (continuous units only). */
  smooth?: boolean;
}

// Smooth painting touches every pixel; past this many the picture is painted smaller and stretched.
const MAX_SMOOTH_PIXELS = 6_000_000;

/**
 * Owns the heatmap canvas: the canvas is sized in image pixels. Smooth heatmaps are painted per pixel;
 * otherwise the grid (one pixel per cell, drawn into a small scratch canvas) is stretched over the cells'
 * floor rectangle with hard edges.
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
    if (layer.style === 'contours') {
      this.drawContours(context, layer);
      return;
    }
    if (layer.smooth) {
      this.drawSmooth(context, layer);
      return;
    }
    const { vertices, metersPerUnit } = layer;
    this.scratch.width = vertices.cols;
    this.scratch.height = vertices.rows;
    const scratchContext = this.scratch.getContext('2d');
    if (!scratchContext) return;
    scratchContext.putImageData(new ImageData(paintVertices(layer.bins, vertices, layer.greyed), vertices.cols, vertices.rows), 0, 0);
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

  /** The heatmap painted pixel by pixel at the canvas's resolution (or, for huge plans, a fraction of it). */
  private drawSmooth(context: CanvasRenderingContext2D, layer: HeatmapLayer): void {
    const { width, height } = this.canvas;
    const scale = Math.min(1, Math.sqrt(MAX_SMOOTH_PIXELS / Math.max(1, width * height)));
    const w = Math.max(1, Math.round(width * scale));
    const h = Math.max(1, Math.round(height * scale));
    const image = new ImageData(paintHeatmapPixels(layer.bins, layer.vertices, scale / layer.metersPerUnit, w, h), w, h);
    if (scale === 1) {
      context.putImageData(image, 0, 0);
      return;
    }
    this.scratch.width = w;
    this.scratch.height = h;
    this.scratch.getContext('2d')?.putImageData(image, 0, 0);
    context.imageSmoothingEnabled = true;
    context.drawImage(this.scratch, 0, 0, width, height);
  }

  /** Each threshold's rings stroked in the colour of the bin that starts there. */
  private drawContours(context: CanvasRenderingContext2D, layer: HeatmapLayer): void {
    const scale = 1 / layer.metersPerUnit;
    context.lineWidth = Math.max(1.5, this.canvas.width / 600);
    context.lineJoin = 'round';
    for (const level of layer.contours ?? []) {
      context.strokeStyle = layer.bins.find((bin) => bin.from === level.threshold)?.color ?? '#333';
      context.beginPath();
      for (const ring of level.rings) {
        ring.forEach(([x, y], index) => (index === 0 ? context.moveTo(x * scale, y * scale) : context.lineTo(x * scale, y * scale)));
        context.closePath();
      }
      context.stroke();
    }
  }
}
