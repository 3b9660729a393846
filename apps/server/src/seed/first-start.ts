import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { systemClock } from '../clock.ts';
import type { AppConfig } from '../config/config.ts';
import type { Database } from '../db/db.types.ts';
import { offerSetupLinkAtStart } from '../modules/setup/setup.module.ts';
import { createDemoSeedRepository } from './demo-seed.repository.ts';
import { DEMO_ORG_NAME, DEMO_PASSWORD, DEMO_USERS } from './demo-users.seed.ts';

/**
 * What an API start says about its accounts (docs/security.md A7): a loud warning when the demo's published password
 * can be used from the network, and otherwise, while no organisation administrator exists, the one-time setup link.
 */
export async function guardFirstStart(config: AppConfig, db: Kysely<Database>, log: FastifyBaseLogger): Promise<void> {
  const demoAdmin = DEMO_USERS[0]!.email;
  if (config.demoSource === 'explicit') {
    log.warn(
      { event: 'demo.published-password', host: config.host },
      `SEED_DEMO=true on ${config.host}: the demo accounts (${demoAdmin} is an organisation administrator) sign in with the password "${DEMO_PASSWORD}" printed in the README, from any machine that reaches this server. Unset SEED_DEMO on a real deployment.`,
    );
    return;
  }
  if (config.seedDemo) return;
  if (await createDemoSeedRepository(db).hasOrganisation(DEMO_ORG_NAME)) {
    log.warn(
      { event: 'demo.accounts-left', host: config.host },
      `The demo organisation "${DEMO_ORG_NAME}" from an earlier start is still in the database: its accounts (${demoAdmin} …) sign in with the password printed in the README. Delete them or change their passwords.`,
    );
  }
  await offerSetupLinkAtStart(db, {
    clock: systemClock,
    log,
    dataDir: config.dataDir,
    publicUrl: config.publicUrl,
  });
}
