import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { startAppServer, type RunningServer } from '../../testing/app-process.ts';
import { callOverHttp, signInOverHttp, type HttpSession } from '../../testing/http-client.ts';
import { autoPlanJobsOverHttp, createMallProjectOverHttp } from '../../testing/mall-project-over-http.ts';

// Issue 32 item 11: an auto-plan of the survey mall's 237 × 220 m floor held the request thread for more than 16
// minutes and ignored SIGTERM. Here it runs on the real server process while other requests are answered.

/** Threads of a process (Linux): a running auto-plan is one more than the process has without it. */
const threadsOf = (pid: number) => fs.readdirSync(`/proc/${pid}/task`).length;

async function demoOfficeFloor(session: HttpSession): Promise<{ projectId: string; rowId: number }> {
  const projects = (await (await callOverHttp(session, 'GET', '/projectapi/v1/projects')).json()) as { projectId: string; name: string }[];
  const office = projects.find((project) => project.name === 'Demo Office HQ')!;
  const [floor] = (await (await callOverHttp(session, 'GET', `/projectapi/v1/projects/${office.projectId}/floorPlans`)).json()) as {
    rowId: number;
  }[];
  return { projectId: office.projectId, rowId: floor!.rowId };
}

// A fresh server migrates and seeds its embedded database first: on a loaded shared machine that takes minutes.
const READY_WITHIN_MS = 400_000;

const ended = (job: { state: string }) => !['queued', 'running'].includes(job.state);

describe('auto-plan of the mall floor on the server process', () => {
  const servers: RunningServer[] = [];
  afterAll(async () => {
    for (const server of servers) await server.stop();
  });

  it('answers other requests while it runs, cancels, bounds an organisation, and SIGTERM ends the process', async () => {
    const server = await startAppServer({}, { readyWithinMs: READY_WITHIN_MS });
    servers.push(server);
    const session = await signInOverHttp(server.baseUrl, 'user@airscope.test');
    const mall = await createMallProjectOverHttp(session);
    const jobs = autoPlanJobsOverHttp(session, mall.projectId);
    const office = await demoOfficeFloor(session);
    const heatmap = () =>
      callOverHttp(session, 'POST', `/heatmapapi/v1/projects/${office.projectId}/floor-plans/${office.rowId}/heatmap`, {
        type: 'sig-strength',
        accuracy: 'medium',
        'radio-band': '5',
      });
    expect((await heatmap()).status).toBe(200);
    const threadsBefore = threadsOf(server.pid);

    const started = await jobs.start(mall.floorPlanId);
    expect(started.status).toBe(202);
    const { jobId } = (await started.json()) as { jobId: string };
    // The engine has told progress: the plan is under way on its thread.
    const underway = await jobs.waitFor(jobId, (job) => job.state === 'running' && job.progress.phase === 'predicting');
    expect(underway.progress.share).toBeGreaterThanOrEqual(0);
    expect(threadsOf(server.pid)).toBeGreaterThan(threadsBefore);

    const healthStarted = performance.now();
    const health = await fetch(`${server.baseUrl}/health`);
    const healthMs = performance.now() - healthStarted;
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });
    const map = await heatmap();
    expect(map.status).toBe(200);
    const body = (await map.json()) as { vertices: { values: unknown[]; cols: number; rows: number } };
    expect(body.vertices.values).toHaveLength(body.vertices.cols * body.vertices.rows);
    expect((await fetch(`${server.baseUrl}/api/page-config`)).status).toBe(200);
    // All of it answered before the plan ended: it is still running.
    expect((await jobs.get(jobId)).state).toBe('running');
    console.log(`/health answered in ${healthMs.toFixed(0)} ms while the mall floor's auto-plan ran`);

    const second = await jobs.start(mall.floorPlanId);
    expect(second.status).toBe(429);
    expect(((await second.json()) as { message: string }).message).toBe(
      'An auto-plan of your organisation is already running. Wait for it to finish or cancel it, then try again.',
    );

    const cancelled = await jobs.cancel(jobId);
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ jobId, state: 'cancelled' });
    expect((await jobs.get(jobId)).state).toBe('cancelled');
    // The thread is gone (a liveness wait: the process's thread count comes back down).
    const deadline = Date.now() + 10_000;
    while (threadsOf(server.pid) > threadsBefore && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(threadsOf(server.pid)).toBeLessThanOrEqual(threadsBefore);

    // The organisation's slot is free again; SIGTERM while this one runs ends the process.
    const again = await jobs.start(mall.floorPlanId);
    expect(again.status).toBe(202);
    const againId = ((await again.json()) as { jobId: string }).jobId;
    await jobs.waitFor(againId, (job) => job.state === 'running' && job.progress.phase === 'predicting');
    process.kill(server.pid, 'SIGTERM');
    const exit = await Promise.race([
      server.exited,
      new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 10_000)),
    ]);
    expect(exit).toEqual({ code: 0, signal: null });
  }, 900_000);

  it('ends a job over its memory bound failed, with the reason', async () => {
    // The mall's problem alone (candidate sites × cells) is over 100 MB of levels.
    const server = await startAppServer({ AUTO_PLAN_MEMORY_LIMIT_MB: '128' }, { readyWithinMs: READY_WITHIN_MS });
    servers.push(server);
    const session = await signInOverHttp(server.baseUrl, 'user@airscope.test');
    const mall = await createMallProjectOverHttp(session);
    const jobs = autoPlanJobsOverHttp(session, mall.projectId);
    const started = await jobs.start(mall.floorPlanId);
    expect(started.status).toBe(202);
    const job = await jobs.waitFor(((await started.json()) as { jobId: string }).jobId, ended, 280_000);
    expect(job).toMatchObject({
      state: 'failed',
      error: { code: 'AUTO_PLAN_MEMORY_LIMIT', message: 'Auto-plan stopped: it exceeded the memory limit of 128 MB.' },
    });
    expect((await fetch(`${server.baseUrl}/health`)).status).toBe(200);
  }, 900_000);
});
