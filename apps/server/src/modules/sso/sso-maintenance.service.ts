import type { Kysely } from 'kysely';
import type { Database } from '../../db/db.types.ts';
import { SAML_REQUEST_LIFETIME_MS } from './saml-service-provider.ts';
import { createSsoRepository } from './sso.repository.ts';

/** Drops unanswered SAML requests past their lifetime and assertion ids past the time a replay could still pass. */
export function createSsoMaintenanceService(db: Kysely<Database>) {
  const sso = createSsoRepository(db);
  return {
    purgeStale: (now: Date): Promise<unknown> => sso.deleteStale(new Date(now.getTime() - SAML_REQUEST_LIFETIME_MS), now),
  };
}
export type SsoMaintenanceService = ReturnType<typeof createSsoMaintenanceService>;
