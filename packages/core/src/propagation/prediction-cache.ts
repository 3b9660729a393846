import type { FloorModel } from '../model/floor-model.ts';
import type { RadioModel } from '../model/radio-model.ts';
import { prepareFloor, type PreparedFloor } from './prepared-floor.ts';

/**
 * Caller-owned memo of prepared floors and per-radio fields; a field is reused while its radio,
 * floor objects, grid and options are unchanged, so moving one AP recomputes only that AP's radios.
 */
export interface PredictionCache {
  readonly preparedFloors: WeakMap<FloorModel, PreparedFloor>;
  readonly objectIds: WeakMap<object, number>;
  readonly fields: Map<string, { readonly signature: string; readonly field: Float32Array }>;
  nextObjectId: number;
}

/** Creates an empty prediction cache (one per open project view or worker). */
export function createPredictionCache(): PredictionCache {
  return { preparedFloors: new WeakMap(), objectIds: new WeakMap(), fields: new Map(), nextObjectId: 1 };
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

/** A stable small id for an object (floor, antenna pattern) so signatures notice replaced objects. */
export function objectToken(cache: PredictionCache, value: object | undefined): number {
  if (!value) return 0;
  let id = cache.objectIds.get(value);
  if (id === undefined) {
    id = cache.nextObjectId++;
    cache.objectIds.set(value, id);
  }
  return id;
}

/** Everything a radio's field depends on, as a string. */
export function radioSignature(cache: PredictionCache, radio: RadioModel, context: string): string {
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
