import type { Kysely, Transaction } from 'kysely';
import type { LicenseProduct, LicenseStatusValue, ProjectRole } from '@airscope/contracts';
import type { Database } from '../db/db.types.ts';

export interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  product: LicenseProduct;
  status: LicenseStatusValue;
  expiresInDays: number;
  flags: Partial<
    Record<
      | 'org_admin'
      | 'enterprise_plus_access'
      | 'insights_access_allowed'
      | 'cloud_planner_access_allowed'
      | 'optimizer_access'
      | 'ai_pro_cloud_planner_access'
      | 'license_suspended',
      boolean
    >
  >;
  eula: string;
}

/** The rows the seed role writes for the demo: an organisation with licensed users and a sharing group, and members of the demo projects. */
export function createDemoSeedRepository(db: Kysely<Database>) {
  return {
    async hasOrganisation(name: string): Promise<boolean> {
      return (await db.selectFrom('organisations').select('id').where('name', '=', name).executeTakeFirst()) !== undefined;
    },
    /** The organisation, a licence and a user per demo account, and a sharing group of the first two, in one transaction. */
    async insertDemoOrganisation(
      orgName: string,
      users: readonly DemoUser[],
      passwordHash: string,
      now: Date,
      // Licence keys are unique across organisations: a second seeded organisation (the load bench's) needs its own prefix.
      licenceKeyPrefix = 'DEMO',
    ): Promise<void> {
      await db.transaction().execute(async (tx) => {
        const org = await tx
          .insertInto('organisations')
          .values({
            id: crypto.randomUUID(),
            name: orgName,
            sharing_restriction: 'NO_RESTRICTION',
            password_policy_enabled: false,
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const userIds: string[] = [];
        for (const [index, demo] of users.entries()) {
          const license = await tx
            .insertInto('licenses')
            .values({
              id: crypto.randomUUID(),
              license_key: `${licenceKeyPrefix}-${String(index + 1).padStart(4, '0')}-${demo.product.replace(/\s+/g, '').toUpperCase()}`,
              org_id: org.id,
              product: demo.product,
              status: demo.status,
              subscription_expires_at: new Date(now.getTime() + demo.expiresInDays * 86_400_000),
              created_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          const user = await tx
            .insertInto('users')
            .values({
              id: crypto.randomUUID(),
              email: demo.email,
              password_hash: passwordHash,
              first_name: demo.firstName,
              last_name: demo.lastName,
              org_id: org.id,
              license_id: license.id,
              ...demo.flags,
              eula_version_consent: demo.eula,
              created_at: now,
              updated_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          userIds.push(user.id);
        }
        const group = await tx
          .insertInto('sharing_groups')
          .values({ id: crypto.randomUUID(), org_id: org.id, name: 'My Sharing Group', created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        await tx
          .insertInto('sharing_group_members')
          .values(userIds.slice(0, 2).map((userId) => ({ group_id: group.id, user_id: userId })))
          .execute();
      });
    },
    findUserByEmail(email: string): Promise<{ id: string; org_id: string | null } | undefined> {
      return db.selectFrom('users').select(['id', 'org_id']).where('email', '=', email).executeTakeFirst();
    },
    async hasProject(ownerId: string, name: string): Promise<boolean> {
      return (
        (await db.selectFrom('projects').select('id').where('owner_id', '=', ownerId).where('name', '=', name).executeTakeFirst()) !==
        undefined
      );
    },
    /** Inside the transaction that inserts the project, so a demo project is never seen half-shared. */
    async addProjectMember(tx: Transaction<Database>, projectId: string, userId: string, role: ProjectRole): Promise<void> {
      await tx.insertInto('project_users').values({ project_id: projectId, user_id: userId, role }).execute();
    },
    inTransaction: <T>(work: (tx: Transaction<Database>) => Promise<T>): Promise<T> => db.transaction().execute(work),
  };
}
