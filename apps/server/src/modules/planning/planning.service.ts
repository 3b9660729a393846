import { randomUUID } from 'node:crypto';
import { ERROR_TEXT, isFeatureOn, type AutoPlanRequest, type CreateDesignProject, type ProjectEdits } from '@airscope/contracts';
import { ESX_COLLECTION_SCHEMAS } from '@airscope/esx';
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../http/actor.ts';
import { badRequest, forbidden, notFound } from '../../http/http-error.ts';
import { buildNewProject, type ProjectModelService } from '../projects/index.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import type { LicenceGate, UserLicenceCheck } from '../users/index.ts';
import type { BlobStore } from '../../storage/blobs/blob-store.ts';
import type { Readable } from 'node:stream';
import { describePlanImage, readPlanImage } from './store-plan-image.ts';
import { computeFloorCalibration } from './calibrate-floor.ts';
import { autoPlanOwnerOf, startFloorAutoPlan } from './auto-plan-floor.ts';
import type { AutoPlanJobs } from './auto-plan-jobs.ts';
import type { BoundedWorkers } from './bounded-worker.ts';
import { buildDesignProjectModel } from './new-design-project.ts';
import { createRecordChangesService } from './record-changes.service.ts';
import type { PlanningRepository } from './planning.repository.ts';
import { findFloor, recordSurveyWalk, type SurveyWalk } from './record-survey-walk.ts';
import type { UserRow } from '../../db/db.types.ts';

export interface PlanningServiceDeps {
  blobs: BlobStore;
  planning: PlanningRepository;
  projectModels: ProjectModelService;
  projectsService: ProjectsService;
  assertLicenceAllowsWrites: LicenceGate;
  assertUserLicenceAllowsWrites: UserLicenceCheck;
  featureFlags: Record<string, string>;
  clock: Clock;
  autoPlanJobs: AutoPlanJobs;
  /** Threads for the calibration, bounded like auto-plan jobs. */
  calibrationWorkers: BoundedWorkers;
}

export function createPlanningService(deps: PlanningServiceDeps) {
  const { planning, clock } = deps;
  const recordChanges = createRecordChangesService({ planning, clock });

  /** Every put record must be a valid .esx record of its collection, so export and the engine can read it. */
  function checkRecords(edits: ProjectEdits): void {
    for (const change of edits.changes) {
      if (change.op !== 'put') continue;
      const parsed = ESX_COLLECTION_SCHEMAS[change.collection].safeParse(change.record);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw badRequest(
          `Record ${change.record.id} of ${change.collection} is not valid: ${issue?.path.join('.') || 'record'} ${issue?.message ?? ''}`.trim(),
          'INVALID_RECORD',
        );
      }
    }
  }

  return {
    /** A survey device adds a walk for its user: the user must be able to edit the project and hold a live licence. */
    async addSurveyWalk(user: UserRow, projectId: string, walk: SurveyWalk) {
      await deps.projectsService.authorizeUser(user, projectId, 'write');
      await deps.assertUserLicenceAllowsWrites(user);
      const floor = findFloor(await deps.projectModels.listFloorPlans(projectId), walk.floor);
      return recordSurveyWalk({ planning, blobs: deps.blobs, clock }, projectId, floor, walk);
    },

    /** A floor's survey calibration for someone who may edit the project (it proposes edits; it saves nothing). */
    async calibrateFloor(actor: Actor, projectId: string, floorPlanId: string) {
      await deps.projectsService.authorize(actor, projectId, 'write');
      await deps.assertLicenceAllowsWrites(actor);
      return computeFloorCalibration(deps.projectModels, deps.calibrationWorkers, projectId, floorPlanId);
    },

    /** Starts a floor's auto-plan job for someone who may edit the project (it proposes APs; it saves nothing). */
    async autoPlanFloor(actor: Actor, projectId: string, floorPlanId: string, request: AutoPlanRequest) {
      await deps.projectsService.authorize(actor, projectId, 'write');
      await deps.assertLicenceAllowsWrites(actor);
      return startFloorAutoPlan(deps.projectModels, deps.autoPlanJobs, actor, { projectId, floorPlanId }, request);
    },

    /** An auto-plan job of the caller on a project they may still edit; 404 for anyone else's or a forgotten one. */
    async autoPlanJob(actor: Actor, projectId: string, jobId: string) {
      await deps.projectsService.authorize(actor, projectId, 'write');
      const job = deps.autoPlanJobs.get(autoPlanOwnerOf(actor), jobId);
      if (!job || job.projectId !== projectId) throw notFound();
      return job;
    },

    /** Cancels an auto-plan job of the caller: its thread is stopped before the answer. */
    async cancelAutoPlanJob(actor: Actor, projectId: string, jobId: string) {
      await deps.projectsService.authorize(actor, projectId, 'write');
      const owner = autoPlanOwnerOf(actor);
      if (deps.autoPlanJobs.get(owner, jobId)?.projectId !== projectId) throw notFound();
      return (await deps.autoPlanJobs.cancel(owner, jobId))!;
    },

    /** A design project exists only while the design-project flag is on (docs/product.md §6). */
    async createDesignProject(actor: Actor, body: CreateDesignProject) {
      if (!isFeatureOn(deps.featureFlags.designProject)) throw forbidden(ERROR_TEXT.designProject);
      if (actor.session.role === 'GUEST') throw forbidden();
      await deps.assertLicenceAllowsWrites(actor);
      const model = buildDesignProjectModel(body.name, clock.now());
      const project = buildNewProject(model, {
        projectId: randomUUID(),
        name: body.name,
        owner: actor.user,
        uploadId: null,
        now: clock.now(),
        files: [],
      });
      project.row.project_type = body.projectType;
      await planning.inTransaction((tx) => deps.projectModels.insertProject(tx, project));
      return { projectId: project.row.id, projectVersion: project.row.project_version };
    },

    /** Stores a plan image and its images record in one save; a refused or failed save leaves no file behind. */
    async storePlanImage(actor: Actor, projectId: string, body: Readable) {
      await deps.projectsService.authorize(actor, projectId, 'write');
      await deps.assertLicenceAllowsWrites(actor);
      const bytes = await readPlanImage(body);
      const image = await describePlanImage(bytes);
      const contentType = image.type === 'png' ? 'image/png' : 'image/jpeg';
      const key = `projects/${projectId}/planning/images/${randomUUID()}`;
      await deps.blobs.put(key, bytes, { contentType });
      const imageFormat = image.type === 'png' ? ('PNG' as const) : ('JPEG' as const);
      try {
        await planning.inTransaction(async (tx) => {
          await planning.lockVersion(tx, projectId);
          await planning.insertFile(tx, projectId, {
            kind: 'image',
            name: image.imageId,
            blob_key: key,
            size: bytes.length,
            content_type: contentType,
          });
          await planning.putRecord(tx, projectId, 'images', image.imageId, {
            id: image.imageId,
            status: 'CREATED',
            imageFormat,
            resolutionWidth: image.width,
            resolutionHeight: image.height,
          });
          await planning.bumpVersion(tx, projectId, clock.now());
        });
      } catch (error) {
        await deps.blobs.delete(key).catch(() => undefined);
        throw error;
      }
      return { imageId: image.imageId, width: image.width, height: image.height, imageFormat };
    },

    /** Saves the editor's changes all or nothing on top of the version it loaded, and bumps the version. */
    async applyEdits(actor: Actor, projectId: string, edits: ProjectEdits) {
      await deps.projectsService.authorize(actor, projectId, 'write');
      await deps.assertLicenceAllowsWrites(actor);
      checkRecords(edits);
      return recordChanges.save(projectId, edits);
    },
  };
}
export type PlanningService = ReturnType<typeof createPlanningService>;
