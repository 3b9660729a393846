import { runImportUpload, type ImportDeps } from './import-upload.job.ts';
import { EVERY_LEASE, IMPORT_LEASE } from './import-lease.ts';

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
 * Runs resumeInterruptedImports on a timer, so an import a database restart stopped resumes within a lease and a
 * sweep of the database coming back, in the same worker process. Returns a stop that waits for a sweep under way.
 */
export function startImportSweeper(deps: ImportDeps): () => Promise<void> {
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = resumeInterruptedImports(deps)
      .then(() => undefined)
      // While the database is away every sweep fails; the next tick tries again.
      .catch((err: unknown) => deps.log.warn({ err, event: 'upload.sweep-failed' }, 'could not look for interrupted imports'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, (deps.leaseTiming ?? IMPORT_LEASE).sweepEveryMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
