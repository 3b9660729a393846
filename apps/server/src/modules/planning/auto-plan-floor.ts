import { autoPlanProjectFloor, isRfModelError, UnknownRequirementProfileError, type AutoPlanReport } from '@airscope/esx';
import type { AutoPlanRequest } from '@airscope/contracts';
import { HttpError, notFound } from '../../http/http-error.ts';
import type { ProjectModelService } from '../projects/index.ts';

/**
 * A floor's auto-plan (decision 0016), computed from the stored project and never saved: the editor adds the
 * proposed APs as one undoable edit and saves them the usual way. An unknown profile, a floor the project lacks
 * or one without a scale answers 422 with the reason.
 */
export async function computeFloorAutoPlan(
  projectModels: ProjectModelService,
  projectId: string,
  floorPlanId: string,
  request: AutoPlanRequest,
): Promise<AutoPlanReport> {
  const project = await projectModels.findProject(projectId);
  if (!project) throw notFound();
  const model = await projectModels.loadModel(project);
  try {
    return autoPlanProjectFloor(model, floorPlanId, request);
  } catch (error) {
    if (error instanceof UnknownRequirementProfileError) throw new HttpError(422, error.message, 'UNKNOWN_REQUIREMENT');
    if (isRfModelError(error)) throw new HttpError(422, error.message, error.code);
    throw error;
  }
}
