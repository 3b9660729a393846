import { z } from 'zod';
import { NoPayloadSchema, type JobQueue } from '../../storage/queue/job-queue.ts';
import type { IntegrationsRepository } from './integrations.repository.ts';
import type { SyncRunner } from './sync-runner.ts';

const SYNC_ALL_JOB = 'sync-controller-connections';
const SYNC_CONNECTION_JOB = 'sync-controller-connection';
const SyncConnectionJobSchema = z.object({ connectionId: z.string().min(1) });
/** Hourly, on the quarter past, so it does not meet the daily jobs on the hour. */
const SYNC_CRON = '15 * * * *';

/**
 * The scheduled sync: each hour one job per connection that has linked projects, so one slow or failing
 * controller does not hold up the others, and each records its own runs (counts or error) for the page.
 */
export async function registerControllerSyncJobs(
  queue: JobQueue,
  deps: { repo: IntegrationsRepository; runner: SyncRunner; log: { info(obj: object, msg: string): void } },
): Promise<void> {
  await queue.work(SYNC_CONNECTION_JOB, SyncConnectionJobSchema, async ({ connectionId }) => {
    const runs = await deps.runner.syncLinkedProjects(connectionId);
    deps.log.info({ event: 'controller.synced', connectionId, runs }, 'controller connection synced');
  });
  await queue.work(SYNC_ALL_JOB, NoPayloadSchema, async () => {
    for (const connectionId of await deps.repo.listAllConnectionIdsWithLinks())
      await queue.send(SYNC_CONNECTION_JOB, { connectionId }, { retryLimit: 0 });
  });
  await queue.schedule(SYNC_ALL_JOB, SYNC_CRON, {});
}
