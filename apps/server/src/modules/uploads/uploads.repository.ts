import type { Kysely, Transaction } from 'kysely';
import type { UploadStatus } from '@airscope/contracts';
import type { Database, UploadRow } from '../../db/db.types.ts';

export function createUploadsRepository(db: Kysely<Database>) {
  return {
    /** One transaction for an import's last step: the upload's lock, the project's rows and the COMMITTED status. */
    inTransaction<T>(work: (tx: Transaction<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },
    async insert(
      row: Omit<
        UploadRow,
        | 'size'
        | 'received_at'
        | 'project_id'
        | 'rollback_reason'
        | 'failure_code'
        | 'import_attempts'
        | 'import_lease_owner'
        | 'import_lease_until'
      >,
    ): Promise<void> {
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
    /**
     * IN_PROGRESS → COMMIT_IN_PROGRESS exactly once, however many commits race. The import is left to the queued
     * job until `queuedUntil`; after that the sweeper takes it, so a job that was never queued is not waited for.
     */
    async beginCommit(id: string, projectId: string, at: Date, queuedUntil: Date): Promise<boolean> {
      const result = await db
        .updateTable('uploads')
        .set({
          status: 'COMMIT_IN_PROGRESS',
          project_id: projectId,
          updated_at: at,
          import_lease_owner: null,
          import_lease_until: queuedUntil,
        })
        .where('id', '=', id)
        .where('status', '=', 'IN_PROGRESS')
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },
    lockForFinish(tx: Transaction<Database>, id: string): Promise<UploadRow | undefined> {
      return tx.selectFrom('uploads').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    },
    /** Ends the import with `status`, only for the attempt that holds its lease. */
    async finish(
      tx: Kysely<Database> | Transaction<Database>,
      id: string,
      outcome: { owner: string; status: UploadStatus; reason: string | null; at: Date; failureCode?: string | null },
    ) {
      const result = await tx
        .updateTable('uploads')
        .set({ status: outcome.status, rollback_reason: outcome.reason, failure_code: outcome.failureCode ?? null, updated_at: outcome.at })
        .where('id', '=', id)
        .where('status', '=', 'COMMIT_IN_PROGRESS')
        .where('import_lease_owner', '=', outcome.owner)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },
    /** Imports nobody holds: their lease (a stopped attempt's, or the queue's) ran out by `leaseEndedBy`. */
    listInterrupted(leaseEndedBy: Date) {
      return db
        .selectFrom('uploads')
        .select('id')
        .where('status', '=', 'COMMIT_IN_PROGRESS')
        .where((eb) => eb.or([eb('import_lease_until', 'is', null), eb('import_lease_until', '<=', leaseEndedBy)]))
        .orderBy('updated_at')
        .execute();
    },
  };
}
export type UploadsRepository = ReturnType<typeof createUploadsRepository>;
