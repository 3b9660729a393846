import { checkAutoPlanRequest, isRfModelError, UnknownRequirementProfileError } from '@airscope/esx';
import type { AutoPlanJob, AutoPlanRequest } from '@airscope/contracts';
import type { Actor } from '../../http/actor.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import type { ProjectModelService } from '../projects/index.ts';
import { AutoPlanBusyError, type AutoPlanJobs, type AutoPlanOwner } from './auto-plan-jobs.ts';

/** Whose a job is: its starter, counted against their organisation (or alone, without one). */
export function autoPlanOwnerOf(actor: Actor): AutoPlanOwner {
  return { userId: actor.user.id, orgKey: actor.user.org_id ? `org:${actor.user.org_id}` : `user:${actor.user.id}` };
}

/**
 * Starts a floor's auto-plan (decision 0016) as a job on a thread of its own, computed from the stored project and
 * never saved: the editor adds the proposed APs as one undoable edit and saves them the usual way. An unknown
 * profile, a floor the project lacks or one without a scale answers 422 at once, before any job starts.
 */
export async function startFloorAutoPlan(
  projectModels: ProjectModelService,
  jobs: AutoPlanJobs,
  actor: Actor,
  target: { projectId: string; floorPlanId: string },
  request: AutoPlanRequest,
): Promise<AutoPlanJob> {
  const project = await projectModels.findProject(target.projectId);
  if (!project) throw notFound();
  // Records only: the planner reads no image, track or other file.
  const model = await projectModels.loadModel(project, { files: [] });
  try {
    checkAutoPlanRequest(model, target.floorPlanId, request.requirementId);
    return jobs.start(autoPlanOwnerOf(actor), target.projectId, { project: model, floorPlanId: target.floorPlanId, request });
  } catch (error) {
    if (error instanceof AutoPlanBusyError) throw new HttpError(429, error.message, 'AUTO_PLAN_BUSY');
    if (error instanceof UnknownRequirementProfileError) throw new HttpError(422, error.message, 'UNKNOWN_REQUIREMENT');
    if (isRfModelError(error)) throw new HttpError(422, error.message, error.code);
    throw error;
  }
}
