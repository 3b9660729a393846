import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/db.types.ts';

export interface NewSecureShare {
  projectId: string;
  email: string;
  keyHash: string;
  createdBy: string;
  at: Date;
}

/** Secure shares, their guest principals and their one-time codes. */
export function createSecureSharesRepository(db: Kysely<Database>) {
  return {
    /** Creates the share and its guest principal together: the guest's sessions hang off that user row. */
    async insertShare(share: NewSecureShare) {
      return db.transaction().execute(async (tx) => {
        const shareId = crypto.randomUUID();
        const guest = await tx
          .insertInto('users')
          .values({
            id: crypto.randomUUID(),
            // Not an address anyone can own or sign in with: the guest signs in only by code.
            email: `guest-${shareId}@guest.airscope.invalid`,
            password_hash: '!',
            first_name: 'Guest',
            last_name: '',
            org_id: null,
            license_id: null,
            eula_version_consent: null,
            created_at: share.at,
            updated_at: share.at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return tx
          .insertInto('secure_shares')
          .values({
            id: shareId,
            project_id: share.projectId,
            email: share.email,
            key_hash: share.keyHash,
            created_by: share.createdBy,
            guest_user_id: guest.id,
            created_at: share.at,
            revoked_at: null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      });
    },

    listLive(projectId: string) {
      return db
        .selectFrom('secure_shares')
        .selectAll('secure_shares')
        .select((eb) =>
          eb
            .exists(
              eb
                .selectFrom('secure_share_codes')
                .select('id')
                .whereRef('secure_share_codes.share_id', '=', 'secure_shares.id')
                .where('used_at', 'is not', null),
            )
            .as('used'),
        )
        .where('project_id', '=', projectId)
        .where('revoked_at', 'is', null)
        .orderBy('created_at', 'desc')
        .execute();
    },

    findLiveByKeyHash(keyHash: string) {
      return db.selectFrom('secure_shares').selectAll().where('key_hash', '=', keyHash).where('revoked_at', 'is', null).executeTakeFirst();
    },

    /** Revokes once and deletes the guest principal, which ends its sessions (FK cascade) in the same transaction. */
    async revoke(projectId: string, shareId: string, at: Date): Promise<boolean> {
      return db.transaction().execute(async (tx) => {
        const share = await tx
          .updateTable('secure_shares')
          .set({ revoked_at: at })
          .where('id', '=', shareId)
          .where('project_id', '=', projectId)
          .where('revoked_at', 'is', null)
          .returning('guest_user_id')
          .executeTakeFirst();
        if (!share) return false;
        if (share.guest_user_id) await tx.deleteFrom('users').where('id', '=', share.guest_user_id).execute();
        await tx.deleteFrom('secure_share_codes').where('share_id', '=', shareId).execute();
        return true;
      });
    },

    async countCodesSince(shareId: string, since: Date): Promise<number> {
      const row = await db
        .selectFrom('secure_share_codes')
        .select(sql<string>`count(*)`.as('n'))
        .where('share_id', '=', shareId)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** A new code kills every older one of the share (docs/security.md O1). */
    async replaceCode(shareId: string, codeHash: string, at: Date, expiresAt: Date): Promise<void> {
      await db.transaction().execute(async (tx) => {
        await tx
          .updateTable('secure_share_codes')
          .set({ superseded_at: at })
          .where('share_id', '=', shareId)
          .where('superseded_at', 'is', null)
          .execute();
        await tx
          .insertInto('secure_share_codes')
          .values({ share_id: shareId, code_hash: codeHash, created_at: at, expires_at: expiresAt, used_at: null, superseded_at: null })
          .execute();
      });
    },

    /**
     * Counts one attempt on the share's live code before any comparison, atomically (a conditional
     * UPDATE re-checked under the row lock), so parallel guesses can never exceed `maxAttempts`.
     */
    claimAttempt(shareId: string, now: Date, maxAttempts: number) {
      return db
        .updateTable('secure_share_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('share_id', '=', shareId)
        .where('used_at', 'is', null)
        .where('superseded_at', 'is', null)
        .where('expires_at', '>', now)
        .where('attempts', '<', maxAttempts)
        .returning(['id', 'code_hash'])
        .executeTakeFirst();
    },

    /** Marks the code used exactly once: of two parallel right answers only one gets a row back. */
    async consumeCode(codeId: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('secure_share_codes')
        .set({ used_at: now })
        .where('id', '=', codeId)
        .where('used_at', 'is', null)
        .where('superseded_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}
export type SecureSharesRepository = ReturnType<typeof createSecureSharesRepository>;
