import sharp, { type OverlayOptions } from 'sharp';
import type { GridSpec, LegendStop, PointM } from '@airscope/core';

/** A picture ready for a document: PNG bytes and its pixel size. */
export interface ReportImage {
  /** PNG or JPEG bytes (plans and heatmaps are JPEG: far smaller and faster to embed). */
  readonly data: Buffer;
  readonly format: 'png' | 'jpg';
  readonly width: number;
  readonly height: number;
}

// Plans print at most this wide: sharp enough on A4, small enough to keep a 20-floor report light.
const PLAN_MAX_WIDTH_PX = 1400;
// Ekahau's default heatmap opacity is 70 %.
const HEATMAP_ALPHA = Math.round(0.7 * 255);

/** The floor plan scaled to print size, as PNG; a plain grey sheet when the image cannot be read. */
export async function preparePlanImage(bytes: Buffer | undefined, planWidthUnits: number, planHeightUnits: number): Promise<ReportImage> {
  const scale = Math.min(1, PLAN_MAX_WIDTH_PX / Math.max(1, planWidthUnits));
  const width = Math.max(1, Math.round(planWidthUnits * scale));
  const height = Math.max(1, Math.round(planHeightUnits * scale));
  const blank = () =>
    sharp({ create: { width, height, channels: 3, background: '#f1f3f5' } })
      .png()
      .toBuffer();
  let data: Buffer;
  try {
    data = bytes
      ? await sharp(bytes, { limitInputPixels: 400_000_000 })
          .resize(width, height, { fit: 'fill' })
          .flatten({ background: '#ffffff' })
          .png({ compressionLevel: 1 })
          .toBuffer()
      : await blank();
  } catch {
    data = await blank();
  }
  return { data, format: 'png', width, height };
}

function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Colour index of a value by ascending legend stops, -1 below the first stop or without value. */
function stopIndexOf(value: number, stops: readonly LegendStop[]): number {
  if (!Number.isFinite(value)) return -1;
  let index = -1;
  for (let i = 0; i < stops.length; i++) if (value >= stops[i]!.from) index = i;
  return index;
}

/**
 * Draws a heatmap (values on `grid`, metres) over the plan at 70 % opacity, coloured by the legend stops,
 * with the access points as dots. `metresToPx` converts floor metres to pixels of `plan`.
 */
export async function renderHeatmapOnPlan(
  plan: ReportImage,
  grid: GridSpec,
  values: Float32Array,
  stops: readonly LegendStop[],
  metresToPx: number,
  apPositions: readonly PointM[] = [],
): Promise<ReportImage> {
  const raster = Buffer.alloc(grid.cols * grid.rows * 4);
  const colours = stops.map((stop) => hexToRgb(stop.colour));
  for (let i = 0; i < values.length; i++) {
    const index = stopIndexOf(values[i]!, stops);
    if (index < 0) continue;
    const [r, g, b] = colours[index]!;
    raster.set([r, g, b, HEATMAP_ALPHA], i * 4);
  }
  const fullWidth = Math.max(1, Math.round(grid.cols * grid.cellSizeM * metresToPx));
  const fullHeight = Math.max(1, Math.round(grid.rows * grid.cellSizeM * metresToPx));
  const resized = await sharp(raster, { raw: { width: grid.cols, height: grid.rows, channels: 4 } })
    .resize(fullWidth, fullHeight, { kernel: 'nearest', fit: 'fill' })
    .png()
    .toBuffer();
  const left = Math.max(0, Math.round(grid.originX * metresToPx));
  const top = Math.max(0, Math.round(grid.originY * metresToPx));
  const overlay = await sharp(resized)
    .extract({ left: 0, top: 0, width: Math.min(fullWidth, plan.width - left), height: Math.min(fullHeight, plan.height - top) })
    .png()
    .toBuffer();
  const dots = apPositions
    .map(
      (p) =>
        `<circle cx="${(p.x * metresToPx).toFixed(1)}" cy="${(p.y * metresToPx).toFixed(1)}" r="6" fill="#1c7ed6" stroke="#ffffff" stroke-width="2"/>`,
    )
    .join('');
  const layers: OverlayOptions[] = [{ input: overlay, left, top }];
  if (dots)
    layers.push({
      input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${plan.width}" height="${plan.height}">${dots}</svg>`),
      left: 0,
      top: 0,
    });
  const data = await sharp(plan.data).composite(layers).flatten({ background: '#ffffff' }).jpeg({ quality: 85 }).toBuffer();
  return { data, format: 'jpg', width: plan.width, height: plan.height };
}

/** The Airscope mark for covers without a customer logo. */
export async function defaultLogo(): Promise<ReportImage> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">
    <rect width="240" height="240" rx="36" fill="#1c7ed6"/>
    <path d="M40 120a80 80 0 0 1 160 0" fill="none" stroke="#fff" stroke-width="16" stroke-linecap="round"/>
    <path d="M72 132a48 48 0 0 1 96 0" fill="none" stroke="#fff" stroke-width="16" stroke-linecap="round"/>
    <circle cx="120" cy="160" r="16" fill="#fff"/></svg>`;
  return { data: await sharp(Buffer.from(svg)).png().toBuffer(), format: 'png', width: 240, height: 240 };
}

/** A user-supplied logo (data URL, PNG or JPEG) normalised to PNG at most 600 px wide. */
export async function logoFromDataUrl(dataUrl: string): Promise<ReportImage> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const { data, info } = await sharp(bytes, { limitInputPixels: 25_000_000 })
    .resize({ width: 600, withoutEnlargement: true })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { data, format: 'png', width: info.width, height: info.height };
}

/** A note's photo, at most 800 px wide with its aspect ratio kept. */
export async function preparePhoto(bytes: Buffer): Promise<ReportImage> {
  const { data, info } = await sharp(bytes, { limitInputPixels: 100_000_000 })
    .rotate()
    .resize({ width: 800, height: 800, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85 })
    .toBuffer({ resolveWithObject: true });
  return { data, format: 'jpg', width: info.width, height: info.height };
}
