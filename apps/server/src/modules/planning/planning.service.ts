import { randomUUID } from 'node:crypto';
import { ERROR_TEXT, isFeatureOn, type CreateDesignProject, type ProjectEdits } from '@airscope/contracts';
import { ESX_COLLECTION_SCHEMAS, type EsxProject } from '@airscope/esx';
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../http/actor.ts';
import { badRequest, forbidden, HttpError } from '../../http/http-error.ts';
import { buildNewProject } from '../projects/new-project.ts';
import { floorPlansOf } from '../projects/project-from-esx.ts';
import type { ProjectsRepository } from '../projects/projects.repository.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import type { LicenceGate } from '../users/licence-gate.ts';
import type { BlobStore } from '../../storage/blobs/blob-store.ts';
import type { Readable } from 'node:stream';
import { describePlanImage, readPlanImage } from './store-plan-image.ts';
import { buildDesignProjectModel } from './new-design-project.ts';
import type { PlanningRepository } from './planning.repository.ts';

export interface PlanningServiceDeps {
  blobs: BlobStore;
  planning: PlanningRepository;
  projects: ProjectsRepository;
  projectsService: ProjectsService;
  assertLicenceAllowsWrites: LicenceGate;
  featureFlags: Record<string, string>;
  clock: Clock;
}

// Changes to these collections change the floor list the routes and heatmaps use.
const FLOOR_COLLECTIONS = ['floorPlans', 'buildings', 'buildingFloors'] as const;

export const STALE_VERSION_MESSAGE =
  'The project was changed by someone else since you opened it. Reload it to see the changes, then edit again.';

export function createPlanningService(deps: PlanningServiceDeps) {
  const { planning, clock } = deps;

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
    /** A design project exists only while the design-project flag is on (spec §6). */
    async createDesignProject(actor: Actor, body: CreateDesignProject) {
      if (!isFeatureOn(deps.featureFlags.designProject)) throw forbidden(ERROR_TEXT.designProject);
      if (actor.session.role === 'GUEST') throw forbidden();
      await deps.assertLicenceAllowsWrites(actor);
      const model = buildDesignProjectModel(body.name);
      const project = buildNewProject(model, {
        projectId: randomUUID(),
        name: body.name,
        owner: actor.user,
        uploadId: null,
        now: clock.now(),
        files: [],
      });
      project.row.project_type = body.projectType;
      await planning.inTransaction((tx) => deps.projects.insertProject(tx, project));
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
      return planning.inTransaction(async (tx) => {
        const version = await planning.lockVersion(tx, projectId);
        if (version !== edits.baseVersion) throw new HttpError(409, STALE_VERSION_MESSAGE, 'STALE_PROJECT_VERSION');
        for (const change of edits.changes) {
          if (change.op === 'put') await planning.putRecord(tx, projectId, change.collection, change.record.id, change.record);
          else await planning.deleteRecord(tx, projectId, change.collection, change.id);
        }
        if (edits.changes.some((change) => (FLOOR_COLLECTIONS as readonly string[]).includes(change.collection))) {
          const rows = await planning.listLive(tx, projectId, FLOOR_COLLECTIONS);
          const collections = Object.fromEntries(
            FLOOR_COLLECTIONS.map((name) => [name, rows.filter((row) => row.collection === name).map((row) => row.data)]),
          );
          await planning.syncFloorPlans(tx, projectId, floorPlansOf({ collections } as unknown as EsxProject));
        }
        return { projectVersion: await planning.bumpVersion(tx, projectId, clock.now()) };
      });
    },
  };
}
export type PlanningService = ReturnType<typeof createPlanningService>;
