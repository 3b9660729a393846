import type { ProjectEdits } from '@airscope/contracts';
import type { EsxProject } from '@airscope/esx';
import type { Clock } from '../../clock.ts';
import { HttpError } from '../../http/http-error.ts';
import { floorPlansOf } from '../projects/index.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/db.types.ts';
import { createPlanningRepository, type PlanningRepository } from './planning.repository.ts';
import { assertRadiosWithinRules } from './radio-rules.ts';

// Changes to these collections change the floor list the routes and heatmaps use.
const FLOOR_COLLECTIONS = ['floorPlans', 'buildings', 'buildingFloors'] as const;

export const STALE_VERSION_MESSAGE =
  'The project was changed by someone else since you opened it. Reload it to see the changes, then edit again.';

/**
 * One save of record changes, as the planning editor makes them: under the project row's lock, on top of
 * `baseVersion` (409 when the project moved since), floor-plan rows following the floor records, and the
 * version bumped, all in one transaction. Radios put must keep to the project's Wi-Fi rules (400 otherwise). No authorisation: callers authorised already or run as the system.
 */
export function createRecordChangesService(deps: { planning: PlanningRepository; clock: Clock }) {
  const { planning, clock } = deps;
  return {
    async save(projectId: string, edits: ProjectEdits): Promise<{ projectVersion: number }> {
      return planning.inTransaction(async (tx) => {
        const version = await planning.lockVersion(tx, projectId);
        if (version !== edits.baseVersion) throw new HttpError(409, STALE_VERSION_MESSAGE, 'STALE_PROJECT_VERSION');
        if (edits.changes.some((change) => change.op === 'put' && change.collection === 'simulatedRadios')) {
          const stored = await planning.listLive(tx, projectId, ['antennaTypes']);
          assertRadiosWithinRules(
            edits,
            await planning.regulatoryDomainOf(tx, projectId),
            stored.map((row) => row.data),
          );
        }
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
/** The same saves for other modules, over the planning module's own repository. */
export function createRecordChangesServiceOn(db: Kysely<Database>, clock: Clock) {
  return createRecordChangesService({ planning: createPlanningRepository(db), clock });
}
export type RecordChangesService = ReturnType<typeof createRecordChangesService>;
