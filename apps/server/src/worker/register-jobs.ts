import type { AppConfig } from '../config/config.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/db.types.ts';
import { createProjectModelService } from '../modules/projects/index.ts';
import { runImportUpload, IMPORT_UPLOAD_JOB, ImportUploadJobSchema } from '../modules/uploads/import-upload.job.ts';
import { createUploadsRepository } from '../modules/uploads/uploads.repository.ts';
import { createImportLeaseRepository } from '../modules/uploads/import-lease.repository.ts';
import { registerImportSweep, resumeInterruptedImports } from '../modules/uploads/resume-imports.ts';
import { registerMaintenanceJob } from './maintenance.job.ts';
import { DELETE_PROJECT_JOB, DeleteProjectJobSchema } from '../modules/projects/projects.service.ts';
import {
  queueStaleInsightsRefreshes,
  REFRESH_INSIGHTS_JOB,
  RefreshInsightsJobSchema,
} from '../modules/insights/insights-refresh.service.ts';
import { runRefreshInsights } from '../modules/insights/refresh-insights.job.ts';
import { RENDER_REPORT_JOB, RenderReportJobSchema, runRenderReport } from '../modules/reports/render-report.job.ts';
import { createReportsRepository } from '../modules/reports/reports.repository.ts';
import { registerLicenceExpiryJob } from '../modules/notifications/licence-expiry.job.ts';
import { registerIntegrationJobs } from '../modules/integrations/index.ts';
import { createUserLookupService } from '../modules/users/user-lookup.service.ts';
import type { BlobStore } from '../storage/blobs/blob-store.ts';
import type { JobQueue } from '../storage/queue/job-queue.ts';

export interface WorkerDeps {
  db: Kysely<Database>;
  blobs: BlobStore;
  queue: JobQueue;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Every unfinished import was interrupted at start: true when this is the only process (embedded). */
  takeOverImportsAtStart: boolean;
  /** Where controller syncs may connect (config.controllerAddresses, docs/security.md I2). */
  controllerAddresses: AppConfig['controllerAddresses'];
  /** How long an unused session lives (config.sessionIdleMs): the maintenance job purges those past it. */
  sessionIdleMs: number;
}

/**
 * Registers every job handler and schedule, resumes imports a stopped process left behind, and starts the repeated
 * sweep that resumes imports whose lease runs out later (a lost database, a killed worker). Stopping the queue stops all.
 */
export async function registerJobs(deps: WorkerDeps): Promise<void> {
  const uploads = createUploadsRepository(deps.db);
  const leases = createImportLeaseRepository(deps.db);
  const projectModels = createProjectModelService(deps.db, deps.blobs);
  const users = createUserLookupService(deps.db);
  const importDeps = {
    db: deps.db,
    uploads,
    projectModels,
    users,
    blobs: deps.blobs,
    clock: deps.clock,
    log: deps.log,
    queue: deps.queue,
    leases,
  };
  await deps.queue.work(IMPORT_UPLOAD_JOB, ImportUploadJobSchema, (data) => runImportUpload(importDeps, data.uploadId));
  const reportDeps = { reports: createReportsRepository(deps.db), projectModels, blobs: deps.blobs, clock: deps.clock, log: deps.log };
  await deps.queue.work(RENDER_REPORT_JOB, RenderReportJobSchema, ({ reportId }) => runRenderReport(reportDeps, reportId));
  await deps.queue.work(REFRESH_INSIGHTS_JOB, RefreshInsightsJobSchema, ({ projectId }) =>
    runRefreshInsights({ db: deps.db, projectModels, users, clock: deps.clock }, projectId),
  );
  // Projects without stored insights for their current version (the seeded demos, projects from before insights) are computed once.
  await queueStaleInsightsRefreshes(deps.db, deps.queue);
  await registerLicenceExpiryJob(deps.queue, { db: deps.db, clock: deps.clock, log: deps.log });
  await registerIntegrationJobs(deps.queue, {
    db: deps.db,
    clock: deps.clock,
    projectModels,
    log: deps.log,
    addressPolicy: deps.controllerAddresses,
  });
  await deps.queue.work(DELETE_PROJECT_JOB, DeleteProjectJobSchema, ({ projectId }) =>
    projectModels.removeDeletedProject(projectId, deps.log),
  );
  await registerMaintenanceJob(deps.queue, { db: deps.db, clock: deps.clock, idleMs: deps.sessionIdleMs, log: deps.log });
  await resumeInterruptedImports(importDeps, { takeOver: deps.takeOverImportsAtStart });
  await registerImportSweep(deps.queue, importDeps);
}
