import type { Clock } from '../../clock.ts';
import type { ImportLeaseRepository } from './import-lease.repository.ts';

export interface ImportLeaseTiming {
  /** How long a claim holds without renewal: a worker that lost the database is taken over this long after its last renewal. */
  leaseMs: number;
  renewEveryMs: number;
  /** How long a committed upload is left to its queued job before the sweeper takes it (the job may never have been queued). */
  queueGraceMs: number;
  /** How long after one sweep for imports whose lease ran out the next is queued (plus up to a second's polling). */
  sweepEverySeconds: number;
  /** Attempts that vanished (a killed worker, a lost database) before the import is given up as FAILED. */
  maxAttempts: number;
}

/** Short enough that an import stopped by a database restart resumes within a minute, long enough for a busy event loop. */
export const IMPORT_LEASE: ImportLeaseTiming = {
  leaseMs: 30_000,
  renewEveryMs: 5_000,
  queueGraceMs: 60_000,
  sweepEverySeconds: 4,
  maxAttempts: 10,
};

/** Later than any lease: passed as "leases ended by" when every lease is to be taken (the embedded engine's start). */
export const EVERY_LEASE = new Date('9999-12-31T00:00:00Z');

/** Thrown inside an attempt that no longer holds its upload: it stops and removes only its own files. */
export class AttemptSuperseded extends Error {
  constructor() {
    super('another import attempt holds this upload');
    this.name = 'AttemptSuperseded';
  }
}

export interface HeldLease {
  /** Throws AttemptSuperseded once the lease is lost, or has gone unrenewed for its whole length. */
  assertHeld(): void;
  release(): void;
}

/**
 * Renews a claimed lease while the attempt runs, each renewal timed from the end of the last (a heartbeat of this one
 * attempt, not a schedule: it lives and dies with the attempt's process, so it is no pg-boss job). If renewals fail (the database is away) for as long as
 * the lease lasts, the attempt gives up by itself: by then another worker may have claimed the upload, and two
 * attempts must never run at once.
 */
export function holdImportLease(
  leases: ImportLeaseRepository,
  clock: Clock,
  lease: { uploadId: string; owner: string; timing: ImportLeaseTiming },
): HeldLease {
  // Monotonic time for the local deadline: the injectable clock only says what is written to the database.
  let renewedAt = performance.now();
  let lost = false;
  let released = false;
  let timer: NodeJS.Timeout | undefined;
  const renewLater = () => {
    if (released || lost) return;
    timer = setTimeout(renew, lease.timing.renewEveryMs);
    timer.unref();
  };
  // One renewal at a time: the next is armed only once this one has answered (or failed: the database may be away).
  const renew = () => {
    const askedAt = performance.now();
    leases
      .renew(lease.uploadId, lease.owner, new Date(clock.now().getTime() + lease.timing.leaseMs))
      .then(
        (held) => {
          if (held) renewedAt = askedAt;
          else lost = true;
        },
        () => undefined,
      )
      .finally(renewLater);
  };
  renewLater();
  return {
    assertHeld() {
      if (lost || performance.now() - renewedAt >= lease.timing.leaseMs) {
        lost = true;
        throw new AttemptSuperseded();
      }
    },
    release() {
      released = true;
      clearTimeout(timer);
    },
  };
}
