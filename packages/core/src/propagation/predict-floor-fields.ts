import type { Band } from '../model/bands.ts';
import type { FloorModel } from '../model/floor-model.ts';
import type { GridSpec } from '../model/grid.ts';
import type { RadioModel } from '../model/radio-model.ts';
import { computeFieldFast, DEFAULT_ANGULAR_BINS } from './field-kernel-fast.ts';
import { computeFieldGrid, createGridKernelScratch } from './field-kernel-grid.ts';
import { computeFieldReference } from './field-kernel-reference.ts';
import { FREE_SPACE_MODEL, type PathLossModel } from './log-distance.ts';
import { buildPathContext } from './path-context.ts';
import { objectToken, preparedFloorFor, radioSignature, type PredictionCache } from './prediction-cache.ts';
import { gridKey, membershipFor } from './prepared-floor.ts';
import { DEFAULT_MAX_OBLIQUE_FACTOR } from './wall-loss.ts';

/** Default receiver (visualisation) height above the floor in metres. */
export const DEFAULT_RECEIVER_HEIGHT_M = 1;

/**
 * Predicted power below this is stored as this value (dBm): under the −92 dBm bottom of the signal legends,
 * the −95 dBm noise floor and every threshold a visualisation or requirement uses, so no heatmap changes,
 * and a cell can stop adding walls as soon as it is below it.
 */
export const DEFAULT_SIGNAL_FLOOR_DBM = -100;

/** Options of a floor prediction. */
export interface PredictionOptions {
  /** Visualisation height of the receiver above the floor, m (default 1). */
  readonly receiverHeightM?: number;
  /** One model for every band, or one per band; default free space (n = 2). */
  readonly pathLoss?: PathLossModel | Partial<Record<Band, PathLossModel>>;
  readonly maxObliqueFactor?: number;
  /** Every floor of the building, needed for radios whose floorId is another floor. */
  readonly building?: readonly FloorModel[];
  readonly cache?: PredictionCache;
  /** Evaluate cells one by one through angular bins instead of rasterising edge shadows (both are exact). */
  readonly perCellKernel?: boolean;
  readonly angularBins?: number;
  /** Values below this (dBm) are clamped to it; default −100. */
  readonly signalFloorDbm?: number;
}

/** Per-radio received-power fields (dBm per cell, row-major) of one floor. */
export interface FloorFields {
  readonly grid: GridSpec;
  readonly fields: ReadonlyMap<string, Float32Array>;
  /** Radios whose field was computed in this call (the rest came from the cache). */
  readonly recomputedRadioIds: readonly string[];
}

/**
 * Predicts each radio's received power (dBm) on every cell of a floor with the multi-wall model
 * (log-distance + walls + attenuation areas + slabs + antenna pattern), reusing cached fields of
 * unchanged radios. Radios on another floor need that floor in options.building; otherwise they are skipped.
 */
export function predictFloorFields(
  floor: FloorModel,
  radios: readonly RadioModel[],
  grid: GridSpec,
  options: PredictionOptions = {},
): FloorFields {
  const cache = options.cache;
  const receiver = preparedFloorFor(floor, cache);
  const membership = membershipFor(receiver, grid);
  const fields = new Map<string, Float32Array>();
  const recomputed: string[] = [];
  const context = cache ? contextKey(floor, grid, options, cache) : '';
  const scratch = createGridKernelScratch();
  for (const radio of radios) {
    const sourceFloor = sourceFloorOf(floor, radio, options.building);
    if (!sourceFloor) continue;
    const cacheKey = `${floor.id}:${radio.id}`;
    const signature = cache ? radioSignature(cache, radio, context) : '';
    const hit = cache?.fields.get(cacheKey);
    if (hit && hit.signature === signature) {
      fields.set(radio.id, hit.field);
      continue;
    }
    const ctx = buildPathContext(radio, {
      receiver,
      source: sourceFloor === floor ? receiver : preparedFloorFor(sourceFloor, cache),
      building: options.building ?? [floor],
      receiverHeightM: options.receiverHeightM ?? DEFAULT_RECEIVER_HEIGHT_M,
      pathLoss: pathLossFor(radio.band, options.pathLoss),
      maxObliqueFactor: options.maxObliqueFactor ?? DEFAULT_MAX_OBLIQUE_FACTOR,
    });
    const field = new Float32Array(grid.cols * grid.rows);
    const floorDbm = options.signalFloorDbm ?? DEFAULT_SIGNAL_FLOOR_DBM;
    if (options.perCellKernel) computeFieldFast(ctx, grid, membership, field, options.angularBins ?? DEFAULT_ANGULAR_BINS, floorDbm);
    else computeFieldGrid(ctx, grid, membership, field, floorDbm, scratch);
    cache?.fields.set(cacheKey, { signature, field });
    fields.set(radio.id, field);
    recomputed.push(radio.id);
  }
  if (cache) evictMissingRadios(cache, floor.id, fields);
  return { grid, fields, recomputedRadioIds: recomputed };
}

/** The same prediction by the plain reference engine (no index, no cache), for benchmarks and equivalence tests. */
export function predictFloorFieldsReference(
  floor: FloorModel,
  radios: readonly RadioModel[],
  grid: GridSpec,
  options: PredictionOptions = {},
): FloorFields {
  const fields = new Map<string, Float32Array>();
  for (const radio of radios) {
    const sourceFloor = sourceFloorOf(floor, radio, options.building);
    if (!sourceFloor) continue;
    fields.set(
      radio.id,
      computeFieldReference(floor, sourceFloor, radio, grid, {
        receiverHeightM: options.receiverHeightM ?? DEFAULT_RECEIVER_HEIGHT_M,
        pathLoss: pathLossFor(radio.band, options.pathLoss),
        maxObliqueFactor: options.maxObliqueFactor ?? DEFAULT_MAX_OBLIQUE_FACTOR,
        building: options.building ?? [floor],
        signalFloorDbm: options.signalFloorDbm ?? DEFAULT_SIGNAL_FLOOR_DBM,
      }),
    );
  }
  return { grid, fields, recomputedRadioIds: [...fields.keys()] };
}

function sourceFloorOf(floor: FloorModel, radio: RadioModel, building: readonly FloorModel[] | undefined): FloorModel | undefined {
  if (radio.floorId === undefined || radio.floorId === floor.id) return floor;
  return building?.find((f) => f.id === radio.floorId);
}

function pathLossFor(band: Band, option: PredictionOptions['pathLoss']): PathLossModel {
  if (!option) return FREE_SPACE_MODEL;
  if ('exponent' in option && typeof option.exponent === 'number') return option as PathLossModel;
  return (option as Partial<Record<Band, PathLossModel>>)[band] ?? FREE_SPACE_MODEL;
}

function contextKey(floor: FloorModel, grid: GridSpec, options: PredictionOptions, cache: PredictionCache): string {
  const building = (options.building ?? []).map((f) => objectToken(cache, f)).join(',');
  return [
    objectToken(cache, floor),
    gridKey(grid),
    options.receiverHeightM ?? '',
    JSON.stringify(options.pathLoss ?? null),
    options.maxObliqueFactor ?? '',
    options.angularBins ?? '',
    options.signalFloorDbm ?? '',
    building,
  ].join('#');
}

function evictMissingRadios(cache: PredictionCache, floorId: string, kept: ReadonlyMap<string, Float32Array>): void {
  const prefix = `${floorId}:`;
  for (const key of cache.fields.keys()) {
    if (key.startsWith(prefix) && !kept.has(key.slice(prefix.length))) cache.fields.delete(key);
  }
}
