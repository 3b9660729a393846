import { runImportUpload, type ImportDeps } from './import-upload.ts';
import { EVERY_LEASE } from './import-lease.ts';

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
