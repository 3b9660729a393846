import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/db.types.ts';
import type { BlobStore } from '../storage/blobs/blob-store.ts';
import { seedDemoProjects } from './demo-projects.seed.ts';
import { seedDemoUsers } from './demo-users.seed.ts';

/** Seeds every kind of demo data that is missing; safe to run again. Projects need the blob store. */
export async function seedDemoData(db: Kysely<Database>, clock: Clock, blobs?: BlobStore): Promise<{ users: boolean; projects: number }> {
  const users = await seedDemoUsers(db, clock);
  const projects = blobs ? await seedDemoProjects(db, blobs, clock) : 0;
  return { users, projects };
}
