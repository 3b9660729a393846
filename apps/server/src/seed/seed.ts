import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/db.types.ts';
import { seedDemoUsers } from './demo-users.seed.ts';

/** Seeds every kind of demo data that is missing; safe to run again. */
export async function seedDemoData(db: Kysely<Database>, clock: Clock): Promise<{ users: boolean }> {
  return { users: await seedDemoUsers(db, clock) };
}
