import { z } from 'zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/db.types.ts';
import type { JobQueue } from '../../storage/queue/job-queue.ts';
import { createInsightsWriter } from './insights-writer.repository.ts';

export const REFRESH_INSIGHTS_JOB = 'refresh-insights';
export const RefreshInsightsJobSchema = z.object({ projectId: z.string().min(1) });

/** Queues a recomputation of a project's stored insights (after an import, or when it changed). */
export async function queueInsightsRefresh(queue: Pick<JobQueue, 'send'>, projectId: string): Promise<void> {
  await queue.send(REFRESH_INSIGHTS_JOB, { projectId });
}

/** Queues a refresh of every project without stored insights for its current version (seeded demos, projects from before insights). */
export async function queueStaleInsightsRefreshes(db: Kysely<Database>, queue: Pick<JobQueue, 'send'>): Promise<void> {
  for (const projectId of await createInsightsWriter(db).listStaleProjects()) await queueInsightsRefresh(queue, projectId);
}
