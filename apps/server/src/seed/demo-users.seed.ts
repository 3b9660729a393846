import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/db.types.ts';
import { hashPassword } from '../modules/auth/password-hasher.ts';
import { createDemoSeedRepository, type DemoUser } from './demo-seed.repository.ts';

export const DEMO_PASSWORD = 'airscope-demo';
export const DEMO_ORG_NAME = 'Demo Org';

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
    flags: { insights_access_allowed: true, cloud_planner_access_allowed: true },
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
  const seedRows = createDemoSeedRepository(db);
  if (await seedRows.hasOrganisation(DEMO_ORG_NAME)) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = clock.now();
  await seedRows.insertDemoOrganisation(DEMO_ORG_NAME, DEMO_USERS, passwordHash, now);
  return true;
}
