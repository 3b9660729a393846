import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/db.types.ts';

/** The two reads readiness makes: a round trip to the database, and the names of the applied migrations. */
export function createHealthRepository(db: Kysely<Database>) {
  return {
    ping: async (): Promise<void> => {
      await sql`select 1`.execute(db);
    },
    listAppliedMigrations: async (): Promise<string[]> =>
      (await sql<{ name: string }>`select name from schema_migrations`.execute(db)).rows.map((row) => row.name),
  };
}
