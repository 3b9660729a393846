import { randomUUID } from 'node:crypto';
import { CSRF_HEADER, type AutoPlanJob } from '@airscope/contracts';
import { callOverHttp, type HttpSession } from './http-client.ts';
import { mallFloorEdits, mallFloorImage } from './mall-floor.ts';

/** A design project holding the survey mall's floor (mall-floor.ts), made through the API as the planner makes one. */
export async function createMallProjectOverHttp(session: HttpSession): Promise<{ projectId: string; floorPlanId: string }> {
  const created = await callOverHttp(session, 'POST', '/projectapi/v1/projects', { name: 'Mall F8', projectType: 'GREENFIELD_PLAN' });
  if (created.status !== 201) throw new Error(`project not created: ${created.status} ${await created.text()}`);
  const { projectId } = (await created.json()) as { projectId: string };
  const image = await fetch(`${session.baseUrl}/projectapi/v1/projects/${projectId}/images`, {
    method: 'POST',
    headers: { cookie: session.cookie, [CSRF_HEADER]: session.csrfToken, 'content-type': 'image/png' },
    body: new Uint8Array(mallFloorImage()),
  });
  if (image.status !== 201) throw new Error(`plan image not stored: ${image.status} ${await image.text()}`);
  const { imageId } = (await image.json()) as { imageId: string };
  const floorPlanId = randomUUID();
  const saved = await callOverHttp(session, 'POST', `/projectapi/v1/projects/${projectId}/edits`, {
    baseVersion: 2,
    changes: mallFloorEdits(floorPlanId, imageId),
  });
  if (saved.status !== 200) throw new Error(`floor not saved: ${saved.status} ${await saved.text()}`);
  return { projectId, floorPlanId };
}

/** The auto-plan job endpoints over HTTP, for one project. */
export function autoPlanJobsOverHttp(session: HttpSession, projectId: string) {
  const jobUrl = (jobId: string) => `/projectapi/v1/projects/${projectId}/auto-plan-jobs/${jobId}`;
  return {
    start: (floorPlanId: string) =>
      callOverHttp(session, 'POST', `/projectapi/v1/projects/${projectId}/floors/${floorPlanId}/auto-plan`, {
        radio: { maxTxPowerDbm: 17, widthMhz: 20, streams: 2, technology: 'AX' },
      }),
    async get(jobId: string): Promise<AutoPlanJob> {
      return (await (await callOverHttp(session, 'GET', jobUrl(jobId))).json()) as AutoPlanJob;
    },
    cancel: (jobId: string) => callOverHttp(session, 'DELETE', jobUrl(jobId)),
    /** Polls until `until` holds of the job (a liveness wait: it fails after `boundMs`, it measures nothing). */
    async waitFor(jobId: string, until: (job: AutoPlanJob) => boolean, boundMs = 120_000): Promise<AutoPlanJob> {
      const deadline = Date.now() + boundMs;
      for (;;) {
        const job = await this.get(jobId);
        if (until(job)) return job;
        if (Date.now() > deadline) throw new Error(`the job never got there: ${JSON.stringify(job)}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
  };
}
