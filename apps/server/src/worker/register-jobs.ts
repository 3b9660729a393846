import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/db.types.ts';
import { createProjectsRepository } from '../modules/projects/projects.repository.ts';
import { runImportUpload, IMPORT_UPLOAD_JOB } from '../modules/uploads/import-upload.job.ts';
import { createUploadsRepository } from '../modules/uploads/uploads.repository.ts';
import { DELETE_PROJECT_JOB } from '../modules/projects/projects.service.ts';
import { createInsightsWriter } from '../modules/insights/insights-writer.repository.ts';
import { queueInsightsRefresh, REFRESH_INSIGHTS_JOB, runRefreshInsights } from '../modules/insights/refresh-insights.job.ts';
import { RENDER_REPORT_JOB, runRenderReport } from '../modules/reports/render-report.job.ts';
import { createReportsRepository } from '../modules/reports/reports.repository.ts';
import { registerLicenceExpiryJob } from '../modules/notifications/licence-expiry.job.ts';
import type { BlobStore } from '../storage/blobs/blob-store.ts';
import type { JobQueue } from '../storage/queue/job-queue.ts';

export interface WorkerDeps {
  db: Kysely<Database>;
  blobs: BlobStore;
  queue: JobQueue;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Imports untouched this long are taken as interrupted; 0 when this is the only process (embedded). */
  interruptedAfterMs: number;
}

/** Registers every job handler and resumes imports a stopped process left behind. */
export async function registerJobs(deps: WorkerDeps): Promise<void> {
  const uploads = createUploadsRepository(deps.db);
  const projects = createProjectsRepository(deps.db);
  const importDeps = { db: deps.db, uploads, projects, blobs: deps.blobs, clock: deps.clock, log: deps.log, queue: deps.queue };
  await deps.queue.work<{ uploadId: string }>(IMPORT_UPLOAD_JOB, (data) => runImportUpload(importDeps, data.uploadId));
  const reportDeps = { reports: createReportsRepository(deps.db), projects, blobs: deps.blobs, clock: deps.clock, log: deps.log };
  await deps.queue.work<{ reportId: string }>(RENDER_REPORT_JOB, ({ reportId }) => runRenderReport(reportDeps, reportId));
  await deps.queue.work<{ projectId: string }>(REFRESH_INSIGHTS_JOB, ({ projectId }) =>
    runRefreshInsights({ db: deps.db, projects, blobs: deps.blobs, clock: deps.clock }, projectId),
  );
  // Projects without stored insights for their current version (the seeded demos, projects from before insights) are computed once.
  for (const projectId of await createInsightsWriter(deps.db).listStaleProjects()) await queueInsightsRefresh(deps.queue, projectId);
  await registerLicenceExpiryJob(deps.queue, { db: deps.db, clock: deps.clock, log: deps.log });
  await deps.queue.work<{ projectId: string }>(DELETE_PROJECT_JOB, async ({ projectId }) => {
    const project = await projects.findById(projectId);
    if (!project || project.status !== 'DELETE_REQUESTED') return;
    for (const file of await projects.listFiles(projectId, 'source')) await deps.blobs.delete(file.blob_key);
    await deps.blobs.deletePrefix(`projects/${projectId}/`);
    await projects.deleteProject(projectId);
    deps.log.info({ event: 'project.deleted', projectId }, 'project removed');
  });
  const stale = await uploads.listInterrupted(new Date(deps.clock.now().getTime() - deps.interruptedAfterMs));
  for (const { id } of stale) {
    deps.log.warn({ event: 'upload.resumed', uploadId: id }, 'resuming an interrupted import');
    await runImportUpload(importDeps, id);
  }
}
