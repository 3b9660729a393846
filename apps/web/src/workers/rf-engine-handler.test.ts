import { createGrid, dbm, metres, mhz, pointM, sameOnAllBands, type FloorModel, type RadioModel } from '@airscope/core';
import { describe, expect, it } from 'vitest';
import { connectRfEngine } from './rf-engine-client.ts';
import { createRfEngine } from './rf-engine-handler.ts';
import type { RfEngineRequest, RfEngineResponse } from './rf-engine-protocol.ts';

const FLOOR: FloorModel = {
  id: 'f1',
  walls: [{ a: pointM(10, 0), b: pointM(10, 12), thicknessM: metres(0.2), attenuationDbPerM: sameOnAllBands(60) }],
  exclusionAreas: [{ polygon: [pointM(16, 8), pointM(20, 8), pointM(20, 12), pointM(16, 12)] }],
};
const PATTERN = {
  azimuthGainsDbi: [2],
  elevationGainsDbi: Array.from({ length: 36 }, (_, i) => 2 - 8 * Math.abs(Math.sin((i * 10 * Math.PI) / 180))),
};

function radio(id: string, apId: string, x: number, y: number, isMine = true): RadioModel {
  return {
    id,
    apId,
    position: pointM(x, y),
    heightM: metres(2.5),
    band: '5',
    channel: 36,
    centreMhz: mhz(5180),
    widthMhz: mhz(20),
    txPowerDbm: dbm(17),
    antenna: PATTERN,
    azimuthDeg: 0,
    tiltDeg: 0,
    streams: 2,
    standards: ['AC', 'AX'],
    isMine,
  };
}

const grid = createGrid(20, 12, 0.5);
const radios = [radio('a', 'ap-a', 4, 6), radio('b', 'ap-b', 15, 3), radio('c', 'ap-c', 18, 10, false)];

/** Clones a request the way postMessage does, so the handler sees fresh objects every time. */
function post(engine: ReturnType<typeof createRfEngine>, request: RfEngineRequest): RfEngineResponse {
  return engine.handle(structuredClone(request));
}

function compute(engine: ReturnType<typeof createRfEngine>, list: RadioModel[], requestId: number) {
  const response = post(engine, {
    kind: 'compute',
    requestId,
    floorKey: 'f1',
    radios: list,
    grid,
    band: '5',
    types: ['sig-strength', 'sig-strength-2nd'],
  });
  if (response.kind !== 'result') throw new Error(`expected a result, got ${JSON.stringify(response)}`);
  return response;
}

const at = (values: Float32Array, x: number, y: number) => values[Math.floor(y / 0.5) * grid.cols + Math.floor(x / 0.5)]!;

describe('RF engine worker handler', () => {
  it('computes heatmaps on a stored floor, with exclusion areas out of scope and unmarked radios left out', () => {
    const engine = createRfEngine();
    expect(post(engine, { kind: 'set-floor', requestId: 1, floorKey: 'f1', floor: FLOOR })).toEqual({ kind: 'ok', requestId: 1 });
    const result = compute(engine, radios, 2);
    const signal = result.grids.find((g) => g.type === 'sig-strength')!;
    expect(signal.unit).toBe('dBm');
    expect(signal.values).toHaveLength(grid.cols * grid.rows);
    expect(Number.isNaN(at(signal.values, 18, 10))).toBe(true);
    // With radio a alone, the 12 dB wall at x = 10 leaves the cell just behind it weaker than the one in front.
    const alone = post(engine, {
      kind: 'compute',
      requestId: 3,
      floorKey: 'f1',
      radios,
      grid,
      band: '5',
      types: ['sig-strength'],
      radioIds: ['a'],
    });
    if (alone.kind !== 'result') throw new Error('expected a result');
    expect(at(alone.grids[0]!.values, 9.75, 6.25) - at(alone.grids[0]!.values, 10.25, 6.25)).toBeGreaterThan(8);
    // Radio c is not marked as mine while others are, so it is not counted (server rule).
    expect(result.recomputedRadioIds).toEqual(['a', 'b']);
  });

  it("keeps the exclusion scope across passes and takes a replaced floor's own", () => {
    const engine = createRfEngine();
    post(engine, { kind: 'set-floor', requestId: 1, floorKey: 'f1', floor: FLOOR });
    for (const requestId of [2, 3]) expect(Number.isNaN(at(compute(engine, radios, requestId).grids[0]!.values, 18, 10))).toBe(true);
    const moved = { ...FLOOR, exclusionAreas: [{ polygon: [pointM(1, 1), pointM(3, 1), pointM(3, 3), pointM(1, 3)] }] };
    post(engine, { kind: 'set-floor', requestId: 4, floorKey: 'f1', floor: moved });
    const values = compute(engine, radios, 5).grids[0]!.values;
    expect(Number.isNaN(at(values, 18, 10))).toBe(false);
    expect(Number.isNaN(at(values, 2, 2))).toBe(true);
  });

  it('recomputes only the moved AP and changes the heatmap around it', () => {
    const engine = createRfEngine();
    post(engine, { kind: 'set-floor', requestId: 1, floorKey: 'f1', floor: FLOOR });
    const before = compute(engine, radios, 2);
    const moved = radios.map((r) => (r.id === 'b' ? { ...r, position: pointM(13, 9) } : r));
    const after = compute(engine, moved, 3);
    expect(after.recomputedRadioIds).toEqual(['b']);
    const signalBefore = before.grids[0]!.values,
      signalAfter = after.grids[0]!.values;
    expect(at(signalAfter, 13.25, 9.25)).toBeGreaterThan(at(signalBefore, 13.25, 9.25) + 5);
    expect(at(signalAfter, 2.25, 6.25)).toBe(at(signalBefore, 2.25, 6.25));
  });

  it('tells a changed antenna pattern from the same pattern sent again', () => {
    const engine = createRfEngine();
    post(engine, { kind: 'set-floor', requestId: 1, floorKey: 'f1', floor: FLOOR });
    compute(engine, radios, 2);
    expect(compute(engine, radios, 3).recomputedRadioIds).toEqual([]);
    const tilted = { ...PATTERN, elevationGainsDbi: PATTERN.elevationGainsDbi.map((gain, i) => (i === 9 ? gain - 3 : gain)) };
    expect(
      compute(
        engine,
        radios.map((r) => (r.id === 'a' ? { ...r, antenna: tilted } : r)),
        4,
      ).recomputedRadioIds,
    ).toEqual(['a']);
  });

  it('sends each antenna pattern to the worker once through the client, then names it by key', async () => {
    const engine = createRfEngine();
    const posted: RfEngineRequest[] = [];
    const worker = {
      onmessage: null as ((event: MessageEvent<RfEngineResponse>) => void) | null,
      postMessage(request: RfEngineRequest) {
        posted.push(request);
        queueMicrotask(() => this.onmessage?.({ data: engine.handle(structuredClone(request)) } as MessageEvent<RfEngineResponse>));
      },
      terminate() {},
    };
    const client = connectRfEngine(worker);
    await client.setFloor('f1', FLOOR);
    const first = await client.compute({ floorKey: 'f1', radios, grid, band: '5', types: ['sig-strength'] });
    // Fresh objects with the same gains (as after an edit) are the same pattern: nothing to send, nothing to recompute.
    const copies = radios.map((r) => ({ ...r, antenna: structuredClone(PATTERN) }));
    const again = await client.compute({ floorKey: 'f1', radios: copies, grid, band: '5', types: ['sig-strength'] });
    const tilted = { ...PATTERN, elevationGainsDbi: PATTERN.elevationGainsDbi.map((gain) => gain - 3) };
    const changed = await client.compute({
      floorKey: 'f1',
      radios: radios.map((r) => (r.id === 'b' ? { ...r, antenna: tilted } : r)),
      grid,
      band: '5',
      types: ['sig-strength'],
    });
    const computes = posted.filter((m): m is Extract<RfEngineRequest, { kind: 'compute' }> => m.kind === 'compute');
    expect(computes.map((m) => m.antennas?.length ?? 0)).toEqual([1, 0, 1]);
    expect(computes.every((m) => m.radios.every((r) => r.antenna === undefined && r.antennaKey !== undefined))).toBe(true);
    expect(first.recomputedRadioIds).toEqual(['a', 'b']);
    expect(again.recomputedRadioIds).toEqual([]);
    expect(again.grids[0]!.values).toEqual(first.grids[0]!.values);
    expect(changed.recomputedRadioIds).toEqual(['b']);
  });

  it('after a floor edit recomputes only the radios the edit reaches, equal to a worker starting afresh', () => {
    const engine = createRfEngine();
    post(engine, { kind: 'set-floor', requestId: 1, floorKey: 'f1', floor: FLOOR });
    expect(compute(engine, radios, 2).recomputedRadioIds).toEqual(['a', 'b']);
    const expectSameAsFresh = (floor: FloorModel, values: Float32Array) => {
      const fresh = createRfEngine();
      post(fresh, { kind: 'set-floor', requestId: 1, floorKey: 'f1', floor });
      const expected = compute(fresh, radios, 2).grids[0]!.values;
      expected.forEach((v, i) => {
        if (Number.isNaN(v)) expect(values[i]).toBeNaN();
        else expect(Math.abs(values[i]! - v)).toBeLessThanOrEqual(0.01);
      });
    };
    // A heavier wall type only adds loss: the cached fields are corrected, no radio is retraced.
    const wall = FLOOR.walls[0]!;
    const heavier: FloorModel = { ...FLOOR, walls: [{ ...wall, attenuationDbPerM: sameOnAllBands(90) }] };
    post(engine, { kind: 'set-floor', requestId: 3, floorKey: 'f1', floor: heavier });
    const corrected = compute(engine, radios, 4);
    expect(corrected.recomputedRadioIds).toEqual([]);
    expectSameAsFresh(heavier, corrected.grids[0]!.values);
    // A bulkhead above every path (from 2.6 m, the APs hang at 2.5 m) changes nothing.
    const bulkhead: FloorModel = {
      ...heavier,
      walls: [...heavier.walls, { ...wall, a: pointM(6, 0), b: pointM(6, 12), bottomM: metres(2.6) }],
    };
    post(engine, { kind: 'set-floor', requestId: 5, floorKey: 'f1', floor: bulkhead });
    expect(compute(engine, radios, 6).recomputedRadioIds).toEqual([]);
    // Removing the wall can lift cells off the signal floor: both radios reach it, both are retraced.
    const bare: FloorModel = { ...bulkhead, walls: bulkhead.walls.slice(1) };
    post(engine, { kind: 'set-floor', requestId: 7, floorKey: 'f1', floor: bare });
    const retraced = compute(engine, radios, 8);
    expect(retraced.recomputedRadioIds).toEqual(['a', 'b']);
    expectSameAsFresh(bare, retraced.grids[0]!.values);
  });

  it('updates every visualisation of a drag frame from the last one, equal bit for bit to a worker starting afresh', () => {
    const everyType = [
      'sig-strength',
      'sig-strength-2nd',
      'snr',
      'ch-interference',
      'nw-health',
      'requirement',
      'data-rate',
      'throughput',
    ] as const;
    const draw = (engine: ReturnType<typeof createRfEngine>, list: RadioModel[], requestId: number) => {
      const response = post(engine, { kind: 'compute', requestId, floorKey: 'f1', radios: list, grid, band: '5', types: [...everyType] });
      if (response.kind !== 'result') throw new Error('expected a result');
      return response.grids.map((g) => ({ type: g.type, bits: [...new Uint32Array(g.values.buffer)] }));
    };
    const live = createRfEngine();
    post(live, { kind: 'set-floor', requestId: 1, floorKey: 'f1', floor: FLOOR });
    draw(live, radios, 2);
    let list = radios;
    for (const [requestId, x] of [
      [3, 14],
      [4, 13],
      [5, 12.5],
    ] as const) {
      list = list.map((r) => (r.id === 'b' ? { ...r, position: pointM(x, 4) } : r));
      const fresh = createRfEngine();
      post(fresh, { kind: 'set-floor', requestId: 1, floorKey: 'f1', floor: FLOOR });
      expect(draw(live, list, requestId)).toEqual(draw(fresh, list, 2));
    }
  });

  it('takes a radio changed only deep inside (its standards, its position) for a changed one, equal to a worker starting afresh', () => {
    const types = ['sig-strength', 'data-rate'] as const;
    const draw = (engine: ReturnType<typeof createRfEngine>, list: RadioModel[], requestId: number) => {
      const response = post(engine, { kind: 'compute', requestId, floorKey: 'f1', radios: list, grid, band: '5', types: [...types] });
      if (response.kind !== 'result') throw new Error('expected a result');
      return { recomputed: response.recomputedRadioIds, bits: response.grids.map((g) => [...new Uint32Array(g.values.buffer)]) };
    };
    const fresh = (list: RadioModel[]) => {
      const engine = createRfEngine();
      post(engine, { kind: 'set-floor', requestId: 1, floorKey: 'f1', floor: FLOOR });
      return draw(engine, list, 2).bits;
    };
    const live = createRfEngine();
    post(live, { kind: 'set-floor', requestId: 1, floorKey: 'f1', floor: FLOOR });
    const before = draw(live, radios, 2);
    expect(draw(live, radios, 3).recomputed).toEqual([]);
    const olderStandards = radios.map((r) => (r.id === 'a' ? { ...r, standards: ['N'] as RadioModel['standards'] } : r));
    const slower = draw(live, olderStandards, 4);
    expect(slower.bits).toEqual(fresh(olderStandards));
    expect(slower.bits[1]).not.toEqual(before.bits[1]);
    const nudged = olderStandards.map((r) => (r.id === 'a' ? { ...r, position: pointM(4, 6.25) } : r));
    const moved = draw(live, nudged, 5);
    expect(moved.recomputed).toEqual(['a']);
    expect(moved.bits).toEqual(fresh(nudged));
  });

  it('answers an error for an unknown floor instead of throwing', () => {
    const response = post(createRfEngine(), {
      kind: 'compute',
      requestId: 9,
      floorKey: 'nope',
      radios,
      grid,
      band: '5',
      types: ['sig-strength'],
    });
    expect(response).toEqual({ kind: 'error', requestId: 9, message: 'unknown floor nope' });
  });

  it('pairs answers with requests through the client wrapper', async () => {
    const engine = createRfEngine();
    const worker = {
      onmessage: null as ((event: MessageEvent<RfEngineResponse>) => void) | null,
      postMessage(request: RfEngineRequest) {
        queueMicrotask(() => this.onmessage?.({ data: engine.handle(structuredClone(request)) } as MessageEvent<RfEngineResponse>));
      },
      terminate() {},
    };
    const client = connectRfEngine(worker);
    await client.setFloor('f1', FLOOR);
    const [first, second] = await Promise.all([
      client.compute({ floorKey: 'f1', radios, grid, band: '5', types: ['snr'] }),
      client.compute({ floorKey: 'f1', radios, grid, band: '5', types: ['ch-interference'] }),
    ]);
    expect(first.grids.map((g) => g.type)).toEqual(['snr']);
    expect(second.grids.map((g) => g.type)).toEqual(['ch-interference']);
    await expect(client.compute({ floorKey: 'other', radios, grid, band: '5', types: ['snr'] })).rejects.toThrow('unknown floor other');
  });
});
