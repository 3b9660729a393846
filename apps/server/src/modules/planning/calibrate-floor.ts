import type { FloorCalibrationReport } from '@airscope/esx';
import { HttpError, notFound } from '../../http/http-error.ts';
import type { ProjectModelService } from '../projects/index.ts';
import { WorkerStoppedError, type BoundedWorkers } from './bounded-worker.ts';

/** What the calibration thread answers: the report, the engine's refusal (a 422), or a failure. */
export type CalibrationWorkerMessage =
  | { type: 'done'; result: FloorCalibrationReport }
  | { type: 'refused'; code: string; message: string }
  | { type: 'failed'; message: string };

const WORKER_URL = new URL('./calibrate.worker-entry.mjs', import.meta.url);

export const CALIBRATION_STOPPED_TEXT = {
  time: 'Calibration stopped: it took longer than the server allows. Try a floor with fewer survey readings.',
  memory: 'Calibration stopped: it needed more memory than the server allows. Try a floor with fewer survey readings.',
  shutdown: 'Calibration stopped: the server is shutting down. Try again once it is back.',
  crashed: 'Calibration stopped unexpectedly. Try again; if it happens again, report it with the time it happened.',
} as const;

/**
 * A floor's survey calibration, computed from the stored project (its survey tracks included) and never saved:
 * the editor applies `changes` as one undoable edit and saves it the usual way. It runs on a thread of its own within
 * the long-computation bounds, so the API keeps answering. A floor without survey, walls or planned APs, or a floor
 * the project lacks, answers 422 with what is missing; a bound hit answers 422 with the bound.
 */
export async function computeFloorCalibration(
  projectModels: ProjectModelService,
  workers: BoundedWorkers,
  projectId: string,
  floorPlanId: string,
): Promise<FloorCalibrationReport> {
  const project = await projectModels.findProject(projectId);
  if (!project) throw notFound();
  const model = await projectModels.loadModel(project, { files: ['track'] });
  let answer: CalibrationWorkerMessage;
  try {
    answer = await workers.run<CalibrationWorkerMessage>(WORKER_URL, { project: model, floorPlanId });
  } catch (error) {
    if (error instanceof WorkerStoppedError) {
      const status = error.reason === 'shutdown' || error.reason === 'crashed' ? 503 : 422;
      throw new HttpError(status, CALIBRATION_STOPPED_TEXT[error.reason], `CALIBRATION_${error.reason.toUpperCase()}`);
    }
    throw error;
  }
  // The project was found and may be edited: a floor it lacks is a request it cannot serve, as an unscaled one.
  if (answer.type === 'refused') throw new HttpError(422, answer.message, answer.code);
  if (answer.type === 'failed') throw new Error(`calibration failed: ${answer.message}`);
  return answer.result;
}
