import type { JobQueue } from '../storage/queue/job-queue.ts';
import type { ServerModule } from '../module-contract/server-module.ts';

/**
 * The worker role: registers every module's job handlers and schedules on the queue, runs the modules' start-up work,
 * then starts the repeated jobs. Stopping the queue stops them all.
 */
export async function startJobs(queue: JobQueue, modules: readonly ServerModule[]): Promise<void> {
  const jobs = modules.flatMap((module) => module.jobs ?? []);
  for (const job of jobs) {
    if (job.everySeconds !== undefined) continue;
    await queue.work(job.name, job.payload, (data) => job.run(data));
    if (job.cron) await queue.schedule(job.name, job.cron, {});
    if (job.runAtStart) await queue.send(job.name, {});
  }
  for (const module of modules) await module.startWorker?.();
  // Repeated jobs start last: the import sweep must not race the start-up's take-over of interrupted imports.
  for (const job of jobs) {
    if (job.everySeconds !== undefined) await queue.repeat(job.name, job.everySeconds, () => job.run({}));
  }
}
