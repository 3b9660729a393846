/**
 * Issue 32 item 11's figure: how the server answers while one user's auto-plan of the survey mall's 237 × 220 m floor
 * runs. On the real server process, `/health` and a Demo Office heatmap are asked 15 times each with the server idle
 * (the reference, same run) and 15 times while the auto-plan job runs on its worker thread; the job is then cancelled.
 * Before the job moved off the request thread every other request waited for the plan (over 16 minutes).
 * Run: `npm run bench -- auto-plan-responsiveness`.
 */
import os from 'node:os';
import { startAppServer } from '../../apps/server/src/testing/app-process.ts';
import { callOverHttp, signInOverHttp, type HttpSession } from '../../apps/server/src/testing/http-client.ts';
import { autoPlanJobsOverHttp, createMallProjectOverHttp } from '../../apps/server/src/testing/mall-project-over-http.ts';

const REPEATS = 15;

async function demoOfficeHeatmap(session: HttpSession): Promise<() => Promise<Response>> {
  const projects = (await (await callOverHttp(session, 'GET', '/projectapi/v1/projects')).json()) as { projectId: string; name: string }[];
  const office = projects.find((project) => project.name === 'Demo Office HQ')!;
  const floors = (await (await callOverHttp(session, 'GET', `/projectapi/v1/projects/${office.projectId}/floorPlans`)).json()) as {
    rowId: number;
  }[];
  const url = `/heatmapapi/v1/projects/${office.projectId}/floor-plans/${floors[0]!.rowId}/heatmap`;
  return () => callOverHttp(session, 'POST', url, { type: 'sig-strength', accuracy: 'medium', 'radio-band': '5' });
}

/** Times `call` REPEATS times (each answer read whole); throws on a status other than 200. */
async function timeCalls(call: () => Promise<Response>): Promise<number[]> {
  const times: number[] = [];
  for (let repeat = 0; repeat < REPEATS; repeat++) {
    const started = performance.now();
    const response = await call();
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`answered ${response.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

function describe(times: readonly number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return `median ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms`;
}

async function main(): Promise<void> {
  console.log(
    `CPU ${os.cpus()[0]?.model ?? 'unknown'} × ${os.cpus().length}, load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  const server = await startAppServer({}, { readyWithinMs: 600_000 });
  try {
    const session = await signInOverHttp(server.baseUrl, 'user@airscope.test');
    const mall = await createMallProjectOverHttp(session);
    const heatmap = await demoOfficeHeatmap(session);
    const health = () => fetch(`${server.baseUrl}/health`);
    await heatmap();
    const idle = { health: await timeCalls(health), heatmap: await timeCalls(heatmap) };

    const jobs = autoPlanJobsOverHttp(session, mall.projectId);
    const started = await jobs.start(mall.floorPlanId);
    const { jobId } = (await started.json()) as { jobId: string };
    await jobs.waitFor(jobId, (job) => job.state === 'running' && job.progress.phase === 'predicting', 600_000);
    const busy = { health: await timeCalls(health), heatmap: await timeCalls(heatmap) };
    const stillRunning = (await jobs.get(jobId)).state === 'running';
    await jobs.cancel(jobId);

    console.log(
      `Mall floor auto-plan on its worker thread (${stillRunning ? 'still running after every request below' : 'ENDED before the requests did'})`,
    );
    console.log(`  /health while it runs:             ${describe(busy.health)}`);
    console.log(`  reference, server idle:            ${describe(idle.health)}`);
    console.log(`  Demo Office heatmap while it runs: ${describe(busy.heatmap)}`);
    console.log(`  reference, server idle:            ${describe(idle.heatmap)}`);
  } finally {
    await server.stop();
  }
}

await main();
