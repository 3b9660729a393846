import type { Kysely } from 'kysely';
import type { Database, ReportRow } from '../../db/db.types.ts';

export function createReportsRepository(db: Kysely<Database>) {
  return {
    async insert(row: {
      project_id: string;
      created_by: string;
      format: string;
      language: string;
      options: Record<string, unknown>;
      created_at: Date;
    }): Promise<ReportRow> {
      return db
        .insertInto('reports')
        .values({ ...row, options: JSON.stringify(row.options), status: 'QUEUED' })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    findById(id: string): Promise<ReportRow | undefined> {
      return db.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirst();
    },
    listForUser(projectId: string, userId: string): Promise<ReportRow[]> {
      return db
        .selectFrom('reports')
        .selectAll()
        .where('project_id', '=', projectId)
        .where('created_by', '=', userId)
        .orderBy('created_at', 'desc')
        .limit(50)
        .execute();
    },
    /** QUEUED → RUNNING; false when another worker (or an earlier try) already finished it. */
    async start(id: string): Promise<boolean> {
      const result = await db
        .updateTable('reports')
        .set({ status: 'RUNNING', progress: 0, error: null })
        .where('id', '=', id)
        .where('status', 'in', ['QUEUED', 'RUNNING'])
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },
    async setProgress(id: string, progress: number): Promise<void> {
      await db.updateTable('reports').set({ progress }).where('id', '=', id).where('status', '=', 'RUNNING').execute();
    },
    async finish(id: string, done: { blob_key: string; size_bytes: number; at: Date }): Promise<void> {
      await db
        .updateTable('reports')
        .set({ status: 'DONE', progress: 100, blob_key: done.blob_key, size_bytes: done.size_bytes, finished_at: done.at })
        .where('id', '=', id)
        .execute();
    },
    async fail(id: string, error: string, at: Date): Promise<void> {
      await db.updateTable('reports').set({ status: 'FAILED', error, finished_at: at }).where('id', '=', id).execute();
    },
  };
}
export type ReportsRepository = ReturnType<typeof createReportsRepository>;
