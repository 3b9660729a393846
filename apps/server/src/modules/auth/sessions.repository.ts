import type { Kysely } from 'kysely';
import type { Database, SessionRow } from '../../db/db.types.ts';

export function createSessionsRepository(db: Kysely<Database>) {
  return {
    async insert(row: SessionRow): Promise<void> {
      await db.insertInto('sessions').values(row).execute();
    },
    findByHash(idHash: string): Promise<SessionRow | undefined> {
      return db.selectFrom('sessions').selectAll().where('id_hash', '=', idHash).executeTakeFirst();
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
