import sharp, { type OverlayOptions } from 'sharp';
import { heatmapColourOf, type GridSpec, type LegendStop } from '@airscope/core';

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

/** An AP as a report heatmap marks it: floor metres and its name. */
export interface ReportApMarker {
  readonly x: number;
  readonly y: number;
  readonly name: string;
}

/**
 * The value at plan pixel centres, interpolated bilinearly between the centres of the grid's cells, so band
 * edges follow the field instead of the cell squares. Where a neighbour cell has no value the nearest cell
 * decides, so the edge of the scope stays where the engine put it.
 */
function sampleGridAtPixels(grid: GridSpec, values: Float32Array, width: number, height: number, metresToPx: number): Float32Array {
  const out = new Float32Array(width * height);
  const at = (col: number, row: number) => values[row * grid.cols + col]!;
  for (let py = 0; py < height; py++) {
    const fy = ((py + 0.5) / metresToPx - grid.originY) / grid.cellSizeM - 0.5;
    const r0 = Math.min(grid.rows - 1, Math.max(0, Math.floor(fy)));
    const r1 = Math.min(grid.rows - 1, r0 + 1);
    const ty = Math.min(1, Math.max(0, fy - r0));
    for (let px = 0; px < width; px++) {
      const fx = ((px + 0.5) / metresToPx - grid.originX) / grid.cellSizeM - 0.5;
      const c0 = Math.min(grid.cols - 1, Math.max(0, Math.floor(fx)));
      const c1 = Math.min(grid.cols - 1, c0 + 1);
      const tx = Math.min(1, Math.max(0, fx - c0));
      const nearest = at(tx < 0.5 ? c0 : c1, ty < 0.5 ? r0 : r1);
      const v00 = at(c0, r0),
        v10 = at(c1, r0),
        v01 = at(c0, r1),
        v11 = at(c1, r1);
      out[py * width + px] =
        Number.isFinite(nearest) && Number.isFinite(v00) && Number.isFinite(v10) && Number.isFinite(v01) && Number.isFinite(v11)
          ? (v00 * (1 - tx) + v10 * tx) * (1 - ty) + (v01 * (1 - tx) + v11 * tx) * ty
          : nearest;
    }
  }
  return out;
}

const LABEL_FONT_PX = 13;

/**
 * AP dots with their names; a name goes right, left, above or below its dot, whichever first overlaps no
 * other name or dot, and is left out when none is free (the AP table lists every AP).
 */
function apMarkersSvg(markers: readonly ReportApMarker[], metresToPx: number, width: number, height: number): string {
  const dots = markers.map((m) => ({ x: m.x * metresToPx, y: m.y * metresToPx, name: m.name }));
  const taken = dots.map((d) => ({ left: d.x - 8, top: d.y - 8, right: d.x + 8, bottom: d.y + 8 }));
  const overlaps = (a: (typeof taken)[number]) =>
    taken.some((b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom);
  const escape = (text: string) => text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);
  const labels: string[] = [];
  for (const dot of dots) {
    if (!dot.name) continue;
    const w = dot.name.length * LABEL_FONT_PX * 0.62 + 6;
    const h = LABEL_FONT_PX + 4;
    const candidates = [
      { left: dot.x + 10, top: dot.y - h / 2 },
      { left: dot.x - 10 - w, top: dot.y - h / 2 },
      { left: dot.x - w / 2, top: dot.y - 10 - h },
      { left: dot.x - w / 2, top: dot.y + 10 },
    ].map((c) => ({ ...c, right: c.left + w, bottom: c.top + h }));
    const free = candidates.find((c) => c.left >= 0 && c.top >= 0 && c.right <= width && c.bottom <= height && !overlaps(c));
    if (!free) continue;
    taken.push(free);
    labels.push(
      `<rect x="${free.left.toFixed(1)}" y="${free.top.toFixed(1)}" width="${w.toFixed(1)}" height="${h}" rx="3" fill="#ffffff" fill-opacity="0.85"/>` +
        `<text x="${(free.left + 3).toFixed(1)}" y="${(free.bottom - 5).toFixed(1)}" font-family="DejaVu Sans, sans-serif" font-size="${LABEL_FONT_PX}" font-weight="bold" fill="#212529">${escape(dot.name)}</text>`,
    );
  }
  const circles = dots
    .map((d) => `<circle cx="${d.x.toFixed(1)}" cy="${d.y.toFixed(1)}" r="6" fill="#1c7ed6" stroke="#ffffff" stroke-width="2"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${circles}${labels.join('')}</svg>`;
}

/**
 * Draws a heatmap (values on `grid`, metres) over the plan at 70 % opacity, coloured by the legend stops at
 * plan resolution (values interpolated between cell centres), with the access points as named dots.
 * `metresToPx` converts floor metres to pixels of `plan`.
 */
export async function renderHeatmapOnPlan(
  plan: ReportImage,
  grid: GridSpec,
  values: Float32Array,
  stops: readonly LegendStop[],
  metresToPx: number,
  accessPoints: readonly ReportApMarker[] = [],
): Promise<ReportImage> {
  const { width, height } = plan;
  const sampled = sampleGridAtPixels(grid, values, width, height, metresToPx);
  const raster = Buffer.alloc(width * height * 4);
  const colourOf = heatmapColourOf(stops, HEATMAP_ALPHA);
  for (let i = 0; i < sampled.length; i++) {
    const colour = colourOf(sampled[i]);
    if (colour) raster.set(colour, i * 4);
  }
  const overlay = await sharp(raster, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
  const layers: OverlayOptions[] = [{ input: overlay, left: 0, top: 0 }];
  if (accessPoints.length > 0) layers.push({ input: Buffer.from(apMarkersSvg(accessPoints, metresToPx, width, height)), left: 0, top: 0 });
  const data = await sharp(plan.data).composite(layers).flatten({ background: '#ffffff' }).jpeg({ quality: 85 }).toBuffer();
  return { data, format: 'jpg', width, height };
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
