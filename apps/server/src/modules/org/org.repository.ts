import type { Kysely, Updateable } from 'kysely';
import type { Database, OrganisationRow, OrganisationsTable } from '../../db/db.types.ts';

export function createOrgRepository(db: Kysely<Database>) {
  return {
    findById(id: string): Promise<OrganisationRow | undefined> {
      return db.selectFrom('organisations').selectAll().where('id', '=', id).executeTakeFirst();
    },
    update(id: string, changes: Updateable<OrganisationsTable>): Promise<OrganisationRow> {
      return db.updateTable('organisations').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    },
  };
}
export type OrgRepository = ReturnType<typeof createOrgRepository>;
