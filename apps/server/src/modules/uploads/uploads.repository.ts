import { sql, type Kysely, type Transaction } from 'kysely';
import type { UploadStatus } from '@airscope/contracts';
import type { Database, UploadRow } from '../../db/db.types.ts';

export function createUploadsRepository(db: Kysely<Database>) {
  return {
    async insert(row: Omit<UploadRow, 'size' | 'received_at' | 'project_id' | 'rollback_reason' | 'import_attempts'>): Promise<void> {
      await db
        .insertInto('uploads')
        .values({ ...row, size: null, received_at: null, project_id: null, rollback_reason: null })
        .execute();
    },
    findById(id: string): Promise<UploadRow | undefined> {
      return db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirst();
    },
    countRecentByUser(userId: string, since: Date): Promise<number> {
      return db
        .selectFrom('uploads')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', userId)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.n));
    },
    /** Claims the one PUT an upload URL allows; false when another PUT got there first. */
    async claimReceive(id: string, at: Date): Promise<boolean> {
      const result = await db
        .updateTable('uploads')
        .set({ received_at: at, updated_at: at })
        .where('id', '=', id)
        .where('status', '=', 'IN_PROGRESS')
        .where('received_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },
    async releaseReceive(id: string): Promise<void> {
      await db.updateTable('uploads').set({ received_at: null, size: null }).where('id', '=', id).execute();
    },
    async recordSize(id: string, size: number): Promise<void> {
      await db.updateTable('uploads').set({ size }).where('id', '=', id).execute();
    },
    /** IN_PROGRESS → COMMIT_IN_PROGRESS exactly once, however many commits race. */
    async beginCommit(id: string, projectId: string, at: Date): Promise<boolean> {
      const result = await db
        .updateTable('uploads')
        .set({ status: 'COMMIT_IN_PROGRESS', project_id: projectId, updated_at: at })
        .where('id', '=', id)
        .where('status', '=', 'IN_PROGRESS')
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },
    /** Records an attempt's blob prefix before it writes anything there. */
    async startAttempt(id: string, prefix: string, at: Date): Promise<void> {
      await db
        .updateTable('uploads')
        .set((eb) => ({ updated_at: at, import_attempts: sql<string>`${eb.ref('import_attempts')} || ${JSON.stringify([prefix])}::jsonb` }))
        .where('id', '=', id)
        .execute();
    },
    lockForFinish(tx: Transaction<Database>, id: string): Promise<UploadRow | undefined> {
      return tx.selectFrom('uploads').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    },
    async finish(tx: Kysely<Database> | Transaction<Database>, id: string, status: UploadStatus, reason: string | null, at: Date) {
      const result = await tx
        .updateTable('uploads')
        .set({ status, rollback_reason: reason, updated_at: at })
        .where('id', '=', id)
        .where('status', '=', 'COMMIT_IN_PROGRESS')
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },
    listInterrupted(staleBefore: Date) {
      return db
        .selectFrom('uploads')
        .select('id')
        .where('status', '=', 'COMMIT_IN_PROGRESS')
        .where('updated_at', '<=', staleBefore)
        .execute();
    },
  };
}
export type UploadsRepository = ReturnType<typeof createUploadsRepository>;
