import { sql, type Insertable, type Kysely } from 'kysely';
import type { AnalyticsEventsTable, Database } from '../../db/db.types.ts';

export function createAnalyticsRepository(db: Kysely<Database>) {
  return {
    async insertEvent(row: Insertable<AnalyticsEventsTable>): Promise<void> {
      await db.insertInto('analytics_events').values(row).execute();
    },
    async findLicenceKey(userId: string): Promise<string | null> {
      const row = await db
        .selectFrom('users')
        .innerJoin('licenses', 'licenses.id', 'users.license_id')
        .select('licenses.license_key')
        .where('users.id', '=', userId)
        .executeTakeFirst();
      return row?.license_key ?? null;
    },
    /** Events of one organisation since `from`, counted per UTC day and action type. */
    async countPerDayAndType(orgId: string, from: Date): Promise<{ day: string; type: string; count: number }[]> {
      const day = sql<string>`to_char(received_at at time zone 'UTC', 'YYYY-MM-DD')`;
      const rows = await db
        .selectFrom('analytics_events')
        .select([day.as('day'), 'action_type as type', (eb) => eb.fn.countAll<string>().as('count')])
        .where('org_id', '=', orgId)
        .where('received_at', '>=', from)
        .groupBy([day, 'action_type'])
        .orderBy('day')
        .orderBy('action_type')
        .execute();
      return rows.map((row) => ({ day: row.day, type: row.type, count: Number(row.count) }));
    },
  };
}
export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
