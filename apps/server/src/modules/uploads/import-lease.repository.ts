import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/db.types.ts';

export interface ImportClaim {
  /** The attempt's id; its files go under `prefix`. */
  owner: string;
  prefix: string;
  now: Date;
  /** The lease the claim takes, renewed while the attempt runs. */
  until: Date;
  /** A lease that ends after this is still held (the embedded engine's restart passes the far future: nobody else runs). */
  takeLeasesEndedBy: Date;
}

/**
 * The lease that lets exactly one import attempt work on an upload at a time (docs/security.md, F2 and F11): an
 * attempt claims it in one statement with its file prefix, renews it while it runs, and writes the project only
 * while it still holds it.
 */
export function createImportLeaseRepository(db: Kysely<Database>) {
  return {
    /** The attempts recorded before this one when the claim succeeds; undefined when another attempt holds it. */
    async claim(id: string, claim: ImportClaim): Promise<{ earlierAttempts: number } | undefined> {
      const row = await db
        .updateTable('uploads')
        .set((eb) => ({
          import_lease_owner: claim.owner,
          import_lease_until: claim.until,
          updated_at: claim.now,
          import_attempts: sql<string>`${eb.ref('import_attempts')} || ${JSON.stringify([claim.prefix])}::jsonb`,
        }))
        .where('id', '=', id)
        .where('status', '=', 'COMMIT_IN_PROGRESS')
        .where((eb) =>
          eb.or([
            eb('import_lease_owner', 'is', null),
            eb('import_lease_until', 'is', null),
            eb('import_lease_until', '<=', claim.takeLeasesEndedBy),
          ]),
        )
        .returning(sql<number>`jsonb_array_length(import_attempts) - 1`.as('earlier'))
        .executeTakeFirst();
      return row ? { earlierAttempts: Number(row.earlier) } : undefined;
    },
    /** False once the attempt no longer holds the lease (another took it over, or the import ended). */
    async renew(id: string, owner: string, until: Date): Promise<boolean> {
      const result = await db
        .updateTable('uploads')
        .set({ import_lease_until: until })
        .where('id', '=', id)
        .where('status', '=', 'COMMIT_IN_PROGRESS')
        .where('import_lease_owner', '=', owner)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },
    /**
     * Gives the upload back at once after an attempt that the database (not the archive) stopped; its files are
     * already gone, so it leaves the attempt list and does not count towards the attempt limit.
     */
    async release(id: string, owner: string, prefix: string, now: Date): Promise<void> {
      await db
        .updateTable('uploads')
        .set((eb) => ({
          import_lease_owner: null,
          import_lease_until: now,
          import_attempts: sql<string>`${eb.ref('import_attempts')} - ${prefix}::text`,
        }))
        .where('id', '=', id)
        .where('status', '=', 'COMMIT_IN_PROGRESS')
        .where('import_lease_owner', '=', owner)
        .execute();
    },
  };
}
export type ImportLeaseRepository = ReturnType<typeof createImportLeaseRepository>;
