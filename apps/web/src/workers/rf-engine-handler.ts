import {
  computeHeatmapGrids,
  createPredictionCache,
  forgetFloorFields,
  gridKey,
  heatmapScope,
  isSameValue,
  prepareHeatmapFields,
  prepareSharedFields,
  sharedFieldsKey,
  type AntennaPattern,
  type FloorHeatmapInput,
  type FloorModel,
  type GridSpec,
  type HeatmapPipelineOptions,
  type PredictionCache,
  type RadioModel,
  type SharedFloorFields,
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
  const caches = new Map<string, PredictionCache>();
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
    if (!scope) scopes.set(key, (scope = heatmapScope(floor, grid)));
    return scope;
  };
  // The last shared fields per floor, grid, band and field options: a drag's next frame updates its visualisations
  // only where the moved AP's field changed them (decision 0029). One entry per floor view, so a few at most.
  const lastShared = new Map<string, SharedFloorFields>();
  // Patterns named by the client's keys, and patterns sent inline matched by value: messages arrive as fresh
  // copies, and the caches recognise an unchanged antenna by object identity.
  const keyed = new Map<number, AntennaPattern>();
  const inline = createAntennaKeys();

  // The radios of each floor's last request by id. A message brings fresh copies; a radio that arrives unchanged is
  // given back as the object of the last request, so the caches' and the visualisation update's identity checks hold
  // (decision 0029's changed-cell test compared every radio's fields by value otherwise, each frame of a drag).
  const lastRadios = new Map<string, Map<string, RadioModel>>();
  const keepUnchanged = (floorKey: string, radios: readonly RadioModel[]): RadioModel[] => {
    const known = lastRadios.get(floorKey);
    const kept = radios.map((radio) => {
      const before = known?.get(radio.id);
      return before && isSameValue(before, radio) ? before : radio;
    });
    lastRadios.set(floorKey, new Map(kept.map((radio) => [radio.id, radio])));
    return kept;
  };

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
    const { grid } = request;
    // The request always brings its grid, so the floor's size only bounds it.
    const input: FloorHeatmapInput = {
      floor,
      widthM: grid.originX + grid.cols * grid.cellSizeM,
      heightM: grid.originY + grid.rows * grid.cellSizeM,
      radios: keepUnchanged(request.floorKey, request.radios.map(intern)),
    };
    const options: HeatmapPipelineOptions = {
      'only-my-aps': request.onlyMyAps,
      'only-measured': request.onlyMeasured,
      'radio-ids': request.radioIds,
      'visualization-height': request.receiverHeightM,
      'client-offset-db': request.clientOffsetDb,
    };
    const building = request.buildingFloorKeys?.map((key) => floors.get(key)).filter((f): f is FloorModel => f !== undefined);
    // Every band's radios are predicted (no 'radio-band' here), so switching band reuses the cached fields.
    // Each radio traced alone: in Chromium the paired pass of an AP's bands made each drag frame about twice as slow
    // (the planning-drag bench, bisected to the pairing commit), while the fields are the same bit for bit.
    const prepared = prepareHeatmapFields(input, options, {
      grid,
      cache: cacheFor(grid),
      pairBands: false,
      ...(building ? { building } : {}),
    });
    const sharedKey = `${request.floorKey}|${gridKey(grid)}|${sharedFieldsKey({ ...options, 'radio-band': request.band })}`;
    const shared = prepareSharedFields(
      input,
      { ...options, 'radio-band': request.band },
      prepared,
      scopeFor(request.floorKey, floor, grid),
      lastShared.get(sharedKey),
    );
    lastShared.delete(sharedKey);
    lastShared.set(sharedKey, shared);
    while (lastShared.size > SHARED_FIELDS_KEPT) lastShared.delete(lastShared.keys().next().value!);
    const results = computeHeatmapGrids(shared, request.types, {
      requirement: request.requirement,
      requirementAreas: request.requirementAreas,
    });
    const grids = [...results.values()].map((result) => ({ type: result.type, unit: result.unit, values: result.values }));
    return { kind: 'result', requestId: request.requestId, grids, recomputedRadioIds: prepared.recomputedRadioIds };
  }

  return {
    handle(request: RfEngineRequest): RfEngineResponse {
      try {
        switch (request.kind) {
          case 'set-floor':
            floors.set(request.floorKey, request.floor);
            // The cached fields stay: the prediction diffs the new floor against the one each field was computed
            // on and recomputes (or corrects) only the radios the edit reaches, as the server's pipeline does.
            scopes = new Map();
            return { kind: 'ok', requestId: request.requestId };
          case 'drop-floor': {
            const dropped = floors.get(request.floorKey);
            floors.delete(request.floorKey);
            lastRadios.delete(request.floorKey);
            if (dropped) for (const cache of caches.values()) forgetFloorFields(cache, dropped.id);
            for (const key of [...lastShared.keys()]) if (key.startsWith(`${request.floorKey}|`)) lastShared.delete(key);
            scopes = new Map();
            return { kind: 'ok', requestId: request.requestId };
          }
          case 'compute':
            return compute(request);
        }
      } catch (error) {
        return { kind: 'error', requestId: request.requestId, message: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}

// Shared fields kept for updates: the live view's coarse and sharp pass of a few floors and bands.
const SHARED_FIELDS_KEPT = 8;

/** The transferable buffers of a response, so grids move to the page without a copy. */
export function transferablesOf(response: RfEngineResponse): ArrayBuffer[] {
  return response.kind === 'result' ? response.grids.map((grid) => grid.values.buffer as ArrayBuffer) : [];
}
