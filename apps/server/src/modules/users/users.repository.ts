import type { Kysely, Updateable } from 'kysely';
import type { Database, LicenseRow, UserRow, UsersTable } from '../../db/db.types.ts';
import { setsNothing } from '../../db/patch.ts';

export function createUsersRepository(db: Kysely<Database>) {
  return {
    findById(id: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },
    findByEmail(email: string): Promise<UserRow | undefined> {
      return db
        .selectFrom('users')
        .selectAll()
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
        .executeTakeFirst();
    },
    async findOrgName(orgId: string | null): Promise<string | null> {
      if (!orgId) return null;
      const row = await db.selectFrom('organisations').select('name').where('id', '=', orgId).executeTakeFirst();
      return row?.name ?? null;
    },
    findLicenseById(id: string): Promise<LicenseRow | undefined> {
      return db.selectFrom('licenses').selectAll().where('id', '=', id).executeTakeFirst();
    },
    findLicenseByKey(key: string): Promise<LicenseRow | undefined> {
      return db.selectFrom('licenses').selectAll().where('license_key', '=', key).executeTakeFirst();
    },
    findLicenseHolder(licenseId: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('license_id', '=', licenseId).executeTakeFirst();
    },
    /** A patch that changes no column (its `updated_at` aside) writes nothing and answers the user as they are. */
    async update(id: string, changes: Updateable<UsersTable>): Promise<UserRow> {
      const { updated_at: _touched, ...columns } = changes;
      if (setsNothing(columns)) return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      return db.updateTable('users').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    },
    listGroups(orgId: string, name: string | undefined) {
      let query = db.selectFrom('sharing_groups').select(['id', 'name']).where('org_id', '=', orgId);
      if (name !== undefined) query = query.where('name', '=', name);
      return query.orderBy('name').execute();
    },
    listGroupMembers(groupIds: string[]) {
      if (groupIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('sharing_group_members')
        .innerJoin('users', 'users.id', 'sharing_group_members.user_id')
        .select(['sharing_group_members.group_id', 'users.id', 'users.email'])
        .where('sharing_group_members.group_id', 'in', groupIds)
        .orderBy('users.email')
        .execute();
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
