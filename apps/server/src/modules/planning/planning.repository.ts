import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, NewFloorPlan } from '../../db/db.types.ts';

type Tx = Transaction<Database>;

/** The SQL of planning saves: record-by-record changes to a project under its row lock. */
export function createPlanningRepository(db: Kysely<Database>) {
  return {
    inTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    /** Locks the project row for the save; concurrent saves of one project queue here. */
    async lockVersion(tx: Tx, projectId: string): Promise<number | undefined> {
      const row = await tx.selectFrom('projects').select('project_version').where('id', '=', projectId).forUpdate().executeTakeFirst();
      return row?.project_version;
    },

    /** The country code whose Wi-Fi rules the project's radios are held to, or null. */
    async regulatoryDomainOf(tx: Tx, projectId: string): Promise<string | null> {
      const row = await tx.selectFrom('projects').select('regulatory_domain').where('id', '=', projectId).executeTakeFirst();
      return row?.regulatory_domain ?? null;
    },

    /** Replaces the live record with this id, or appends it to its collection. */
    async putRecord(tx: Tx, projectId: string, collection: string, id: string, data: Record<string, unknown>): Promise<void> {
      const json = JSON.stringify(data);
      const updated = await tx
        .updateTable('project_records')
        .set({ data: json })
        .where('project_id', '=', projectId)
        .where('collection', '=', collection)
        .where('record_id', '=', id)
        .where('deleted', '=', false)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) > 0) return;
      const next = await tx
        .selectFrom('project_records')
        .select(sql<number>`coalesce(max(ordinal) + 1, 0)`.as('ordinal'))
        .where('project_id', '=', projectId)
        .where('collection', '=', collection)
        .where('deleted', '=', false)
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('project_records')
        .values({ project_id: projectId, collection, ordinal: Number(next.ordinal), record_id: id, deleted: false, data: json })
        .execute();
    },

    async deleteRecord(tx: Tx, projectId: string, collection: string, id: string): Promise<void> {
      await tx
        .deleteFrom('project_records')
        .where('project_id', '=', projectId)
        .where('collection', '=', collection)
        .where('record_id', '=', id)
        .where('deleted', '=', false)
        .execute();
    },

    async listLive(
      tx: Tx,
      projectId: string,
      collections: readonly string[],
    ): Promise<Array<{ collection: string; data: Record<string, unknown> }>> {
      return tx
        .selectFrom('project_records')
        .select(['collection', 'data'])
        .where('project_id', '=', projectId)
        .where('deleted', '=', false)
        .where('collection', 'in', [...collections])
        .orderBy('ordinal')
        .execute() as Promise<Array<{ collection: string; data: Record<string, unknown> }>>;
    },

    /** Floor-plan rows follow the floorPlans records; a kept floor keeps its numeric row id (the route uses it). */
    async syncFloorPlans(tx: Tx, projectId: string, plans: readonly NewFloorPlan[]): Promise<void> {
      const ids = plans.map((plan) => plan.floor_plan_id);
      let stale = tx.deleteFrom('project_floor_plans').where('project_id', '=', projectId);
      if (ids.length > 0) stale = stale.where('floor_plan_id', 'not in', ids);
      await stale.execute();
      for (const plan of plans) {
        await tx
          .insertInto('project_floor_plans')
          .values({ ...plan, project_id: projectId })
          .onConflict((oc) => oc.columns(['project_id', 'floor_plan_id']).doUpdateSet({ ...plan }))
          .execute();
      }
    },

    async insertFile(
      tx: Tx,
      projectId: string,
      file: { kind: 'image' | 'track'; name: string; blob_key: string; size: number; content_type: string },
    ): Promise<void> {
      await tx
        .insertInto('project_files')
        .values({ ...file, project_id: projectId })
        .execute();
    },

    async bumpVersion(tx: Tx, projectId: string, at: Date): Promise<number> {
      const row = await tx
        .updateTable('projects')
        .set((eb) => ({ project_version: eb('project_version', '+', 1), updated_at: at }))
        .where('id', '=', projectId)
        .returning('project_version')
        .executeTakeFirstOrThrow();
      return row.project_version;
    },
  };
}
export type PlanningRepository = ReturnType<typeof createPlanningRepository>;
