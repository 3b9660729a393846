import { planningEndpoints, type AutoPlanJob, type AutoPlanProposal, type AutoPlanRequest } from '@airscope/contracts';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';

/** How often a running auto-plan job is asked how far it is. */
const POLL_MS = 1000;

/** Starts the server's auto-plan of a saved floor as a job (nothing is saved by asking). */
export async function startAutoPlanJob(projectId: string, floorPlanId: string, body: AutoPlanRequest): Promise<AutoPlanJob> {
  const job = await callEndpoint(planningEndpoints.autoPlanFloor, { params: { projectId, floorId: floorPlanId }, body });
  if (!job) throw new Error('the auto-plan answered nothing');
  return job;
}

async function jobOf(projectId: string, jobId: string): Promise<AutoPlanJob> {
  const job = await callEndpoint(planningEndpoints.getAutoPlanJob, { params: { projectId, jobId } });
  if (!job) throw new Error('the auto-plan job answered nothing');
  return job;
}

/** Stops the job on the server; what it answers (the job cancelled, or ended already) is not needed. */
export async function cancelAutoPlanJob(projectId: string, jobId: string): Promise<void> {
  await callEndpoint(planningEndpoints.cancelAutoPlanJob, { params: { projectId, jobId } });
}

/**
 * Runs a floor's auto-plan as a server job and polls it to its end: each answer goes to `onJob` (progress), the
 * proposal is the result, a failed job throws its message, and a cancelled one (through `signal`) answers null.
 */
export async function runAutoPlanJob(
  projectId: string,
  floorPlanId: string,
  body: AutoPlanRequest,
  onJob: (job: AutoPlanJob) => void,
  signal: AbortSignal,
): Promise<AutoPlanProposal | null> {
  let job = await startAutoPlanJob(projectId, floorPlanId, body);
  const cancel = () => void cancelAutoPlanJob(projectId, job.jobId).catch(() => undefined);
  // Cancelled while the start was under way: the job exists now, so stop it.
  if (signal.aborted) cancel();
  else signal.addEventListener('abort', cancel, { once: true });
  try {
    for (;;) {
      onJob(job);
      if (signal.aborted || job.state === 'cancelled') return null;
      if (job.state === 'done') return job.result ?? null;
      if (job.state === 'failed') throw new Error(job.error?.message ?? 'The auto-plan failed.');
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      if (signal.aborted) return null;
      job = await jobOf(projectId, job.jobId);
    }
  } finally {
    signal.removeEventListener('abort', cancel);
  }
}
