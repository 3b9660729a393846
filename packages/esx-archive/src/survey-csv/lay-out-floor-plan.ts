import type { EsxImageFile, FloorPlan, Image, Coord } from '@airscope/esx';
import { encodeBlankPng } from './encode-blank-png.ts';
import type { Observation } from './read-observation.ts';
import { refuseTooLarge } from './survey-csv-error.ts';
import type { ResolvedSurveyCsvOptions } from './survey-csv-options.ts';

/** Longest side of a generated floor in floor-plan units (= pixels of its blank image). */
const MAX_FLOOR_UNITS = 10_000;

/** A floor made from the rows that name it, and how CSV positions map onto it. */
export interface FloorLayout {
  name: string;
  floorPlan: FloorPlan;
  image: Image;
  imageFile: EsxImageFile;
  /** Position of a row on this floor, in floor-plan units (origin top-left, y down). */
  toFloorUnits: (observation: Observation) => Coord;
}

type MakeId = (kind: string, key: string) => string;

/**
 * Sizes a floor to the bounding box of its positions plus `marginMeters` on each side, shifted so the
 * box starts at 0. A floor surveyed only in pixels keeps pixels as its unit (metersPerUnit =
 * metersPerPixel), so positions stay those of the engineer's plan, shifted by whole pixels.
 */
export function layOutFloorPlan(
  name: string,
  rows: readonly Observation[],
  options: ResolvedSurveyCsvOptions,
  makeId: MakeId,
): FloorLayout {
  const onlyPixels = rows.every((row) => row.unit === 'px');
  const spanMeters = measureSpanMeters(rows);
  if (Math.max(spanMeters.x, spanMeters.y) > options.limits.maxFloorSpanMeters) {
    const shown = `${Math.round(spanMeters.x)} × ${Math.round(spanMeters.y)} m`;
    throw refuseTooLarge(
      `the positions on floor '${name}' span ${shown}; the largest floor accepted is ${options.limits.maxFloorSpanMeters} m across. Check the unit of x and y (pixels read as metres?).`,
    );
  }
  let metersPerUnit = onlyPixels ? rows[0]!.metersPerSourceUnit : options.metersPerUnit;
  const longestMeters = Math.max(spanMeters.x, spanMeters.y) + 2 * options.marginMeters;
  // Keeps the blank image (one pixel per unit) small enough to hold in memory.
  if (longestMeters / metersPerUnit > MAX_FLOOR_UNITS - 2) metersPerUnit = longestMeters / (MAX_FLOOR_UNITS - 2);
  const scaled = (value: number, row: Observation): number =>
    row.metersPerSourceUnit === metersPerUnit ? value : (value * row.metersPerSourceUnit) / metersPerUnit;

  const margin = options.marginMeters / metersPerUnit;
  const bounds = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const row of rows) {
    const x = scaled(row.x, row);
    const y = scaled(row.y, row);
    bounds.minX = Math.min(bounds.minX, x);
    bounds.maxX = Math.max(bounds.maxX, x);
    bounds.minY = Math.min(bounds.minY, y);
    bounds.maxY = Math.max(bounds.maxY, y);
  }
  // Whole-unit origin and size: pixel positions stay whole numbers and the image has whole pixels.
  const originX = Math.floor(bounds.minX - margin);
  const originY = Math.floor(bounds.minY - margin);
  const width = Math.ceil(bounds.maxX + margin) - originX;
  const height = Math.ceil(bounds.maxY + margin) - originY;

  const floorId = makeId('floorPlan', name);
  const imageId = makeId('image', name);
  const floorPlan: FloorPlan = {
    id: floorId,
    status: 'CREATED',
    name,
    width,
    height,
    metersPerUnit,
    imageId,
    cropMinX: 0,
    cropMinY: 0,
    cropMaxX: width,
    cropMaxY: height,
    rotateUpDirection: 'UP',
    floorPlanType: 'FSPL',
  };
  return {
    name,
    floorPlan,
    image: { id: imageId, status: 'CREATED', imageFormat: 'PNG', resolutionWidth: width, resolutionHeight: height },
    imageFile: { imageId, type: 'png', bytes: encodeBlankPng(width, height) },
    toFloorUnits: (row) => ({ x: scaled(row.x, row) - originX, y: scaled(row.y, row) - originY }),
  };
}

function measureSpanMeters(rows: readonly Observation[]): { x: number; y: number } {
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (const row of rows) {
    const x = row.x * row.metersPerSourceUnit;
    const y = row.y * row.metersPerSourceUnit;
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  return { x: maxX - minX, y: maxY - minY };
}
