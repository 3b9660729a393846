import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/db.types.ts';
import { createUsersRepository } from './users.repository.ts';

/** Finds users for work that runs as the system (imports, insights), where no actor asks and no rule applies. */
export function createUserLookupService(db: Kysely<Database>) {
  const users = createUsersRepository(db);
  return {
    findUser: (userId: string): Promise<UserRow | undefined> => users.findById(userId),
  };
}
export type UserLookupService = ReturnType<typeof createUserLookupService>;
