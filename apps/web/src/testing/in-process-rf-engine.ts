import { connectRfEngine, type RfEngineClient } from '../workers/rf-engine-client.ts';
import { createRfEngine } from '../workers/rf-engine-handler.ts';
import type { RfEngineRequest, RfEngineResponse } from '../workers/rf-engine-protocol.ts';

/** The real worker handler behind an asynchronous, cloning message channel, as in the browser, in this thread. */
export function inProcessRfEngine(): RfEngineClient {
  const engine = createRfEngine();
  const port = {
    onmessage: null as ((event: MessageEvent<RfEngineResponse>) => void) | null,
    postMessage(request: RfEngineRequest) {
      const copy = structuredClone(request);
      setTimeout(() => {
        const response = engine.handle(copy);
        port.onmessage?.({ data: response } as MessageEvent<RfEngineResponse>);
      }, 0);
    },
    terminate() {},
  };
  return connectRfEngine(port);
}
