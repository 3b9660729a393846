import { parentPort, workerData } from 'node:worker_threads';
import { autoPlanProjectFloor, isRfModelError, UnknownRequirementProfileError } from '@airscope/esx';
import type { AutoPlanProgress } from '@airscope/core';
import type { AutoPlanWorkerInput, AutoPlanWorkerMessage } from './auto-plan-worker-messages.ts';

// One auto-plan, on a thread of its own (decision "auto-plan jobs"): the engine runs to the end here while the API's
// event loop keeps answering; the parent stops the thread to cancel it or when a bound is hit.
const input = workerData as AutoPlanWorkerInput;
const post = (message: AutoPlanWorkerMessage) => parentPort!.postMessage(message);

/** The engine's fields are typed arrays, kept outside the JavaScript heap that `resourceLimits` bounds: counted here. */
class MemoryLimitReached extends Error {}
function heldMb(): number {
  const usage = process.memoryUsage();
  return (usage.heapUsed + usage.arrayBuffers) / 1_048_576;
}

let lastPost = 0;
function onProgress(progress: AutoPlanProgress): void {
  if (heldMb() > input.memoryLimitMb) throw new MemoryLimitReached();
  const now = Date.now();
  // A few progress messages a second are plenty for a poll; a small floor tells far more often than that.
  if (now - lastPost < 200) return;
  lastPost = now;
  post({ type: 'progress', phase: progress.phase, share: progress.share });
}

try {
  const result = autoPlanProjectFloor(input.project, input.floorPlanId, input.request, onProgress);
  post({ type: 'done', result });
} catch (error) {
  if (error instanceof MemoryLimitReached) post({ type: 'failed', reason: 'memory' });
  else if (error instanceof UnknownRequirementProfileError)
    post({ type: 'failed', reason: 'refused', code: 'UNKNOWN_REQUIREMENT', message: error.message });
  else if (isRfModelError(error)) post({ type: 'failed', reason: 'refused', code: error.code, message: error.message });
  else post({ type: 'failed', reason: 'error', message: error instanceof Error ? error.message : String(error) });
}
