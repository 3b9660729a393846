import { sql, type Kysely } from 'kysely';
import { emailDomainOf } from '@airscope/contracts';
import type { Database, SessionRow, UserRow } from '../../db/db.types.ts';

export interface NewAccount {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  at: Date;
}

export function createAccountsRepository(db: Kysely<Database>) {
  return {
    findUserById(id: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },
    findUserByEmail(email: string): Promise<UserRow | undefined> {
      return db
        .selectFrom('users')
        .selectAll()
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
        .executeTakeFirst();
    },
    /** Inserts the account unless the address is taken (the unique index decides races); true when created. */
    async insertUser(account: NewAccount): Promise<boolean> {
      const result = await db
        .insertInto('users')
        .values({
          id: crypto.randomUUID(),
          email: account.email,
          password_hash: account.passwordHash,
          first_name: account.firstName,
          last_name: account.lastName,
          // A registered account starts without a licence, organisation or extra access (the column defaults).
          org_id: null,
          license_id: null,
          eula_version_consent: null,
          created_at: account.at,
          updated_at: account.at,
        })
        .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
        .returning('id')
        .executeTakeFirst();
      return result !== undefined;
    },
    /** On when the user's own organisation, or an organisation listing the address's domain, has the policy on. */
    async isPasswordPolicyEnabled(orgId: string | null, email: string): Promise<boolean> {
      const domain = emailDomainOf(email);
      const row = await db
        .selectFrom('organisations')
        .select('id')
        .where('password_policy_enabled', '=', true)
        .where((eb) => {
          const covers = [eb(sql.val(domain), '=', eb.fn.any('email_domains'))];
          if (orgId) covers.push(eb('id', '=', orgId));
          return eb.or(covers);
        })
        .executeTakeFirst();
      return row !== undefined;
    },
    async setPassword(userId: string, passwordHash: string, at: Date): Promise<void> {
      await db.updateTable('users').set({ password_hash: passwordHash, updated_at: at }).where('id', '=', userId).execute();
    },

    /** A new reset link replaces every older one of the user. */
    async replaceResetToken(userId: string, tokenHash: string, at: Date, expiresAt: Date): Promise<void> {
      await db.transaction().execute(async (tx) => {
        await tx.deleteFrom('password_resets').where('user_id', '=', userId).execute();
        await tx
          .insertInto('password_resets')
          .values({ user_id: userId, token_hash: tokenHash, created_at: at, expires_at: expiresAt })
          .execute();
      });
    },
    findLiveResetToken(userId: string, tokenHash: string, now: Date) {
      return db
        .selectFrom('password_resets')
        .select(['id'])
        .where('user_id', '=', userId)
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
    },
    /** Marks the token used exactly once (a conditional UPDATE), so two parallel resets cannot both win. */
    async consumeResetToken(id: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('password_resets')
        .set({ used_at: now })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async recordRequest(action: string, ip: string, at: Date): Promise<void> {
      await db.insertInto('account_requests').values({ action, ip, requested_at: at }).execute();
    },
    async countRequests(action: string, ip: string, since: Date): Promise<number> {
      const row = await db
        .selectFrom('account_requests')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('action', '=', action)
        .where('ip', '=', ip)
        .where('requested_at', '>', since)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    listLiveSessions(userId: string, now: Date, idleSince: Date): Promise<SessionRow[]> {
      return db
        .selectFrom('sessions')
        .selectAll()
        .where('user_id', '=', userId)
        .where('expires_at', '>', now)
        .where('last_seen_at', '>', idleSince)
        .orderBy('last_seen_at', 'desc')
        .execute();
    },
    async deleteSessions(userId: string, exceptIdHash?: string): Promise<void> {
      let query = db.deleteFrom('sessions').where('user_id', '=', userId);
      if (exceptIdHash) query = query.where('id_hash', '<>', exceptIdHash);
      await query.execute();
    },
    async deleteSession(userId: string, idHash: string): Promise<void> {
      await db.deleteFrom('sessions').where('user_id', '=', userId).where('id_hash', '=', idHash).execute();
    },
    /** Sign-in throttling is keyed by the lower-cased e-mail (see auth.service). */
    async clearSignInThrottle(email: string): Promise<void> {
      await db.deleteFrom('login_throttle').where('username', '=', email.trim().toLowerCase()).execute();
    },
  };
}
export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
