import { randomUUID } from 'node:crypto';
import type { ImportPreview, SyncPreview, SyncRun } from '@airscope/contracts';
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../http/actor.ts';
import { badRequest, HttpError, notFound } from '../../http/http-error.ts';
import { isUuid } from '../../http/is-uuid.ts';
import type { RecordChangesService } from '../planning/record-changes.service.ts';
import { buildNewProject, storeProjectFiles, type ProjectModelService } from '../projects/index.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import type { LicenceGate } from '../users/index.ts';
import type { BlobStore } from '../../storage/blobs/blob-store.ts';
import type { ConnectionsService } from './connections.service.ts';
import { fromController } from './controller-errors.ts';
import { presentRun } from './integrations.presenter.ts';
import type { IntegrationsRepository } from './integrations.repository.ts';
import { presentImportPlan } from './import-preview.presenter.ts';
import { buildSiteImportModel } from './site-import-model.ts';
import { planSiteImport } from './site-import-plan.ts';
import type { SyncRunner, SyncTarget } from './sync-runner.ts';

export interface SiteSyncServiceDeps {
  repo: IntegrationsRepository;
  connections: ConnectionsService;
  runner: SyncRunner;
  projectsService: ProjectsService;
  projectModels: ProjectModelService;
  recordChanges: RecordChangesService;
  assertLicenceAllowsWrites: LicenceGate;
  blobs: BlobStore;
  clock: Clock;
}

/** Import a controller site as a project, and sync a site's APs into a project: preview, apply, undo, last run. */
export function createSiteSyncService(deps: SiteSyncServiceDeps) {
  const { repo, connections, runner, clock } = deps;

  return {
    /** What importing the site would do, with the scales the user has typed so far; nothing is saved. */
    async previewImport(actor: Actor, connectionId: string, siteId: string, scales: Record<string, number> = {}): Promise<ImportPreview> {
      const row = await connections.load(actor, connectionId, 'use');
      const client = await connections.clientOf(row);
      const site = await fromController(() => client.fetchSite(siteId));
      return presentImportPlan(site, planSiteImport(site, scales));
    },

    async importSite(actor: Actor, connectionId: string, siteId: string, name?: string, scales: Record<string, number> = {}) {
      const row = await connections.load(actor, connectionId, 'use');
      await deps.assertLicenceAllowsWrites(actor);
      const client = await connections.clientOf(row);
      const site = await fromController(() => client.fetchSite(siteId));
      const projectName = name ?? site.name;
      const plan = planSiteImport(site, scales);
      const built = await buildSiteImportModel(row.vendor, site, plan, projectName);
      const projectId = randomUUID();
      const prefix = `projects/${projectId}/controller/`;
      try {
        const files = await storeProjectFiles(deps.blobs, prefix, built.model);
        const project = buildNewProject(built.model, {
          projectId,
          name: projectName,
          owner: actor.user,
          uploadId: null,
          now: clock.now(),
          files,
        });
        await repo.inTransaction(async (tx) => {
          await deps.projectModels.insertProject(tx, project);
          await repo.saveLink(
            { project_id: projectId, connection_id: row.id, site_id: site.id, floor_map: built.floorMap },
            clock.now(),
            tx,
          );
        });
      } catch (error) {
        // Nothing half-imported stays behind: the rows roll back with the transaction, the maps are removed here.
        await deps.blobs.deletePrefix(prefix).catch(() => undefined);
        throw error;
      }
      return {
        projectId,
        floorCount: site.floors.length,
        accessPointCount: built.accessPointCount,
        unplacedCount: plan.unplaced.length,
        unscaledFloors: built.unscaledFloors,
      };
    },

    async preview(actor: Actor, connectionId: string, target: SyncTarget): Promise<SyncPreview> {
      const row = await connections.load(actor, connectionId, 'use');
      await deps.projectsService.authorize(actor, target.projectId, 'write');
      const { diff, version } = await runner.compute(row, target);
      return { projectVersion: version, ...diff.preview };
    },

    async apply(actor: Actor, connectionId: string, target: SyncTarget & { baseVersion: number }) {
      const row = await connections.load(actor, connectionId, 'use');
      await deps.projectsService.authorize(actor, target.projectId, 'write');
      await deps.assertLicenceAllowsWrites(actor);
      const startedAt = clock.now();
      try {
        return await runner.apply(row, await runner.compute(row, target), target.baseVersion, 'MANUAL');
      } catch (error) {
        // A stale preview (409) is the user's to redo, not a failed sync of the controller.
        if (!(error instanceof HttpError && error.statusCode === 409))
          await runner.recordFailure(row, target.projectId, 'MANUAL', startedAt, error);
        throw error;
      }
    },

    /** Takes a sync back in one save, only while the project is at the version the sync saved (else 409). */
    async undo(actor: Actor, runId: string) {
      const run = isUuid(runId) ? await repo.findRun(runId) : undefined;
      if (!run?.project_id) throw notFound();
      await connections.load(actor, run.connection_id, 'use');
      await deps.projectsService.authorize(actor, run.project_id, 'write');
      await deps.assertLicenceAllowsWrites(actor);
      if (run.undo === null || run.result_version === null)
        throw badRequest('This sync changed nothing, or was taken back already.', 'NOTHING_TO_UNDO');
      const saved = await deps.recordChanges.save(run.project_id, { baseVersion: run.result_version, changes: run.undo as never });
      await repo.clearUndo(run.id);
      return saved;
    },

    async lastRun(actor: Actor, connectionId: string): Promise<SyncRun | null> {
      const row = await connections.load(actor, connectionId, 'use');
      const run = await repo.latestRun(row.id);
      if (!run) return null;
      const version = run.project_id ? (await deps.projectModels.findProject(run.project_id))?.project_version : undefined;
      return presentRun(run, version);
    },
  };
}
export type SiteSyncService = ReturnType<typeof createSiteSyncService>;
