import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/db.types.ts';
import { createServerSecretsRepository } from './server-secrets.repository.ts';

/** A per-deployment secret kept in the database, so every process of one deployment signs alike. */
export async function loadServerSecret(db: Kysely<Database>, name: string): Promise<Buffer> {
  const secrets = createServerSecretsRepository(db);
  await secrets.insertIfAbsent(name, randomBytes(32).toString('base64'));
  return Buffer.from(await secrets.getValue(name), 'base64');
}

/** An existing secret, or undefined when it was never made or has been retired. */
export async function findServerSecret(db: Kysely<Database>, name: string): Promise<Buffer | undefined> {
  const value = await createServerSecretsRepository(db).findValue(name);
  return value === undefined ? undefined : Buffer.from(value, 'base64');
}

/** Names of the secrets that start with `prefix` (versioned keys such as `controller-credentials-key-3`). */
export function listServerSecretNames(db: Kysely<Database>, prefix: string): Promise<string[]> {
  return createServerSecretsRepository(db).listNames(prefix);
}

/** Forgets a secret; only for retired keys nothing is sealed with any more. */
export function retireServerSecret(db: Kysely<Database>, name: string): Promise<void> {
  return createServerSecretsRepository(db).remove(name);
}
