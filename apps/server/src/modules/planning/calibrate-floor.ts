import { calibrateFloor, CalibrationRefusedError, isRfModelError, type FloorCalibrationReport } from '@airscope/esx';
import { HttpError, notFound } from '../../http/http-error.ts';
import type { ProjectModelService } from '../projects/index.ts';

/**
 * A floor's survey calibration, computed from the stored project (its survey tracks included) and never saved:
 * the editor applies `changes` as one undoable edit and saves it the usual way. A floor without survey, walls or
 * planned APs, or a floor the project lacks, answers 422 with what is missing.
 */
export async function computeFloorCalibration(
  projectModels: ProjectModelService,
  projectId: string,
  floorPlanId: string,
): Promise<FloorCalibrationReport> {
  const project = await projectModels.findProject(projectId);
  if (!project) throw notFound();
  const model = await projectModels.loadModel(project, { files: ['track'] });
  try {
    return calibrateFloor(model, floorPlanId);
  } catch (error) {
    if (error instanceof CalibrationRefusedError) throw new HttpError(422, error.message, error.code);
    // The project was found and may be edited: a floor it lacks is a request it cannot serve, as an unscaled one.
    if (isRfModelError(error)) throw new HttpError(422, error.message, error.code);
    throw error;
  }
}
