import { sql, type Kysely } from 'kysely';
import type { Database, LicenseRow, UserRow } from '../../db/db.types.ts';

export interface LicenceWithHolder extends LicenseRow {
  holder: Pick<UserRow, 'id' | 'email' | 'first_name' | 'last_name' | 'org_admin'> | null;
}

type HolderRow = LicenseRow & {
  holder_id: string | null;
  holder_email: string | null;
  holder_first_name: string | null;
  holder_last_name: string | null;
  holder_org_admin: boolean | null;
};

function withHolder(row: HolderRow): LicenceWithHolder {
  const { holder_id, holder_email, holder_first_name, holder_last_name, holder_org_admin, ...licence } = row;
  return {
    ...licence,
    holder: holder_id
      ? {
          id: holder_id,
          email: holder_email ?? '',
          first_name: holder_first_name ?? '',
          last_name: holder_last_name ?? '',
          org_admin: holder_org_admin ?? false,
        }
      : null,
  };
}

export function createLicencesRepository(db: Kysely<Database>) {
  const licencesWithHolder = () =>
    db
      .selectFrom('licenses')
      .leftJoin('users as holder', 'holder.license_id', 'licenses.id')
      .selectAll('licenses')
      .select([
        'holder.id as holder_id',
        'holder.email as holder_email',
        'holder.first_name as holder_first_name',
        'holder.last_name as holder_last_name',
        'holder.org_admin as holder_org_admin',
      ]);

  return {
    async listForOrg(orgId: string): Promise<LicenceWithHolder[]> {
      const rows = await licencesWithHolder().where('licenses.org_id', '=', orgId).orderBy('licenses.license_key').execute();
      return rows.map(withHolder);
    },

    async findInOrg(licenceId: string, orgId: string): Promise<LicenceWithHolder | undefined> {
      const row = await licencesWithHolder().where('licenses.id', '=', licenceId).where('licenses.org_id', '=', orgId).executeTakeFirst();
      return row ? withHolder(row) : undefined;
    },

    listMembers(orgId: string) {
      return db
        .selectFrom('users')
        .select(['id', 'email', 'first_name', 'last_name', 'org_admin', 'license_id'])
        .where('org_id', '=', orgId)
        .where('disabled', '=', false)
        .orderBy('email')
        .execute();
    },

    findMember(userId: string, orgId: string) {
      return db.selectFrom('users').selectAll().where('id', '=', userId).where('org_id', '=', orgId).executeTakeFirst();
    },

    /** Gives the licence to the user unless someone else holds it; false when someone does (checked in the same statement). */
    async assign(licenceId: string, userId: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ license_id: licenceId, updated_at: now })
        .where('id', '=', userId)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('users as other')
                .select(sql`1`.as('one'))
                .where('other.license_id', '=', licenceId)
                .where('other.id', '<>', userId),
            ),
          ),
        )
        .executeTakeFirst()
        // Two admins racing for one licence: the unique index on users.license_id refuses the loser.
        .catch((error: unknown) => {
          if ((error as { code?: string }).code === '23505') return { numUpdatedRows: 0n };
          throw error;
        });
      return Number(result.numUpdatedRows) === 1;
    },

    async revoke(licenceId: string, now: Date): Promise<void> {
      await db.updateTable('users').set({ license_id: null, updated_at: now }).where('license_id', '=', licenceId).execute();
    },
  };
}
export type LicencesRepository = ReturnType<typeof createLicencesRepository>;
