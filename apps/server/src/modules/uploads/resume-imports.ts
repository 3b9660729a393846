import type { JobQueue } from '../../storage/queue/job-queue.ts';
import { runImportUpload, type ImportDeps } from './import-upload.job.ts';
import { EVERY_LEASE, IMPORT_LEASE } from './import-lease.ts';

/** The sweep for imports whose lease ran out: a pg-boss job repeated every few seconds, once across all workers. */
export const SWEEP_IMPORTS_JOB = 'sweep-imports';

/**
 * Resumes every committed upload nobody holds: its attempt's lease ran out (the worker died or lost the database), or
 * its queued job never came. With `takeOver` (the embedded engine's start: one process, so nobody else can be
 * running) unexpired leases are taken too. Returns how many were found.
 */
export async function resumeInterruptedImports(deps: ImportDeps, options: { takeOver?: boolean } = {}): Promise<number> {
  const now = deps.clock.now();
  const stale = await deps.uploads.listInterrupted(options.takeOver ? EVERY_LEASE : now);
  for (const { id } of stale) {
    deps.log.warn({ event: 'upload.resumed', uploadId: id }, 'resuming an interrupted import');
    await runImportUpload(deps, id, options);
  }
  return stale.length;
}

/**
 * Repeats resumeInterruptedImports on the job queue, so an import a killed worker or a database restart stopped
 * resumes within a lease and one sweep, whichever worker process is alive. Cron's minute would be too coarse here.
 */
export async function registerImportSweep(queue: Pick<JobQueue, 'repeat'>, deps: ImportDeps): Promise<void> {
  await queue.repeat(SWEEP_IMPORTS_JOB, (deps.leaseTiming ?? IMPORT_LEASE).sweepEverySeconds, async () => {
    // While the database is away every sweep fails; the next one tries again.
    await resumeInterruptedImports(deps).catch((err: unknown) =>
      deps.log.warn({ err, event: 'upload.sweep-failed' }, 'could not look for interrupted imports'),
    );
  });
}
