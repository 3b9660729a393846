import type { Band } from '../model/bands.ts';
import type { FloorModel } from '../model/floor-model.ts';
import type { GridSpec } from '../model/grid.ts';
import type { RadioModel } from '../model/radio-model.ts';
import { computeFieldReference } from './field-kernel-reference.ts';
import { FREE_SPACE_MODEL, type PathLossModel } from './log-distance.ts';
import { buildPathContext, sharesPathGeometry, type PathContext } from './path-context.ts';
import { applyCorrections, type PendingCorrection, type PendingRetrace } from './apply-field-corrections.ts';
import { releaseChangeRows, updateCachedField } from './field-update-plan.ts';
import {
  createPredictionCache,
  floorFieldsOf,
  preparedFloorFor,
  radioSignature,
  type CachedField,
  type PredictionCache,
} from './prediction-cache.ts';
import { gridKey } from '../model/grid.ts';
import { membershipFor } from './prepared-floor.ts';
import { aliveCells, gridDistanceRange, potentialReachM } from './radio-reach.ts';
import { traceBox, traceWithinReach } from './trace-within-reach.ts';
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
  /**
   * Trace an AP's two bands in one pass (default) or each radio alone; the fields are the same bit for bit. Chromium's
   * V8 runs the paired pass slower than two single ones, where Node's runs it faster (decision 0030's addendum), so the
   * browser's RF worker passes false.
   */
  readonly pairBands?: boolean;
  readonly angularBins?: number;
  /** Values below this (dBm) are clamped to it; default −100. */
  readonly signalFloorDbm?: number;
}

/** Per-radio received-power fields (dBm per cell, row-major) of one floor. */
export interface FloorFields {
  readonly grid: GridSpec;
  readonly fields: ReadonlyMap<string, Float32Array>;
  /** Radios whose field was traced in this call (the rest came from the cache, some corrected). */
  readonly recomputedRadioIds: readonly string[];
  /** Radios whose cached field was corrected for changed walls without tracing it in full (a new array). */
  readonly correctedRadioIds: readonly string[];
}

/**
 * Predicts each radio's received power (dBm) on every cell of a floor with the multi-wall model
 * (log-distance + walls + attenuation areas + slabs + antenna pattern). Radios on another floor need that
 * floor in options.building; otherwise they are skipped. With a cache, a radio's field is reused while the
 * radio and options are unchanged and no edit of the floors reaches it; an edit of walls within its reach is
 * applied as a correction unless a wall is lighter than when the field was traced; any other edit within its reach
 * retraces it (field-update-plan.ts). The result equals a prediction without cache within 0.01 dB.
 */
export function predictFloorFields(
  floor: FloorModel,
  radios: readonly RadioModel[],
  grid: GridSpec,
  options: PredictionOptions = {},
): FloorFields {
  const cache = options.cache;
  // Without a cache the floors are still prepared once per call, not once per radio from another floor.
  const local = cache ?? createPredictionCache();
  const receiver = preparedFloorFor(floor, local);
  // This floor's cached fields by radio id (empty without a cache).
  const cached: Map<string, CachedField> = cache ? floorFieldsOf(cache, floor.id) : new Map();
  const membership = membershipFor(receiver, grid);
  const fields = new Map<string, Float32Array>();
  const recomputed: string[] = [];
  const corrected: string[] = [];
  const context = cache ? contextKey(grid, options) : '';
  const building = cache ? buildingKey(floor, options.building) : '';
  const receiverHeightM = options.receiverHeightM ?? DEFAULT_RECEIVER_HEIGHT_M;
  const floorDbm = options.signalFloorDbm ?? DEFAULT_SIGNAL_FLOOR_DBM;
  const maxObliqueFactor = options.maxObliqueFactor ?? DEFAULT_MAX_OBLIQUE_FACTOR;
  // With a cache its scratch arrays serve every call; without one they live for this call.
  const kernel = { ...options, scratch: local.scratch };
  // Corrections queued for radios seen from one point (an AP's radios, next to each other in the list), applied
  // together when the point changes: their wall change rows live in a shared array released after each run.
  let pending: PendingCorrection[] = [];
  releaseChangeRows();
  const retraces: PendingRetrace[] = [];
  const applyPending = () => {
    if (pending.length === 0) return;
    const applied = applyCorrections(pending, grid);
    corrected.push(...applied.changed);
    retraces.push(...applied.retraces);
    pending = [];
    releaseChangeRows();
  };
  const contextFor = (radio: RadioModel, sourceFloor: FloorModel) =>
    buildPathContext(radio, {
      receiver,
      source: sourceFloor === floor ? receiver : preparedFloorFor(sourceFloor, local),
      building: options.building ?? [floor],
      receiverHeightM,
      pathLoss: pathLossFor(radio.band, options.pathLoss),
      maxObliqueFactor,
    });
  // A traced radio waits here for the next one: when their paths share the geometry (the bands of one AP) both are
  // traced in one pass. Its field is already in the answer and the cache and is filled when it is traced.
  let held: TraceJob | undefined;
  const trace = (jobs: readonly TraceJob[]) => {
    traceWithinReach(
      jobs.map((j) => j.ctx),
      Math.max(...jobs.map((j) => j.reach)),
      jobs[0]!.nearestM,
      { grid, membership },
      jobs.map((j) => j.field),
      floorDbm,
      kernel,
      cache ? jobs.map((j) => ({ codes: j.deficit!, reachM: j.reach })) : undefined,
    );
    // The cells an edit's correction visits, found while the codes are fresh in the cache: at the first edit they
    // would be read again from memory for every field of the building (a sixth of a wall-type edit).
    for (const j of jobs) if (j.entry) j.entry.alive = aliveCells(j.field, grid, j.ctx.sx, j.ctx.sy, floorDbm, j.deficit);
  };
  for (const radio of radios) {
    const sourceFloor = sourceFloorOf(floor, radio, options.building);
    if (!sourceFloor) continue;
    const signature = cache ? radioSignature(cache, radio, context) : '';
    const entry = cached.get(radio.id);
    if (cache && entry) {
      const dz = (floor.elevationM ?? 0) + receiverHeightM - ((sourceFloor.elevationM ?? 0) + radio.heightM);
      const last = pending.length > 0 ? pending[pending.length - 1]!.frame : undefined;
      if (last && (last.sx !== radio.position.x || last.sy !== radio.position.y || last.dz !== dz)) applyPending();
      const kept = updateCachedField(
        { cache, entry, signature, buildingKey: building, radio, receiver: floor, source: sourceFloor, grid, receiverHeightM, floorDbm },
        { sx: radio.position.x, sy: radio.position.y, dz, maxObliqueFactor, floorDbm },
        pending,
      );
      if (kept) {
        fields.set(radio.id, entry.field);
        continue;
      }
    }
    const ctx = contextFor(radio, sourceFloor);
    const field = new Float32Array(grid.cols * grid.rows);
    const distances = gridDistanceRange(grid, radio.position.x, radio.position.y);
    const reach = potentialReachM(ctx, floorDbm, distances.farthest);
    const deficit = cache ? new Uint16Array(field.length) : undefined;
    const fresh: CachedField | undefined = cache
      ? {
          signature,
          field,
          receiver: floor,
          source: sourceFloor,
          tracedReceiver: floor,
          tracedSource: sourceFloor,
          buildingKey: building,
          potentialReachM: reach,
          alive: undefined,
          deficit,
          corrections: 0,
        }
      : undefined;
    if (fresh) cached.set(radio.id, fresh);
    const job = { ctx, reach, nearestM: distances.nearest, field, deficit, entry: fresh };
    if (held && !options.perCellKernel && options.pairBands !== false && sharesPathGeometry(held.ctx, ctx)) {
      trace([held, job]);
      held = undefined;
    } else {
      if (held) trace([held]);
      held = job;
    }
    fields.set(radio.id, field);
    recomputed.push(radio.id);
  }
  if (held) trace([held]);
  applyPending();
  // Cells a lighter wall may have lifted off the floor by more than their known deficit: traced afresh in their box.
  for (const { correction, box } of retraces) {
    const { entry, radio, source } = correction;
    const cells = { grid, membership };
    entry.alive = undefined;
    traceBox(contextFor(radio, source), entry.potentialReachM, box, cells, entry.field, entry.deficit!, floorDbm, kernel);
  }
  // The corrected arrays replace the old ones in place in the answer, keeping the radios' order.
  for (const id of corrected) fields.set(id, cached.get(id)!.field);
  // Radios no longer given are dropped from this floor's fields.
  for (const id of cached.keys()) if (!fields.has(id)) cached.delete(id);
  return { grid, fields, recomputedRadioIds: recomputed, correctedRadioIds: corrected };
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
  return { grid, fields, recomputedRadioIds: [...fields.keys()], correctedRadioIds: [] };
}

/** A radio's field waiting to be traced. */
interface TraceJob {
  readonly ctx: PathContext;
  readonly reach: number;
  readonly nearestM: number;
  readonly field: Float32Array;
  /** Deficit codes to keep, with a cache (floor-deficit.ts). */
  readonly deficit: Uint16Array | undefined;
  /** Its cache entry, with a cache, given the field's alive cells once traced. */
  readonly entry: CachedField | undefined;
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

/** The options a field depends on (the floors are diffed instead, see field-update-plan.ts). */
function contextKey(grid: GridSpec, options: PredictionOptions): string {
  return [
    gridKey(grid),
    options.receiverHeightM ?? '',
    JSON.stringify(options.pathLoss ?? null),
    options.maxObliqueFactor ?? '',
    options.angularBins ?? '',
    options.signalFloorDbm ?? '',
  ].join('#');
}

/** Levels and slabs of the building by value: they shape every path between floors, so any change recomputes. */
function buildingKey(floor: FloorModel, building: readonly FloorModel[] | undefined): string {
  const level = (f: FloorModel) => `${f.id}@${f.elevationM ?? 0}`;
  return [level(floor), ...(building ?? []).map((f) => `${level(f)}:${JSON.stringify(f.slab ?? null)}`)].join(';');
}
