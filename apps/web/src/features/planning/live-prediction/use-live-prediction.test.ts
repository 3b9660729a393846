import { dbm, metres, mhz, pointM, type FloorModel, type RadioModel, type RequirementProfile } from '@airscope/core';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RfEngineClient } from '../../../workers/rf-engine-client.ts';
import type * as RfEngineClientModule from '../../../workers/rf-engine-client.ts';
import { useLivePrediction, type LiveBuilding } from './use-live-prediction.ts';

const sent: string[] = [];
vi.mock('../../../workers/rf-engine-client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof RfEngineClientModule>();
  const { createRfEngine } = await import('../../../workers/rf-engine-handler.ts');
  return {
    ...actual,
    // The real engine behind an asynchronous, cloning channel; every message is logged.
    startRfEngine: (): RfEngineClient => {
      const engine = createRfEngine();
      const port = {
        onmessage: null as ((event: MessageEvent) => void) | null,
        postMessage(request: Parameters<typeof engine.handle>[0]) {
          sent.push(`${request.kind} ${'floorKey' in request ? request.floorKey : ''}`.trim());
          const copy = structuredClone(request);
          setTimeout(() => {
            const response = engine.handle(copy);
            port.onmessage?.({ data: response } as MessageEvent);
          }, 0);
        },
        terminate() {},
      };
      return actual.connectRfEngine(port);
    },
  };
});

afterEach(() => {
  sent.length = 0;
});

const radio = (x: number): RadioModel => ({
  id: 'r5',
  apId: 'ap',
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
});
/** Builds the building afresh, as the editor does after each edit: new objects with the same content. */
const buildingWith = (x: number, dragging = false): LiveBuilding => ({
  dragging,
  floors: [
    { floor: { id: 'g', walls: [] } satisfies FloorModel, widthM: 20, heightM: 10, radios: [radio(x)] },
    { floor: { id: 'u', elevationM: metres(3.5), walls: [] }, widthM: 20, heightM: 10, radios: [] },
  ],
});

describe('useLivePrediction', () => {
  it('warms the active floor for a drag once its passes are done, so picking an AP up and letting it go unmoved compute nothing', async () => {
    const options = {
      band: '5' as const,
      types: ['sig-strength' as const, 'nw-health' as const],
      dragTypes: ['sig-strength' as const],
      workers: 1,
      coarseCellM: 1,
      sharpCellM: 0.5,
      activeFloorId: 'g',
    };
    const resting = buildingWith(4);
    const { result, rerender } = renderHook(({ building }) => useLivePrediction(building, options), {
      initialProps: { building: resting },
    });
    await waitFor(() => expect(result.current.gridsByFloor.get('u')?.isSharp).toBe(true));
    // Coarse g and u, sharp g and u, then g's unseen coarse pass with the drag's types.
    await waitFor(() =>
      expect(sent.filter((m) => m.startsWith('compute'))).toEqual(['compute g', 'compute u', 'compute g', 'compute u', 'compute g']),
    );
    expect(result.current.pending).toBe(0);
    const shown = result.current.gridsByFloor.get('g');
    sent.length = 0;
    act(() => rerender({ building: { ...resting, dragging: true } }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toEqual([]);
    expect(result.current.gridsByFloor.get('g')).toBe(shown);
    // Letting it go unmoved computes nothing either.
    act(() => rerender({ building: resting }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toEqual([]);
  });

  it('predicts every floor, and after an AP drag recomputes without sending the unchanged floors again', async () => {
    const options = { band: '5' as const, types: ['sig-strength' as const], workers: 1, coarseCellM: 1, sharpCellM: 0.5 };
    const { result, rerender } = renderHook(({ building }) => useLivePrediction(building, options), {
      initialProps: { building: buildingWith(4) },
    });
    await waitFor(() => expect(result.current.gridsByFloor.get('u')?.isSharp).toBe(true));
    expect(result.current.gridsByFloor.get('g')!.grid.cellSizeM).toBe(0.5);
    expect(sent.filter((m) => m.startsWith('set-floor')).sort()).toEqual(['set-floor g', 'set-floor u']);
    const before = result.current.gridsByFloor.get('g')!.grids[0]!.values.slice();
    sent.length = 0;
    // Picking the AP up without moving it computes nothing.
    const resting = buildingWith(4);
    act(() => rerender({ building: resting }));
    await waitFor(() => expect(result.current.pending).toBe(0));
    sent.length = 0;
    act(() => rerender({ building: { ...resting, dragging: true } }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toEqual([]);
    act(() => rerender({ building: buildingWith(12, true) }));
    await waitFor(() => expect(result.current.pending).toBe(0));
    // Dragging: coarse passes only, the floors stay in the worker.
    expect(sent).toEqual(['compute g', 'compute u']);
    expect(result.current.gridsByFloor.get('g')!.isSharp).toBe(false);
    act(() => rerender({ building: buildingWith(12) }));
    await waitFor(() => expect(result.current.gridsByFloor.get('g')?.isSharp).toBe(true));
    expect(result.current.gridsByFloor.get('g')!.grids[0]!.values).not.toEqual(before);
    // The panel has a computing time to show (its size depends on the machine, so it is not checked).
    expect(result.current.lastMs).toEqual(expect.any(Number));
  });

  it('computes only the drag types while an AP is dragged, and every type again once it is let go', async () => {
    const options = {
      band: '5' as const,
      types: ['sig-strength' as const, 'nw-health' as const],
      dragTypes: ['sig-strength' as const],
      workers: 1,
      coarseCellM: 1,
      sharpCellM: 1,
    };
    const { result, rerender } = renderHook(({ building }) => useLivePrediction(building, options), {
      initialProps: { building: buildingWith(4) },
    });
    await waitFor(() => expect(result.current.gridsByFloor.get('g')?.isSharp).toBe(true));
    expect(result.current.gridsByFloor.get('g')!.grids.map((grid) => grid.type)).toEqual(['sig-strength', 'nw-health']);
    act(() => rerender({ building: buildingWith(12, true) }));
    await waitFor(() => expect(result.current.gridsByFloor.get('g')?.isSharp).toBe(false));
    await waitFor(() => expect(result.current.pending).toBe(0));
    expect(result.current.gridsByFloor.get('g')!.grids.map((grid) => grid.type)).toEqual(['sig-strength']);
    act(() => rerender({ building: buildingWith(12) }));
    await waitFor(() => expect(result.current.gridsByFloor.get('g')?.isSharp).toBe(true));
    expect(result.current.gridsByFloor.get('g')!.grids.map((grid) => grid.type)).toEqual(['sig-strength', 'nw-health']);
  });

  it("judges network health by a requirement area's own profile, and a changed profile recomputes without resending the floor", async () => {
    const profile = (name: string, dbmAtLeast: number): RequirementProfile => ({
      name,
      criteria: [{ type: 'SIGNAL_STRENGTH', comparison: 'AT_LEAST', value: dbmAtLeast }],
    });
    const everywhere = [pointM(0, 0), pointM(20, 0), pointM(20, 10), pointM(0, 10)];
    const withArea = (requirement: RequirementProfile): LiveBuilding => {
      const building = buildingWith(4);
      return {
        floors: [{ ...building.floors[0]!, requirements: { defaultProfile: undefined, areas: [{ polygon: everywhere, requirement }] } }],
      };
    };
    const passShare = (values: Float32Array) =>
      values.filter((value) => value === 1).length / values.filter((value) => !Number.isNaN(value)).length;
    const options = { band: '5' as const, types: ['nw-health' as const], workers: 1, coarseCellM: 1, sharpCellM: 1 };
    const { result, rerender } = renderHook(({ building }) => useLivePrediction(building, options), {
      initialProps: { building: withArea(profile('Lenient', -95)) },
    });
    await waitFor(() => expect(result.current.gridsByFloor.get('g')?.isSharp).toBe(true));
    expect(passShare(result.current.gridsByFloor.get('g')!.grids[0]!.values)).toBeGreaterThan(0.9);
    sent.length = 0;
    act(() => rerender({ building: withArea(profile('Strict', -20)) }));
    await waitFor(() => expect(passShare(result.current.gridsByFloor.get('g')!.grids[0]!.values)).toBe(0));
    expect(sent.filter((message) => message.startsWith('set-floor'))).toEqual([]);
  });
});
