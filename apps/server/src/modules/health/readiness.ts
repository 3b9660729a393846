import type { Kysely } from 'kysely';
import type { Readiness } from '@airscope/contracts';
import type { Database } from '../../db/db.types.ts';
import { migrations } from '../../db/migrations/index.ts';
import type { BlobStore } from '../../storage/blobs/blob-store.ts';
import { createHealthRepository } from './health.repository.ts';

/** A probe that hangs counts as failed: a readiness answer must come back while a balancer still waits. */
const CHECK_TIMEOUT_MS = 2_000;

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('readiness check timed out')), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Database reachable, every known migration applied, blob store answering. */
export function createReadinessCheck(db: Kysely<Database>, blobs: BlobStore) {
  const expected = Object.keys(migrations);
  const health = createHealthRepository(db);
  return async function checkReadiness(): Promise<Readiness> {
    const database = await withTimeout(health.ping()).then(
      () => 'ok' as const,
      () => 'failed' as const,
    );
    const applied =
      database === 'ok'
        ? await withTimeout(health.listAppliedMigrations()).then(
            (names) => names,
            () => null,
          )
        : null;
    const migrationsState = applied === null ? 'failed' : expected.every((name) => applied.includes(name)) ? 'ok' : 'pending';
    const blobStore = await withTimeout(blobs.checkReachable()).then(
      () => 'ok' as const,
      () => 'failed' as const,
    );
    const ready = database === 'ok' && migrationsState === 'ok' && blobStore === 'ok';
    return { status: ready ? 'ready' : 'unavailable', checks: { database, migrations: migrationsState, blobStore } };
  };
}
