import {
  computeVisualisations,
  createPredictionCache,
  filterRadios,
  forEachCellInPolygon,
  predictFloorFields,
  REFERENCE_CLIENT,
  type AntennaPattern,
  type FloorModel,
  type GridSpec,
  type PredictionCache,
  type RadioModel,
} from '@airscope/core';
import { createAntennaKeys } from './antenna-keys.ts';
import type { ComputeRequest, RfEngineRequest, RfEngineResponse, WireRadio } from './rf-engine-protocol.ts';

/**
 * The worker's state and message handling, free of worker globals so it runs (and is tested) anywhere:
 * floors by key, one prediction cache per grid, and antenna patterns by key or interned by value.
 */
export function createRfEngine() {
  const floors = new Map<string, FloorModel>();
  // One cache per grid: the live view alternates coarse and sharp passes, each of which keeps its own fields.
  let caches = new Map<string, PredictionCache>();
  const cacheFor = (grid: GridSpec): PredictionCache => {
    const key = gridKey(grid);
    let cache = caches.get(key);
    if (!cache) caches.set(key, (cache = createPredictionCache()));
    return cache;
  };
  // The exclusion scope depends on the stored floor and the grid only, so a drag's frames share one.
  let scopes = new Map<string, Uint8Array>();
  const scopeFor = (floorKey: string, floor: FloorModel, grid: GridSpec): Uint8Array => {
    const key = `${floorKey}|${gridKey(grid)}`;
    let scope = scopes.get(key);
    if (!scope) scopes.set(key, (scope = scopeOf(floor, grid)));
    return scope;
  };
  // Patterns named by the client's keys, and patterns sent inline matched by value: messages arrive as fresh
  // copies, and the caches recognise an unchanged antenna by object identity.
  const keyed = new Map<number, AntennaPattern>();
  const inline = createAntennaKeys();

  const intern = (radio: WireRadio): RadioModel => {
    if (radio.antennaKey !== undefined) {
      const { antennaKey, ...rest } = radio;
      const pattern = keyed.get(antennaKey);
      if (!pattern) throw new Error(`unknown antenna ${antennaKey}`);
      return { ...rest, antenna: pattern };
    }
    if (!radio.antenna) return radio;
    const { canonical } = inline.keyOf(radio.antenna);
    return canonical === radio.antenna ? radio : { ...radio, antenna: canonical };
  };

  function compute(request: ComputeRequest): RfEngineResponse {
    // Kept first, whatever the answer: the client sends each pattern only once.
    for (const { key, pattern } of request.antennas ?? []) keyed.set(key, pattern);
    const floor = floors.get(request.floorKey);
    if (!floor) return { kind: 'error', requestId: request.requestId, message: `unknown floor ${request.floorKey}` };
    const pool = request.radios.map(intern);
    // Same rule as the server: planned radios are the customer's own when none is marked as mine.
    const onlyMine = (request.onlyMyAps ?? true) && pool.some((radio) => radio.isMine === true);
    const radios = filterRadios(pool, {
      onlyMyAps: onlyMine,
      onlyMeasured: request.onlyMeasured ?? false,
      ...(request.radioIds ? { radioIds: request.radioIds } : {}),
    });
    const building = request.buildingFloorKeys?.map((key) => floors.get(key)).filter((f): f is FloorModel => f !== undefined);
    const prediction = predictFloorFields(floor, radios, request.grid, {
      cache: cacheFor(request.grid),
      ...(building ? { building } : {}),
      ...(request.receiverHeightM !== undefined ? { receiverHeightM: request.receiverHeightM } : {}),
    });
    const offset = -(request.clientOffsetDb ?? 0);
    const client = { ...REFERENCE_CLIENT, offsetDb: { '2.4': offset, '5': offset, '6': offset } };
    const results = computeVisualisations(request.types, {
      grid: request.grid,
      radios,
      fields: prediction.fields,
      band: request.band,
      client,
      scope: scopeFor(request.floorKey, floor, request.grid),
      ...(request.requirement ? { requirement: request.requirement } : {}),
      ...(request.requirementAreas ? { requirementAreas: request.requirementAreas } : {}),
    });
    const grids = [...results.values()].map((result) => ({ type: result.type, unit: result.unit, values: result.values }));
    return { kind: 'result', requestId: request.requestId, grids, recomputedRadioIds: prediction.recomputedRadioIds };
  }

  return {
    handle(request: RfEngineRequest): RfEngineResponse {
      try {
        switch (request.kind) {
          case 'set-floor':
            floors.set(request.floorKey, request.floor);
            // Cached fields and scopes belong to the replaced floor object; start afresh rather than keep them.
            caches = new Map();
            scopes = new Map();
            return { kind: 'ok', requestId: request.requestId };
          case 'drop-floor':
            floors.delete(request.floorKey);
            caches = new Map();
            scopes = new Map();
            return { kind: 'ok', requestId: request.requestId };
          case 'compute':
            return compute(request);
        }
      } catch (error) {
        return { kind: 'error', requestId: request.requestId, message: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}

const gridKey = (grid: GridSpec): string => `${grid.originX},${grid.originY},${grid.cellSizeM},${grid.cols},${grid.rows}`;

/** 1 where a cell counts, 0 inside the floor's exclusion areas (the server's scope rule). */
function scopeOf(floor: FloorModel, grid: GridSpec): Uint8Array {
  const scope = new Uint8Array(grid.cols * grid.rows).fill(1);
  for (const area of floor.exclusionAreas ?? []) forEachCellInPolygon(grid, area.polygon, (i) => (scope[i] = 0));
  return scope;
}

/** The transferable buffers of a response, so grids move to the page without a copy. */
export function transferablesOf(response: RfEngineResponse): ArrayBuffer[] {
  return response.kind === 'result' ? response.grids.map((grid) => grid.values.buffer as ArrayBuffer) : [];
}
