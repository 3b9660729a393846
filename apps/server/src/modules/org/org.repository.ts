import type { Kysely, Updateable } from 'kysely';
import type { Database, OrganisationRow, OrganisationsTable } from '../../db/db.types.ts';
import { setsNothing } from '../../db/patch.ts';

export function createOrgRepository(db: Kysely<Database>) {
  return {
    findById(id: string): Promise<OrganisationRow | undefined> {
      return db.selectFrom('organisations').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /** An empty patch writes nothing and answers the organisation as it is. */
    update(id: string, changes: Updateable<OrganisationsTable>): Promise<OrganisationRow> {
      if (setsNothing(changes)) return db.selectFrom('organisations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      return db.updateTable('organisations').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    },
  };
}
export type OrgRepository = ReturnType<typeof createOrgRepository>;
