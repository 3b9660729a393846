import { z } from 'zod';
import { defineJob, type JobDefinition } from '../../module-contract/server-module.ts';
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
export function integrationsJobs(deps: {
  repo: IntegrationsRepository;
  runner: SyncRunner;
  queue: Pick<JobQueue, 'send'>;
  log: { info(obj: object, msg: string): void };
}): JobDefinition[] {
  return [
    defineJob({
      name: SYNC_CONNECTION_JOB,
      payload: SyncConnectionJobSchema,
      run: async ({ connectionId }) => {
        const runs = await deps.runner.syncLinkedProjects(connectionId);
        deps.log.info({ event: 'controller.synced', connectionId, runs }, 'controller connection synced');
      },
    }),
    defineJob({
      name: SYNC_ALL_JOB,
      payload: NoPayloadSchema,
      cron: SYNC_CRON,
      run: async () => {
        for (const connectionId of await deps.repo.listAllConnectionIdsWithLinks())
          await deps.queue.send(SYNC_CONNECTION_JOB, { connectionId }, { retryLimit: 0 });
      },
    }),
  ];
}
