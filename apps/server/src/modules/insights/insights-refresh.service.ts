import type { JobQueue } from '../../storage/queue/job-queue.ts';
import type { InsightsWriter } from './insights-writer.repository.ts';
import { REFRESH_INSIGHTS_JOB } from './insights.jobs.ts';

/** Queues a recomputation of a project's stored insights (after an import, or when it changed). */
export async function queueInsightsRefresh(queue: Pick<JobQueue, 'send'>, projectId: string): Promise<void> {
  await queue.send(REFRESH_INSIGHTS_JOB, { projectId });
}

/** Queues a refresh of every project without stored insights for its current version (seeded demos, projects from before insights). */
export async function queueStaleInsightsRefreshes(writer: InsightsWriter, queue: Pick<JobQueue, 'send'>): Promise<void> {
  for (const projectId of await writer.listStaleProjects()) await queueInsightsRefresh(queue, projectId);
}
