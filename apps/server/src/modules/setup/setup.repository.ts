import type { Kysely } from 'kysely';
import type { Database } from '../../db/db.types.ts';

export interface FirstAdminRows {
  tokenHash: string;
  organisationName: string;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  licenceKey: string;
  now: Date;
}

export type TokenState = 'live' | 'used' | 'unknown';

/** The setup link's token hashes, and the organisation, licence and administrator its use creates. */
export function createSetupRepository(db: Kysely<Database>) {
  async function tokenState(executor: Kysely<Database>, tokenHash: string): Promise<TokenState> {
    const row = await executor.selectFrom('first_admin_setup').select('used_at').where('token_hash', '=', tokenHash).executeTakeFirst();
    if (!row) return 'unknown';
    return row.used_at === null ? 'live' : 'used';
  }
  return {
    /** Any organisation administrator, seeded or set up: a server that has one needs no setup link. */
    async hasOrganisationAdmin(): Promise<boolean> {
      return (await db.selectFrom('users').select('id').where('org_admin', '=', true).limit(1).executeTakeFirst()) !== undefined;
    },
    tokenState: (tokenHash: string) => tokenState(db, tokenHash),
    /** The new token becomes the only live one: an older link stops working. */
    async replaceLiveToken(tokenHash: string, now: Date): Promise<void> {
      await db.transaction().execute(async (tx) => {
        await tx.deleteFrom('first_admin_setup').where('used_at', 'is', null).execute();
        await tx.insertInto('first_admin_setup').values({ token_hash: tokenHash, created_at: now, used_at: null }).execute();
      });
    },
    /**
     * Uses the token up and creates the organisation, its licence and its administrator in one transaction, so two
     * visitors racing with the same link get one account between them. Answers why nothing was created otherwise.
     */
    async createFirstAdmin(rows: FirstAdminRows): Promise<{ userId: string } | TokenState | 'email-taken'> {
      return db
        .transaction()
        .execute(async (tx) => {
          const used = await tx
            .updateTable('first_admin_setup')
            .set({ used_at: rows.now })
            .where('token_hash', '=', rows.tokenHash)
            .where('used_at', 'is', null)
            .returning('token_hash')
            .executeTakeFirst();
          if (!used) return tokenState(tx, rows.tokenHash);
          const taken = await tx
            .selectFrom('users')
            .select('id')
            .where((eb) => eb(eb.fn('lower', ['email']), '=', rows.email.toLowerCase()))
            .executeTakeFirst();
          // Thrown so the transaction rolls back and the link stays usable with another address.
          if (taken) throw new EmailTaken();
          const orgId = crypto.randomUUID();
          await tx
            .insertInto('organisations')
            .values({
              id: orgId,
              name: rows.organisationName,
              sharing_restriction: 'NO_RESTRICTION',
              password_policy_enabled: false,
              created_at: rows.now,
            })
            .execute();
          const licenceId = crypto.randomUUID();
          // A self-hosted server's own licence: the whole suite, with no end date.
          await tx
            .insertInto('licenses')
            .values({
              id: licenceId,
              license_key: rows.licenceKey,
              org_id: orgId,
              product: 'Software Suite',
              status: 'ACTIVE',
              subscription_expires_at: null,
              created_at: rows.now,
            })
            .execute();
          const userId = crypto.randomUUID();
          await tx
            .insertInto('users')
            .values({
              id: userId,
              email: rows.email,
              password_hash: rows.passwordHash,
              first_name: rows.firstName,
              last_name: rows.lastName,
              org_id: orgId,
              license_id: licenceId,
              org_admin: true,
              enterprise_plus_access: true,
              insights_access_allowed: true,
              cloud_planner_access_allowed: true,
              optimizer_access: true,
              ai_pro_cloud_planner_access: true,
              // The administrator accepts the EULA at first sign-in like everyone else (docs/product.md §2 rule 3).
              eula_version_consent: null,
              created_at: rows.now,
              updated_at: rows.now,
            })
            .execute();
          return { userId };
        })
        .catch((error: unknown) => {
          if (error instanceof EmailTaken) return 'email-taken' as const;
          throw error;
        });
    },
  };
}

class EmailTaken extends Error {}

export type SetupRepository = ReturnType<typeof createSetupRepository>;
