import { randomUUID } from 'node:crypto';
import type { SyncRun } from '@airscope/contracts';
import type { Clock } from '../../clock.ts';
import { badRequest, notFound } from '../../http/http-error.ts';
import type { RecordChangesService } from '../planning/record-changes.service.ts';
import type { ProjectModelService } from '../projects/index.ts';
import type { ControllerClient } from './vendors/controller-client.ts';
import { fromController, runErrorText } from './controller-errors.ts';
import { presentRun } from './integrations.presenter.ts';
import type { ConnectionRow, IntegrationsRepository, ProjectLink } from './integrations.repository.ts';
import { diffSite, type SyncDiff } from './sync-diff.ts';

export interface SyncRunnerDeps {
  repo: IntegrationsRepository;
  clientOf: (row: ConnectionRow) => Promise<ControllerClient>;
  projectModels: ProjectModelService;
  recordChanges: RecordChangesService;
  clock: Clock;
}

export interface SyncTarget {
  projectId: string;
  siteId: string;
}

interface ComputedSync {
  diff: SyncDiff;
  version: number;
  link: ProjectLink;
}

/** Controller floor id → floor-plan id, by floor name, for a project that never synced with this site. */
function floorsByName(plans: ReadonlyArray<{ id: string; name?: unknown }>, floors: ReadonlyArray<{ id: string; name: string }>) {
  const map: Record<string, string> = {};
  for (const floor of floors) {
    const plan = plans.find(
      (p) =>
        String(p.name ?? '')
          .trim()
          .toLowerCase() === floor.name.trim().toLowerCase(),
    );
    if (plan) map[floor.id] = plan.id;
  }
  if (Object.keys(map).length === 0)
    throw badRequest('None of the controller’s floors has the name of a floor of this project.', 'NO_MATCHING_FLOORS');
  return map;
}

/** Diff, save and record one sync; shared by the page's sync and the scheduled one (no authorisation here). */
export function createSyncRunner(deps: SyncRunnerDeps) {
  const { repo, clock } = deps;

  async function compute(row: ConnectionRow, target: SyncTarget): Promise<ComputedSync> {
    const project = await deps.projectModels.findProject(target.projectId);
    if (!project || project.status === 'DELETE_REQUESTED') throw notFound();
    const site = await fromController(async () => (await deps.clientOf(row)).fetchSite(target.siteId));
    const model = await deps.projectModels.loadModel(project, { files: [] });
    const known = await repo.findLink(target.projectId);
    const link =
      known && known.connection_id === row.id && known.site_id === target.siteId
        ? known
        : {
            project_id: target.projectId,
            connection_id: row.id,
            site_id: target.siteId,
            floor_map: floorsByName(model.collections.floorPlans, site.floors),
          };
    return { diff: diffSite(row.vendor, site, model, link.floor_map), version: project.project_version, link };
  }

  /** One save of the diff on top of `baseVersion`, with a run that remembers how to take it back. */
  async function apply(row: ConnectionRow, computed: ComputedSync, baseVersion: number, trigger: SyncRun['trigger']) {
    const startedAt = clock.now();
    const { diff, link } = computed;
    const saved =
      diff.changes.length > 0 ? await deps.recordChanges.save(link.project_id, { baseVersion, changes: diff.changes }) : undefined;
    await repo.saveLink(link, clock.now());
    const id = randomUUID();
    const resultVersion = saved?.projectVersion ?? computed.version;
    await repo.insertRun({
      id,
      connection_id: row.id,
      project_id: link.project_id,
      trigger,
      status: 'SUCCEEDED',
      started_at: startedAt,
      finished_at: clock.now(),
      added: diff.preview.added.length,
      moved: diff.preview.moved.length,
      removed: diff.preview.removed.length,
      error: null,
      result_version: resultVersion,
      undo: saved ? JSON.stringify(diff.undo) : null,
    });
    return { projectVersion: resultVersion, run: presentRun((await repo.findRun(id))!, resultVersion) };
  }

  async function recordFailure(row: ConnectionRow, projectId: string, trigger: SyncRun['trigger'], startedAt: Date, error: unknown) {
    await repo.insertRun({
      id: randomUUID(),
      connection_id: row.id,
      project_id: projectId,
      trigger,
      status: 'FAILED',
      started_at: startedAt,
      finished_at: clock.now(),
      added: 0,
      moved: 0,
      removed: 0,
      error: runErrorText(error),
      result_version: null,
      undo: null,
    });
  }

  return {
    compute,
    apply,
    recordFailure,
    /** The scheduled sync of one connection: every linked project takes the controller's current APs, each its own run. */
    async syncLinkedProjects(connectionId: string): Promise<number> {
      const row = await repo.findConnection(connectionId);
      if (!row) return 0;
      let runs = 0;
      for (const link of await repo.listLinks(connectionId)) {
        const startedAt = clock.now();
        try {
          const computed = await compute(row, { projectId: link.project_id, siteId: link.site_id });
          await apply(row, computed, computed.version, 'SCHEDULED');
        } catch (error) {
          await recordFailure(row, link.project_id, 'SCHEDULED', startedAt, error);
        }
        runs += 1;
      }
      return runs;
    },
  };
}
export type SyncRunner = ReturnType<typeof createSyncRunner>;
