import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/db.types.ts';

/** The counter every write that insights answers depend on bumps (migration 20261123T1600), read each request. */
export async function readInsightsDataVersion(db: Kysely<Database>): Promise<string> {
  const result = await sql<{ version: string }>`select version from insight_data_version where id = 1`.execute(db);
  return String(result.rows[0]?.version ?? '0');
}
