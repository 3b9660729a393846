import { parentPort, workerData } from 'node:worker_threads';
import { calibrateFloor, CalibrationRefusedError, isRfModelError, type EsxProject } from '@airscope/esx';
import type { CalibrationWorkerMessage } from './calibrate-floor.ts';

// One floor's calibration on a thread of its own: its fits over every survey reading may take long on a large survey,
// and the API's event loop must keep answering meanwhile.
const { project, floorPlanId } = workerData as { project: EsxProject; floorPlanId: string };
let message: CalibrationWorkerMessage;
try {
  message = { type: 'done', result: calibrateFloor(project, floorPlanId) };
} catch (error) {
  if (error instanceof CalibrationRefusedError || isRfModelError(error))
    message = { type: 'refused', code: error.code, message: error.message };
  else message = { type: 'failed', message: error instanceof Error ? error.message : String(error) };
}
parentPort!.postMessage(message);
