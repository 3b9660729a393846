/// <reference lib="webworker" />
// The RF engine in a Web Worker: the same packages/core code the server runs, fed by typed messages
// (rf-engine-protocol.ts), so the planning view can recompute heatmaps without blocking the page.
import { createRfEngine, transferablesOf } from './rf-engine-handler.ts';
import type { RfEngineRequest } from './rf-engine-protocol.ts';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const engine = createRfEngine();

scope.onmessage = (event: MessageEvent<RfEngineRequest>) => {
  const response = engine.handle(event.data);
  scope.postMessage(response, transferablesOf(response));
};
