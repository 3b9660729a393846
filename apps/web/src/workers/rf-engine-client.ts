import type { RadioModel } from '@airscope/core';
import { createAntennaKeys } from './antenna-keys.ts';
import type { ComputeRequest, RfEngineGrid, RfEngineRequest, RfEngineResponse, WireRadio } from './rf-engine-protocol.ts';

type Pending = { resolve: (response: RfEngineResponse) => void; reject: (error: Error) => void };
type WithoutId<T> = T extends unknown ? Omit<T, 'requestId'> : never;

/** Promise-based access to the RF engine worker; one worker per open floor view. */
export interface RfEngineClient {
  setFloor(floorKey: string, floor: Extract<RfEngineRequest, { kind: 'set-floor' }>['floor']): Promise<void>;
  compute(
    request: Omit<ComputeRequest, 'kind' | 'requestId' | 'antennas'>,
  ): Promise<{ grids: readonly RfEngineGrid[]; recomputedRadioIds: readonly string[] }>;
  dropFloor(floorKey: string): Promise<void>;
  terminate(): void;
}

/** Wraps a worker (or anything with the same postMessage/onmessage shape) in request/response promises. */
export function connectRfEngine(
  worker: Pick<Worker, 'postMessage' | 'terminate'> & { onmessage: ((event: MessageEvent<RfEngineResponse>) => void) | null },
): RfEngineClient {
  const pending = new Map<number, Pending>();
  let nextId = 1;
  // Each pattern crosses once; later requests name it by key.
  const antennaKeys = createAntennaKeys();
  worker.onmessage = (event) => {
    const entry = pending.get(event.data.requestId);
    if (!entry) return;
    pending.delete(event.data.requestId);
    if (event.data.kind === 'error') entry.reject(new Error(event.data.message));
    else entry.resolve(event.data);
  };
  const send = (request: WithoutId<RfEngineRequest>): Promise<RfEngineResponse> =>
    new Promise((resolve, reject) => {
      const requestId = nextId++;
      pending.set(requestId, { resolve, reject });
      worker.postMessage({ ...request, requestId });
    });
  return {
    async setFloor(floorKey, floor) {
      await send({ kind: 'set-floor', floorKey, floor });
    },
    async compute(request) {
      const antennas: { key: number; pattern: NonNullable<RadioModel['antenna']> }[] = [];
      const radios = request.radios.map((radio): WireRadio => {
        if (!radio.antenna) return radio;
        const { antenna, ...rest } = radio;
        const { key, isNew } = antennaKeys.keyOf(antenna);
        if (isNew) antennas.push({ key, pattern: antenna });
        return { ...rest, antennaKey: key };
      });
      const response = await send({ kind: 'compute', ...request, radios, ...(antennas.length > 0 ? { antennas } : {}) });
      if (response.kind !== 'result') throw new Error('the RF engine answered without a result');
      return { grids: response.grids, recomputedRadioIds: response.recomputedRadioIds };
    },
    async dropFloor(floorKey) {
      await send({ kind: 'drop-floor', floorKey });
    },
    terminate() {
      worker.terminate();
      for (const entry of pending.values()) entry.reject(new Error('the RF engine was stopped'));
      pending.clear();
    },
  };
}

/** Starts the bundled worker (Vite emits it as its own module chunk). */
export function startRfEngine(): RfEngineClient {
  return connectRfEngine(new Worker(new URL('./rf-engine.worker.ts', import.meta.url), { type: 'module' }));
}
