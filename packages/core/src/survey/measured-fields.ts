import { cellCentreX, cellCentreY, type GridSpec } from '../model/grid.ts';
import type { FieldWindow } from '../model/field-window.ts';
import type { Band } from '../model/bands.ts';
import type { PointM } from '../geometry/points.ts';
import { computeFieldFast } from '../propagation/field-kernel-fast.ts';
import { emptyMembership } from '../propagation/prepared-floor.ts';
import { fitMeasuredRadio, type MeasuredFitOptions, type MeasuredRadioModel } from './measured-radio-model.ts';
import { groupSamplesByRadio, type SurveySample } from './survey-bins.ts';

/** Default distance (m) from the nearest observation of a radio beyond which its measured field stays empty. */
export const DEFAULT_MAX_SURVEY_DISTANCE_M = 8;

/** Options of interpolateSurveyFields. */
export interface SurveyFieldOptions extends Omit<MeasuredFitOptions, 'band' | 'knownPosition'> {
  readonly maxDistanceM?: number;
  readonly radioBands?: ReadonlyMap<string, Band>;
  readonly knownPositions?: ReadonlyMap<string, PointM>;
}

/**
 * Measured signal field (dBm, NaN = empty) of every radio in the samples: the fitted path-loss model plus
 * smoothed residuals, kept only within maxDistanceM of that radio's own observations so no coverage is
 * invented where nobody heard it. Each field is a window around the radio's observations.
 */
export function interpolateSurveyFields(
  samples: readonly SurveySample[],
  grid: GridSpec,
  options: SurveyFieldOptions = {},
): Map<string, FieldWindow> {
  const fields = new Map<string, FieldWindow>();
  for (const [radioId, own] of groupSamplesByRadio(samples)) {
    const band = options.radioBands?.get(radioId);
    const known = options.knownPositions?.get(radioId);
    const model = fitMeasuredRadio(radioId, own, { ...options, ...(band ? { band } : {}), ...(known ? { knownPosition: known } : {}) });
    fields.set(radioId, renderMeasuredField(model, grid, options.maxDistanceM ?? DEFAULT_MAX_SURVEY_DISTANCE_M));
  }
  return fields;
}

/**
 * Renders a measured model (dBm per cell, NaN outside its coverage mask) on the window of the grid around
 * its bins plus the mask distance. Gaussian weights are separable (exp(−dx²/2h²)·exp(−dy²/2h²)), so each
 * bin costs one exp per row and column of its footprint instead of one per cell.
 */
export function renderMeasuredField(model: MeasuredRadioModel, grid: GridSpec, maxDistanceM: number): FieldWindow {
  const { bins, smoother } = model;
  if (bins.xs.length === 0) return { col0: 0, row0: 0, cols: 0, rows: 0, values: new Float32Array(0) };
  const reach = Math.max(maxDistanceM, 3 * smoother.bandwidthM);
  const c0 = clampIndex(Math.floor((Math.min(...bins.xs) - reach - grid.originX) / grid.cellSizeM), grid.cols);
  const c1 = clampIndex(Math.ceil((Math.max(...bins.xs) + reach - grid.originX) / grid.cellSizeM), grid.cols);
  const r0 = clampIndex(Math.floor((Math.min(...bins.ys) - reach - grid.originY) / grid.cellSizeM), grid.rows);
  const r1 = clampIndex(Math.ceil((Math.max(...bins.ys) + reach - grid.originY) / grid.cellSizeM), grid.rows);
  const w = c1 - c0 + 1,
    h = r1 - r0 + 1;
  const num = new Float64Array(w * h),
    den = new Float64Array(w * h),
    mask = new Uint8Array(w * h);
  const inv = -1 / (2 * smoother.bandwidthM ** 2);
  const max2 = maxDistanceM * maxDistanceM,
    kernel2 = 9 * smoother.bandwidthM ** 2;
  const ex = new Float64Array(w),
    ey = new Float64Array(h),
    dx2 = new Float64Array(w),
    dy2 = new Float64Array(h);
  const x0 = grid.originX + (c0 + 0.5) * grid.cellSizeM,
    y0 = grid.originY + (r0 + 0.5) * grid.cellSizeM,
    size = grid.cellSizeM;
  for (let b = 0; b < bins.xs.length; b++) {
    const bx = bins.xs[b]!,
      by = bins.ys[b]!,
      wr = smoother.weights[b]! * smoother.residuals[b]!,
      wb = smoother.weights[b]!;
    const cc0 = Math.max(0, Math.floor((bx - reach - grid.originX) / grid.cellSizeM) - c0),
      cc1 = Math.min(w - 1, Math.ceil((bx + reach - grid.originX) / grid.cellSizeM) - c0);
    const rr0 = Math.max(0, Math.floor((by - reach - grid.originY) / grid.cellSizeM) - r0),
      rr1 = Math.min(h - 1, Math.ceil((by + reach - grid.originY) / grid.cellSizeM) - r0);
    for (let c = cc0; c <= cc1; c++) {
      const d = x0 + c * size - bx;
      dx2[c] = d * d;
      ex[c] = Math.exp(d * d * inv);
    }
    for (let r = rr0; r <= rr1; r++) {
      const d = y0 + r * size - by;
      dy2[r] = d * d;
      ey[r] = Math.exp(d * d * inv);
    }
    for (let r = rr0; r <= rr1; r++) {
      for (let c = cc0; c <= cc1; c++) {
        const d2 = dx2[c]! + dy2[r]!;
        const i = r * w + c;
        if (d2 <= max2) mask[i] = 1;
        if (d2 > kernel2 || (smoother.isBlocked && smoother.isBlocked(bx, by, x0 + c * size, y0 + r * size))) continue;
        const k = ex[c]! * ey[r]!;
        num[i]! += k * wr;
        den[i]! += k * wb;
      }
    }
  }
  const sub: GridSpec = {
    ...grid,
    originX: (grid.originX + c0 * grid.cellSizeM) as GridSpec['originX'],
    originY: (grid.originY + r0 * grid.cellSizeM) as GridSpec['originY'],
    cols: w,
    rows: h,
  };
  const values = modelField(model, sub);
  for (let i = 0; i < values.length; i++) values[i] = mask[i] ? values[i]! + num[i]! / (den[i]! + smoother.shrinkage) : NaN;
  return { col0: c0, row0: r0, cols: w, rows: h, values };
}

function modelField(model: MeasuredRadioModel, grid: GridSpec): Float32Array {
  const out = new Float32Array(grid.cols * grid.rows);
  if (model.walls) {
    computeFieldFast(model.walls.ctx, grid, emptyMembership(grid), out, model.walls.binCount, model.walls.floorDbm);
    return out;
  }
  const { fit } = model;
  const dz2 = model.heightDifferenceM ** 2;
  const x0 = grid.originX + 0.5 * grid.cellSizeM - fit.x,
    y0 = grid.originY + 0.5 * grid.cellSizeM - fit.y,
    size = grid.cellSizeM;
  const a = fit.rssiAt1mDbm,
    fiveN = 5 * fit.exponent;
  for (let r = 0; r < grid.rows; r++) {
    const dy = y0 + r * size;
    for (let c = 0; c < grid.cols; c++) {
      const dx = x0 + c * size;
      const d2 = dx * dx + dy * dy + dz2;
      out[r * grid.cols + c] = a - fiveN * Math.log10(d2 > 1 ? d2 : 1);
    }
  }
  return out;
}

function clampIndex(i: number, size: number): number {
  return i < 0 ? 0 : i >= size ? size - 1 : i;
}

/** Mask (1) of cells within maxDistanceM of any sample, i.e. where anyone walked; use it as the measured heatmap's scope. */
export function buildSurveyCoverageMask(
  samples: readonly SurveySample[],
  grid: GridSpec,
  maxDistanceM = DEFAULT_MAX_SURVEY_DISTANCE_M,
): Uint8Array {
  const mask = new Uint8Array(grid.cols * grid.rows);
  const seen = new Set<string>();
  const steps = Math.ceil(maxDistanceM / grid.cellSizeM) + 1;
  for (const s of samples) {
    const key = `${Math.round(s.position.x / grid.cellSizeM)},${Math.round(s.position.y / grid.cellSizeM)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const cc = Math.floor((s.position.x - grid.originX) / grid.cellSizeM),
      rc = Math.floor((s.position.y - grid.originY) / grid.cellSizeM);
    for (let r = Math.max(0, rc - steps); r <= Math.min(grid.rows - 1, rc + steps); r++) {
      for (let c = Math.max(0, cc - steps); c <= Math.min(grid.cols - 1, cc + steps); c++) {
        if ((cellCentreX(grid, c) - s.position.x) ** 2 + (cellCentreY(grid, r) - s.position.y) ** 2 <= maxDistanceM ** 2)
          mask[r * grid.cols + c] = 1;
      }
    }
  }
  return mask;
}
