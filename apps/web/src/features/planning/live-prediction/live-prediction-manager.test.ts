import { dbm, metres, mhz, pointM, sameOnAllBands, type RadioModel } from '@airscope/core';
import { describe, expect, it } from 'vitest';
import { inProcessRfEngine } from '../../../testing/in-process-rf-engine.ts';
import type { RfEngineClient } from '../../../workers/rf-engine-client.ts';
import type { ComputeRequest } from '../../../workers/rf-engine-protocol.ts';
import { createLivePredictionManager, type LiveFloor, type LiveFloorResult } from './live-prediction-manager.ts';

type Call = { request: Omit<ComputeRequest, 'kind' | 'requestId'>; finish: () => void };

/** A worker stand-in whose computations finish only when the test says so. */
function heldClient(log: string[], calls: Call[]): RfEngineClient {
  return {
    async setFloor(key) {
      log.push(`set ${key}`);
    },
    async dropFloor(key) {
      log.push(`drop ${key}`);
    },
    compute(request) {
      return new Promise((resolve) => calls.push({ request, finish: () => resolve({ grids: [], recomputedRadioIds: [] }) }));
    },
    terminate() {},
  };
}

const floorOf = (id: string, elevationM = 0): LiveFloor => ({
  model: { id, elevationM: metres(elevationM), walls: [] },
  widthM: 20,
  heightM: 10,
});
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const label = (c: Call) => `${c.request.floorKey}@${c.request.grid.cellSizeM}`;

describe('live prediction scheduling', () => {
  it('keeps every floor in every worker and runs a coarse pass of all floors, active floor first, before the sharp pass', async () => {
    const log: string[] = [],
      calls: Call[][] = [[], []];
    const results: string[] = [];
    const manager = createLivePredictionManager([heldClient(log, calls[0]!), heldClient(log, calls[1]!)], {
      onResult: (id, r) => results.push(`${id}:${r.isSharp ? 'sharp' : 'coarse'}`),
    });
    manager.setBuilding([floorOf('g'), floorOf('1', 3), floorOf('2', 6)]);
    manager.request({ radios: [], band: '5', types: ['sig-strength'], activeFloorId: '2' });
    await flush();
    expect(log.sort()).toEqual(['set 1', 'set 1', 'set 2', 'set 2', 'set g', 'set g']);
    const order: string[] = [];
    while (calls.some((list) => list.length > 0)) {
      for (const list of calls) {
        const call = list.shift();
        if (!call) continue;
        order.push(label(call));
        expect(call.request.buildingFloorKeys).toEqual(['g', '1', '2']);
        call.finish();
      }
      await flush();
    }
    // Floors g and 2 share worker 0 (2 first, being active); floor 1 has worker 1 to itself.
    expect(order).toEqual(['2@1', '1@1', 'g@1', '1@0.25', '2@0.25', 'g@0.25']);
    expect(results.filter((r) => r.endsWith('coarse'))).toHaveLength(3);
    expect(results.filter((r) => r.endsWith('sharp'))).toHaveLength(3);
    expect(manager.pending()).toBe(0);
  });

  it('warms the active floor for a drag after the resting passes, unseen and never pending', async () => {
    const calls: Call[] = [];
    const results: string[] = [];
    const pending: number[] = [];
    const manager = createLivePredictionManager([heldClient([], calls)], {
      onResult: (id, r) => results.push(`${id}:${r.isSharp ? 'sharp' : 'coarse'}`),
      onPendingChange: (n) => pending.push(n),
    });
    manager.setBuilding([floorOf('g'), floorOf('1', 3)]);
    const request = {
      radios: [],
      band: '5' as const,
      types: ['sig-strength' as const, 'nw-health' as const],
      activeFloorId: 'g',
      warmTypes: ['sig-strength' as const],
    };
    manager.request(request);
    const order: string[] = [];
    for (let guard = 0; guard < 10; guard++) {
      await flush();
      const call = calls.shift();
      if (!call) break;
      order.push(`${label(call)} ${call.request.types.join('+')}`);
      if (order.length === 5) expect(manager.pending()).toBe(0);
      call.finish();
    }
    expect(order).toEqual([
      'g@1 sig-strength+nw-health',
      '1@1 sig-strength+nw-health',
      'g@0.25 sig-strength+nw-health',
      '1@0.25 sig-strength+nw-health',
      'g@1 sig-strength',
    ]);
    expect(results).toEqual(['g:coarse', '1:coarse', 'g:sharp', '1:sharp']);
    expect(pending.at(-1)).toBe(0);
    // When a drag computes what the resting passes do, their coarse pass is the warm-up.
    manager.request({ ...request, warmTypes: request.types });
    const labels: string[] = [];
    for (let guard = 0; guard < 10; guard++) {
      await flush();
      const call = calls.shift();
      if (!call) break;
      labels.push(label(call));
      call.finish();
    }
    expect(labels).toEqual(['g@1', '1@1', 'g@0.25', '1@0.25']);
  });

  it('never sends the requests overtaken while a worker is busy, and sends only the latest', async () => {
    const calls: Call[] = [];
    const seen: LiveFloorResult[] = [];
    const manager = createLivePredictionManager([heldClient([], calls)], { onResult: (_, r) => seen.push(r) });
    manager.setBuilding([floorOf('g')]);
    const radiosAt = (x: number): RadioModel[] => [
      {
        id: 'r',
        apId: 'a',
        position: pointM(x, 5),
        heightM: metres(2.4),
        band: '5',
        channel: 36,
        centreMhz: mhz(5180),
        widthMhz: mhz(20),
        txPowerDbm: dbm(14),
        azimuthDeg: 0,
        tiltDeg: 0,
        streams: 2,
        standards: ['AX'],
      },
    ];
    manager.request({ radios: radiosAt(1), band: '5', types: ['sig-strength'] });
    await flush();
    // A drag: four more positions while the first coarse pass is still computing.
    for (let x = 2; x <= 5; x++) manager.request({ radios: radiosAt(x), band: '5', types: ['sig-strength'] });
    await flush();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.request.radios[0]!.position.x).toBe(1);
    calls.shift()!.finish();
    await flush();
    // The in-flight pass for x = 1 is shown (nothing newer is yet); the next computation is the latest, x = 5.
    expect(calls.map((c) => [c.request.radios[0]!.position.x, c.request.grid.cellSizeM])).toEqual([[5, 1]]);
    calls.shift()!.finish();
    await flush();
    calls.shift()!.finish();
    await flush();
    expect(calls).toHaveLength(0);
    expect(seen.map((r) => [r.isSharp, r.grid.cellSizeM])).toEqual([
      [false, 1],
      [false, 1],
      [true, 0.25],
    ]);
  });

  it('drops results computed for a building that has since been replaced, and re-sends only changed floors', async () => {
    const log: string[] = [],
      calls: Call[] = [];
    const seen: string[] = [];
    const manager = createLivePredictionManager([heldClient(log, calls)], { onResult: (id) => seen.push(id) });
    const ground = floorOf('g');
    manager.setBuilding([ground, floorOf('1', 3)]);
    manager.request({ radios: [], band: '5', types: ['sig-strength'] });
    await flush();
    manager.setBuilding([ground, floorOf('1', 3.5)]);
    calls.shift()!.finish();
    await flush();
    expect(seen).toEqual([]);
    expect(log).toEqual(['set g', 'set 1', 'set 1']);
    expect(manager.pending()).toBe(0);
  });
});

describe('live prediction on the real engine', () => {
  const slab = { thicknessM: metres(0.3), attenuationDbPerM: sameOnAllBands(40) };
  const floors: LiveFloor[] = [
    { model: { id: 'g', elevationM: metres(0), walls: [], slab }, widthM: 20, heightM: 10 },
    {
      model: {
        id: 'up',
        elevationM: metres(3.5),
        walls: [{ a: pointM(10, 0), b: pointM(10, 10), thicknessM: metres(0.2), attenuationDbPerM: sameOnAllBands(50) }],
        slab,
      },
      widthM: 20,
      heightM: 10,
    },
  ];
  const radio = (id: string, floorId: string, x: number): RadioModel => ({
    id,
    apId: id,
    floorId,
    position: pointM(x, 5),
    heightM: metres(2.4),
    band: '5',
    channel: 36,
    centreMhz: mhz(5180),
    widthMhz: mhz(20),
    txPowerDbm: dbm(17),
    azimuthDeg: 0,
    tiltDeg: 0,
    streams: 2,
    standards: ['AX'],
    isMine: true,
  });

  it('predicts every floor from radios on any floor and recomputes only the moved AP on each floor', async () => {
    const latest = new Map<string, LiveFloorResult>();
    const manager = createLivePredictionManager([inProcessRfEngine(), inProcessRfEngine()], {
      coarseCellM: 1,
      sharpCellM: 0.5,
      onResult: (id, r) => latest.set(`${id}:${r.isSharp}`, r),
    });
    const settle = async () => {
      for (let i = 0; i < 50 && manager.pending() > 0; i++) await new Promise((r) => setTimeout(r, 5));
    };
    manager.setBuilding(floors);
    const upstairsOnly = [radio('a', 'up', 4), radio('b', 'up', 16)];
    manager.request({ radios: upstairsOnly, band: '5', types: ['sig-strength'] });
    await settle();
    const groundSharp = latest.get('g:true')!;
    const value = (r: LiveFloorResult, x: number) =>
      r.grids[0]!.values[Math.floor(5 / r.grid.cellSizeM) * r.grid.cols + Math.floor(x / r.grid.cellSizeM)]!;
    // The ground floor hears the upstairs APs through the slab, weaker than upstairs does.
    expect(value(groundSharp, 4)).toBeGreaterThan(-90);
    expect(value(groundSharp, 4)).toBeLessThan(value(latest.get('up:true')!, 4) - 5);
    expect(groundSharp.grid.cellSizeM).toBe(0.5);
    manager.request({ radios: [radio('a', 'up', 6), upstairsOnly[1]!], band: '5', types: ['sig-strength'] });
    await settle();
    for (const key of ['g:false', 'g:true', 'up:false', 'up:true']) expect(latest.get(key)!.recomputedRadioIds).toEqual(['a']);
    manager.dispose();
  });
});
