import type { Kysely } from 'kysely';
import type { Database } from '../../db/db.types.ts';

export function createServerSecretsRepository(db: Kysely<Database>) {
  return {
    /** Stores the value unless the name already has one; the first writer wins when processes race. */
    async insertIfAbsent(name: string, value: string): Promise<void> {
      await db
        .insertInto('server_secrets')
        .values({ name, value })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
    },
    async getValue(name: string): Promise<string> {
      const row = await db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
      return row.value;
    },
    async findValue(name: string): Promise<string | undefined> {
      const row = await db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirst();
      return row?.value;
    },
    async listNames(prefix: string): Promise<string[]> {
      const rows = await db.selectFrom('server_secrets').select('name').where('name', 'like', `${prefix}%`).execute();
      return rows.map((row) => row.name);
    },
    async remove(name: string): Promise<void> {
      await db.deleteFrom('server_secrets').where('name', '=', name).execute();
    },
  };
}
