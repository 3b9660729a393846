/**
 * `npm run bench -- load`: the load plan L1–L5 against the api and worker roles as separate real server processes on
 * a private PostgreSQL 15 (scripts/reliability). Open-loop, fixed-rate load (latency from when each request was due),
 * the mix 70 % reads (project list and details, analytics summary), 20 % analytics events, 10 % writes (tags).
 * L1 steady rate; L2 step test to the knee; L3 sign-in under attack; L4 10 × 50 MB uploads at once; L5 L1 with
 * PostgreSQL and API kills inside. Prints p50/p99, errors by status, API RSS at start and end.
 * BENCH_LOAD_SCALE shortens every duration (e.g. 0.1); BENCH_LOAD_ONLY=L1,L3 picks.
 */
import { readFileSync } from 'node:fs';
import { startReliabilityEnv, type ReliabilityEnv } from '../../scripts/reliability/reliability-env.ts';
import { rssMb } from '../../scripts/reliability/scenario-uploads.ts';
import { signIn, uploadAndWait, type Session } from '../../scripts/reliability/upload-client.ts';
import { ESX_FIXTURES } from '@airscope/test-data';
import { pacedMix, percentile, type MixRequest, type MixResult } from './paced-mix.ts';

const SCALE = Number(process.env.BENCH_LOAD_SCALE ?? 1);
const ONLY = process.env.BENCH_LOAD_ONLY ? new Set(process.env.BENCH_LOAD_ONLY.split(',')) : null;
const seconds = (full: number) => Math.max(5, Math.round(full * SCALE));

function mixOf(projectIds: readonly string[]): (i: number) => MixRequest {
  return (i) => {
    const slot = i % 10;
    const projectId = projectIds[i % projectIds.length]!;
    if (slot < 3) return { kind: 'read', method: 'GET', path: '/projectapi/v1/projects' };
    if (slot < 6) return { kind: 'read', method: 'GET', path: `/projectapi/v1/projects/${projectId}` };
    if (slot < 7) return { kind: 'read', method: 'GET', path: '/eventapi/v1/analytics/summary?days=30' };
    if (slot < 9) {
      return {
        kind: 'event',
        method: 'POST',
        path: '/eventapi/v1/analytics/events',
        body: {
          source: 'CLOUD',
          client: { browser: 'bench' },
          session: { id: `bench-${i % 50}-session` },
          action: { type: 'page.view', timestamp: new Date().toISOString(), timezoneOffset: 0 },
        },
      };
    }
    return { kind: 'write', method: 'PUT', path: `/projectapi/v1/projects/${projectId}/tags`, body: { tags: [`load-${i % 7}`] } };
  };
}

function describeRun(name: string, rate: number, result: MixResult, extra = ''): string {
  const codes = [...result.codes]
    .sort(([a], [b]) => a - b)
    .map(([code, n]) => `${n}×${code || 'no answer'}`)
    .join(', ');
  return `${name}: ${rate} req/s for ${(result.sent / rate).toFixed(0)} s: p50 ${percentile(result.times, 50).toFixed(1)} ms, p99 ${percentile(result.times, 99).toFixed(1)} ms; answers ${codes}${extra ? `; ${extra}` : ''}`;
}

async function prepare(env: ReliabilityEnv): Promise<{ session: Session; projectIds: string[] }> {
  const session = await signIn(env.baseUrl);
  const bytes = readFileSync(ESX_FIXTURES.TEST);
  for (let i = 0; i < 3; i++) await uploadAndWait(session, bytes, `load-${i}.esx`, { deadlineMs: 120_000 });
  const projects = (await (await fetch(`${env.baseUrl}/projectapi/v1/projects`, { headers: session.headers })).json()) as Array<{
    id?: string;
    projectId?: string;
  }>;
  return { session, projectIds: projects.map((p) => String(p.projectId ?? p.id)) };
}

async function steady(env: ReliabilityEnv, name: string, rate: number, durationS: number, faults?: () => Promise<string>): Promise<string> {
  const { session, projectIds } = await prepare(env);
  const rssStart = rssMb(env.api.pid());
  const faulting = faults?.();
  const result = await pacedMix(env.baseUrl, {
    rate,
    seconds: durationS,
    connections: 32,
    headers: () => session.headers,
    next: mixOf(projectIds),
  });
  const faultNotes = faulting ? await faulting : '';
  const rssEnd = rssMb(env.api.pid());
  const badSeconds = result.errorsBySecond.filter((n) => n > 0).length;
  return describeRun(
    name,
    rate,
    result,
    `API RSS ${rssStart.toFixed(0)} → ${rssEnd.toFixed(0)} MB; seconds with errors: ${badSeconds}${faultNotes ? `; ${faultNotes}` : ''}`,
  );
}

async function stepTest(env: ReliabilityEnv): Promise<string[]> {
  const { session, projectIds } = await prepare(env);
  const lines: string[] = [];
  let knee = 0;
  for (const rate of [50, 100, 200, 400, 800]) {
    const result = await pacedMix(env.baseUrl, {
      rate,
      seconds: seconds(60),
      connections: 64,
      headers: () => session.headers,
      next: mixOf(projectIds),
    });
    lines.push(`  ${describeRun(`L2 step`, rate, result)}`);
    if (percentile(result.times, 99) < 250 && result.times.length >= result.sent * 0.99) knee = rate;
  }
  lines.push(`L2 knee: the highest rate with p99 < 250 ms and ≥ 99 % answered: ${knee || 'none'} req/s`);
  return lines;
}

async function loginUnderAttack(env: ReliabilityEnv): Promise<string> {
  const durationS = seconds(120);
  const attack = pacedMix(env.baseUrl, {
    rate: 20,
    seconds: durationS,
    connections: 8,
    headers: () => ({}),
    next: (i) => ({
      kind: 'attack',
      method: 'POST',
      path: '/authapi/v1/authentications',
      form: { username: 'admin@airscope.test', password: `wrong-${i}`, grant_type: 'password' },
    }),
  });
  // Real users: a fresh sign-in of the demo user every half second, timed end to end.
  const times: number[] = [];
  const realCodes = new Map<number, number>();
  const end = performance.now() + durationS * 1000;
  while (performance.now() < end) {
    const started = performance.now();
    const response = await fetch(`${env.baseUrl}/authapi/v1/authentications`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'user@airscope.test', password: 'airscope-demo', grant_type: 'password' }),
    }).catch(() => undefined);
    times.push(performance.now() - started);
    realCodes.set(response?.status ?? 0, (realCodes.get(response?.status ?? 0) ?? 0) + 1);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 500 - (performance.now() - started))));
  }
  const attacked = await attack;
  times.sort((a, b) => a - b);
  const attackCodes = [...attacked.codes].map(([code, n]) => `${n}×${code}`).join(', ');
  return `L3 sign-in under attack (20 wrong/s on one account for ${durationS} s): attacker answers ${attackCodes}; real users p50 ${percentile(times, 50).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms, answers ${[...realCodes].map(([code, n]) => `${n}×${code}`).join(', ')}`;
}

async function bigUploads(env: ReliabilityEnv): Promise<string> {
  const session = await signIn(env.baseUrl);
  const body = new Uint8Array(50 * 1024 * 1024).fill(1);
  const rssStart = rssMb(env.api.pid());
  let rssPeak = rssStart;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(env.api.pid()))), 100);
  const started = performance.now();
  const codes = await Promise.all(
    Array.from({ length: 10 }, async (_, i) => {
      const initiated = await fetch(`${env.baseUrl}/esxfileapi/v1/projects/upload/initiate`, {
        method: 'POST',
        headers: { ...session.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ fileName: `big-${i}.esx`, fileExtension: 'esx' }),
      });
      const { url } = (await initiated.json()) as { url: string };
      const put = await fetch(url.startsWith('http') ? url : `${env.baseUrl}${url}`, {
        method: 'PUT',
        headers: { ...session.headers, 'content-type': 'application/octet-stream' },
        body,
      });
      return put.status;
    }),
  );
  const elapsedS = (performance.now() - started) / 1000;
  clearInterval(sampler);
  return `L4 10 × 50 MB PUTs at once: answers ${codes.join(',')}; ${(500 / elapsedS).toFixed(0)} MB/s; API RSS ${rssStart.toFixed(0)} → peak ${rssPeak.toFixed(0)} MB`;
}

async function withEnv<T>(work: (env: ReliabilityEnv) => Promise<T>): Promise<T> {
  const env = await startReliabilityEnv({ LOG_LEVEL: 'silent' });
  try {
    return await work(env);
  } finally {
    await env.close();
  }
}

const wanted = (id: string) => !ONLY || ONLY.has(id);
console.log(`load plan on ${(await import('node:os')).cpus().length} cores, durations × ${SCALE}`);
if (wanted('L1')) console.log(await withEnv((env) => steady(env, 'L1 steady mix', 200, seconds(600))));
if (wanted('L2')) for (const line of await withEnv(stepTest)) console.log(line);
if (wanted('L3')) console.log(await withEnv(loginUnderAttack));
if (wanted('L4')) console.log(await withEnv(bigUploads));
if (wanted('L5')) {
  console.log(
    await withEnv((env) =>
      steady(env, 'L5 steady mix with faults', 200, seconds(600), async () => {
        const gap = (seconds(600) * 1000) / 6;
        const notes: string[] = [];
        for (const fault of ['api', 'postgres', 'api', 'postgres', 'api'] as const) {
          await new Promise((resolve) => setTimeout(resolve, gap));
          const at = performance.now();
          if (fault === 'api') {
            await env.api.kill();
            await env.api.start();
          } else {
            await env.postgres.kill();
            await env.postgres.start();
          }
          notes.push(`${fault} killed, back in ${((performance.now() - at) / 1000).toFixed(1)} s`);
        }
        return notes.join('; ');
      }),
    ),
  );
}
