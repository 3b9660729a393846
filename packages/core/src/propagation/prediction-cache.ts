import type { FloorModel } from '../model/floor-model.ts';
import type { RadioModel } from '../model/radio-model.ts';
import { createGridKernelScratch, type GridKernelScratch } from './field-kernel-grid.ts';
import { diffFloors, type FloorDiff } from './floor-diff.ts';
import { prepareFloor, type PreparedFloor } from './prepared-floor.ts';
import type { AliveCells } from './radio-reach.ts';

/**
 * One radio's field on one receiver floor, with what it was computed against: the floor versions (so an
 * edit is diffed rather than recomputed), the building's levels and slabs, and the radio's reach.
 */
export interface CachedField {
  /** The radio and the prediction options (grid, heights, models): any change recomputes. */
  readonly signature: string;
  field: Float32Array;
  receiver: FloorModel;
  source: FloorModel;
  /** The floor versions the field was last traced on in full, which the deficits deep below the floor refer to. */
  readonly tracedReceiver: FloorModel;
  readonly tracedSource: FloorModel;
  /** Levels and slabs of the building by value: any change recomputes. */
  readonly buildingKey: string;
  /** Horizontal radius (m) beyond which the radio cannot rise above the floor, whatever the walls (radio-reach.ts). */
  readonly potentialReachM: number;
  /** Where the field is above the floor, found when an edit first needs it. */
  alive: AliveCells | undefined;
  /**
   * Per cell at the floor, a lower bound of how far below it the unclamped value lies (floor-deficit.ts), so a
   * lighter or removed wall can be corrected instead of retraced.
   */
  deficit: Uint16Array | undefined;
  /** Edits applied as corrections since the field was last computed in full. */
  corrections: number;
}

/**
 * Caller-owned memo of prepared floors and per-radio fields. A field is reused while its radio, grid and
 * options are unchanged; after an edit of a floor only the radios whose reach meets the changed geometry
 * are recomputed or corrected (predict-floor-fields.ts), so moving one AP recomputes only that AP's radios.
 */
export interface PredictionCache {
  readonly preparedFloors: WeakMap<FloorModel, PreparedFloor>;
  readonly objectIds: WeakMap<object, number>;
  /**
   * Per receiver floor id, each radio's field by radio id: a pass looks up and evicts within its own floor only, so
   * its bookkeeping grows with that floor's radios, not with every floor's.
   */
  readonly fields: Map<string, Map<string, CachedField>>;
  /**
   * Each radio object's last signature with the context it was made for. Models are never changed in place (the
   * prepared floors rely on it too), so a radio unchanged since the last pass, or seen again from another floor, is
   * not described again: a building pass asks once per radio and floor.
   */
  readonly signatures: WeakMap<RadioModel, { readonly context: string; readonly signature: string }>;
  /** The grid kernel's scratch arrays, reused by every prediction with this cache instead of allocated per call. */
  readonly scratch: GridKernelScratch;
  /** The last diff from each floor version, since every radio of a floor asks for the same one. */
  readonly floorDiffs: WeakMap<FloorModel, { readonly after: FloorModel; readonly diff: FloorDiff }>;
  nextObjectId: number;
}

/** Creates an empty prediction cache (one per open project view or worker). */
export function createPredictionCache(): PredictionCache {
  return {
    preparedFloors: new WeakMap(),
    objectIds: new WeakMap(),
    fields: new Map(),
    signatures: new WeakMap(),
    scratch: createGridKernelScratch(),
    floorDiffs: new WeakMap(),
    nextObjectId: 1,
  };
}

/** The prepared form of a floor, memoised by object identity when a cache is given. */
export function preparedFloorFor(floor: FloorModel, cache: PredictionCache | undefined): PreparedFloor {
  if (!cache) return prepareFloor(floor);
  let prepared = cache.preparedFloors.get(floor);
  if (!prepared) {
    prepared = prepareFloor(floor);
    cache.preparedFloors.set(floor, prepared);
  }
  return prepared;
}

/** The difference between two versions of a floor, computed once per pair. */
export function floorDiffFor(cache: PredictionCache, before: FloorModel, after: FloorModel): FloorDiff {
  const memo = cache.floorDiffs.get(before);
  if (memo && memo.after === after) return memo.diff;
  const diff = diffFloors(before, after);
  cache.floorDiffs.set(before, { after, diff });
  return diff;
}

/** The cached fields of a receiver floor by radio id, created empty on first use. */
export function floorFieldsOf(cache: PredictionCache, floorId: string): Map<string, CachedField> {
  let fields = cache.fields.get(floorId);
  if (!fields) cache.fields.set(floorId, (fields = new Map()));
  return fields;
}

/** Drops every cached field of a receiver floor (a floor removed from the view). */
export function forgetFloorFields(cache: PredictionCache, floorId: string): void {
  cache.fields.delete(floorId);
}

/** A stable small id for an object (an antenna pattern) so signatures notice replaced objects. */
export function objectToken(cache: PredictionCache, value: object | undefined): number {
  if (!value) return 0;
  let id = cache.objectIds.get(value);
  if (id === undefined) {
    id = cache.nextObjectId++;
    cache.objectIds.set(value, id);
  }
  return id;
}

/** Everything a radio's field depends on besides the floors, as a string; memoised per radio object and context. */
export function radioSignature(cache: PredictionCache, radio: RadioModel, context: string): string {
  const known = cache.signatures.get(radio);
  if (known && known.context === context) return known.signature;
  const signature = describeRadio(cache, radio, context);
  cache.signatures.set(radio, { context, signature });
  return signature;
}

function describeRadio(cache: PredictionCache, radio: RadioModel, context: string): string {
  return [
    context,
    radio.floorId ?? '',
    radio.position.x,
    radio.position.y,
    radio.heightM,
    radio.band,
    radio.centreMhz,
    radio.txPowerDbm,
    objectToken(cache, radio.antenna),
    radio.azimuthDeg,
    radio.tiltDeg,
    radio.mounting ?? '',
  ].join('|');
}
