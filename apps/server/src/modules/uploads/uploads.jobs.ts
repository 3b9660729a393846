import { z } from 'zod';
import { defineJob, type JobDefinition } from '../../module-contract/server-module.ts';
import { runImportUpload, type ImportDeps } from './import-upload.ts';
import { IMPORT_LEASE } from './import-lease.ts';
import { resumeInterruptedImports } from './resume-imports.ts';

export const IMPORT_UPLOAD_JOB = 'import-upload';
export const ImportUploadJobSchema = z.object({ uploadId: z.string().min(1) });
/** The sweep for imports whose lease ran out: a pg-boss job repeated every few seconds, once across all workers. */
export const SWEEP_IMPORTS_JOB = 'sweep-imports';

/**
 * The import of a committed upload, and the sweep that resumes imports a killed worker or a database restart stopped
 * (within a lease and one sweep, whichever worker is alive; cron's minute would be too coarse here).
 */
export function uploadsJobs(deps: ImportDeps): JobDefinition[] {
  return [
    defineJob({ name: IMPORT_UPLOAD_JOB, payload: ImportUploadJobSchema, run: ({ uploadId }) => runImportUpload(deps, uploadId) }),
    defineJob({
      name: SWEEP_IMPORTS_JOB,
      payload: z.object({}),
      everySeconds: (deps.leaseTiming ?? IMPORT_LEASE).sweepEverySeconds,
      // While the database is away every sweep fails; the next one tries again.
      run: async () => {
        await resumeInterruptedImports(deps).catch((err: unknown) =>
          deps.log.warn({ err, event: 'upload.sweep-failed' }, 'could not look for interrupted imports'),
        );
      },
    }),
  ];
}
