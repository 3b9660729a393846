import type { Kysely } from 'kysely';
import type { LicenseProduct, LicenseStatusValue } from '@airscope/contracts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/db.types.ts';
import { hashPassword } from '../modules/auth/password-hasher.ts';

export const DEMO_PASSWORD = 'airscope-demo';
export const DEMO_ORG_NAME = 'Demo Org';

interface DemoUser {
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

const EVERY_ACCESS = {
  insights_access_allowed: true,
  cloud_planner_access_allowed: true,
  optimizer_access: true,
  ai_pro_cloud_planner_access: true,
};

/** The demo accounts the README lists; all share DEMO_PASSWORD. */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: 'admin@airscope.test',
    firstName: 'Ada',
    lastName: 'Admin',
    product: 'Software Suite',
    status: 'ACTIVE',
    expiresInDays: 365,
    flags: { org_admin: true, enterprise_plus_access: true, ...EVERY_ACCESS },
    eula: 'v4',
  },
  {
    email: 'user@airscope.test',
    firstName: 'Sam',
    lastName: 'Surveyor',
    product: 'Measure Pro',
    status: 'ACTIVE',
    expiresInDays: 365,
    flags: { insights_access_allowed: true },
    eula: 'v4',
  },
  {
    email: 'expired@airscope.test',
    firstName: 'Eli',
    lastName: 'Expired',
    product: 'Connect',
    status: 'EXPIRED',
    expiresInDays: -30,
    flags: { insights_access_allowed: true },
    eula: 'v4',
  },
  {
    email: 'suspended@airscope.test',
    firstName: 'Sue',
    lastName: 'Suspended',
    product: 'Connect',
    status: 'SUSPENDED',
    expiresInDays: 365,
    flags: { insights_access_allowed: true, license_suspended: true },
    eula: 'v4',
  },
  {
    email: 'noinsights@airscope.test',
    firstName: 'Nia',
    lastName: 'Planner',
    product: 'Plan',
    status: 'ACTIVE',
    expiresInDays: 365,
    flags: { insights_access_allowed: false, cloud_planner_access_allowed: true },
    eula: 'v4',
  },
  {
    email: 'neweula@airscope.test',
    firstName: 'Ned',
    lastName: 'Newcomer',
    product: 'Connect',
    status: 'ACTIVE',
    expiresInDays: 365,
    flags: { insights_access_allowed: true, cloud_planner_access_allowed: true },
    eula: 'v3',
  },
];

/** Creates the demo organisation and users unless the organisation exists; returns whether it seeded. */
export async function seedDemoUsers(db: Kysely<Database>, clock: Clock): Promise<boolean> {
  const existing = await db.selectFrom('organisations').select('id').where('name', '=', DEMO_ORG_NAME).executeTakeFirst();
  if (existing) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = clock.now();
  await db.transaction().execute(async (tx) => {
    const org = await tx
      .insertInto('organisations')
      .values({
        id: crypto.randomUUID(),
        name: DEMO_ORG_NAME,
        sharing_restriction: 'NO_RESTRICTION',
        password_policy_enabled: false,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const userIds: string[] = [];
    for (const [index, demo] of DEMO_USERS.entries()) {
      const license = await tx
        .insertInto('licenses')
        .values({
          id: crypto.randomUUID(),
          license_key: `DEMO-${String(index + 1).padStart(4, '0')}-${demo.product.replace(/\s+/g, '').toUpperCase()}`,
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
  return true;
}
