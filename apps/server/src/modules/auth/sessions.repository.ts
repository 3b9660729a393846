import type { Kysely } from 'kysely';
import type { Database, SessionRow, SessionsTable, UserRow } from '../../db/db.types.ts';

/** Every session column, spelled out so the joined read below can tell them from the user's. */
const SESSION_COLUMNS = Object.keys({
  id_hash: true,
  user_id: true,
  role: true,
  csrf_token: true,
  secure_project_id: true,
  created_at: true,
  last_seen_at: true,
  expires_at: true,
  user_agent: true,
} satisfies Record<keyof SessionsTable, true>) as Array<keyof SessionsTable>;

export function createSessionsRepository(db: Kysely<Database>) {
  return {
    async insert(row: SessionRow): Promise<void> {
      await db.insertInto('sessions').values(row).execute();
    },
    /** The session and its user in one round trip: every signed-in request reads both. */
    async findWithUser(idHash: string): Promise<{ session: SessionRow; user: UserRow } | undefined> {
      const row = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .selectAll('users')
        .select(SESSION_COLUMNS.map((column) => `sessions.${column} as session_${column}` as const))
        .where('sessions.id_hash', '=', idHash)
        .executeTakeFirst();
      if (!row) return undefined;
      const joined: Record<string, unknown> = { ...row };
      const session: Record<string, unknown> = {};
      for (const column of SESSION_COLUMNS) {
        session[column] = joined[`session_${column}`];
        delete joined[`session_${column}`];
      }
      return { session: session as unknown as SessionRow, user: joined as unknown as UserRow };
    },
    async touch(idHash: string, at: Date): Promise<void> {
      await db.updateTable('sessions').set({ last_seen_at: at }).where('id_hash', '=', idHash).execute();
    },
    async delete(idHash: string): Promise<void> {
      await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
    },
    async deleteExpired(now: Date, idleBefore: Date): Promise<number> {
      const result = await db
        .deleteFrom('sessions')
        .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', idleBefore)]))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
