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
import { planLoadUsers, seedLoadUsers, shareWithLoadUsers, signInAll, signInFrom, type LoadSession } from './load-users.ts';
import { sampleVitals } from './load-vitals.ts';
import { pacedMix, percentile, type MixRequest, type MixResult } from './paced-mix.ts';

const SCALE = Number(process.env.BENCH_LOAD_SCALE ?? 1);
const ONLY = process.env.BENCH_LOAD_ONLY ? new Set(process.env.BENCH_LOAD_ONLY.split(',')) : null;
const seconds = (full: number) => Math.max(5, Math.round(full * SCALE));

/** Many users at several addresses, so the per-user and per-address limits (X2, A3) only bite where a run means them. */
const USERS = 200;
const ADDRESSES = 25;
/** The L3 attacker's own address: the real users' sign-ins come from theirs (127.0.1.x), as they would in the field. */
const ATTACKER_ADDRESS = '127.0.0.2';

interface Population {
  readonly sessions: readonly LoadSession[];
  /** The analytics summary is an org admin's read; the mix sends it with an admin's session. */
  readonly admins: readonly LoadSession[];
  /** Projects every load user may write (the first user's uploads, shared WRITE_USER with the others). */
  readonly projectIds: readonly string[];
}

/**
 * The bar's mix, 70 % reads (project list and details, analytics summary), 20 % analytics events, 10 % tag writes.
 * Each run of ten consecutive requests is one user's, users taking turns, so every user does every kind.
 */
function mixOf(population: Population): (i: number) => MixRequest {
  const { sessions, admins, projectIds } = population;
  return (i) => {
    const slot = i % 10;
    const turn = Math.floor(i / 10);
    const user = sessions[turn % sessions.length]!;
    const as = { headers: user.headers, from: user.address };
    const projectId = projectIds[turn % projectIds.length]!;
    if (slot < 3) return { kind: 'list', method: 'GET', path: '/projectapi/v1/projects', ...as };
    if (slot < 6) return { kind: 'project', method: 'GET', path: `/projectapi/v1/projects/${projectId}`, ...as };
    if (slot < 7) {
      const admin = admins[turn % admins.length]!;
      return {
        kind: 'summary',
        method: 'GET',
        path: '/eventapi/v1/analytics/summary?days=30',
        headers: admin.headers,
        from: admin.address,
      };
    }
    if (slot < 9) {
      return {
        kind: 'event',
        method: 'POST',
        path: '/eventapi/v1/analytics/events',
        body: {
          source: 'CLOUD',
          client: { browser: 'bench' },
          session: { id: `bench-${turn % sessions.length}-session` },
          action: { type: 'page.view', timestamp: new Date().toISOString(), timezoneOffset: 0 },
        },
        ...as,
      };
    }
    return { kind: 'write', method: 'PUT', path: `/projectapi/v1/projects/${projectId}/tags`, body: { tags: [`load-${i % 7}`] }, ...as };
  };
}

const countsOf = (codes: ReadonlyMap<number, number>) =>
  [...codes]
    .sort(([a], [b]) => a - b)
    .map(([code, n]) => `${n}×${code || 'no answer'}`)
    .join(', ');

function describeRun(name: string, rate: number, result: MixResult, extra = ''): string {
  const byKind = [...result.codesByKind].map(([kind, codes]) => `${kind} ${countsOf(codes)}`).join('; ');
  return `${name}: ${rate} req/s for ${(result.sent / rate).toFixed(0)} s: p50 ${percentile(result.times, 50).toFixed(1)} ms, p99 ${percentile(result.times, 99).toFixed(1)} ms; answers ${countsOf(result.codes)} (${byKind})${extra ? `; ${extra}` : ''}`;
}

async function prepare(env: ReliabilityEnv): Promise<Population> {
  const users = planLoadUsers(USERS, ADDRESSES);
  await seedLoadUsers(env.databaseUrl, users);
  const sessions = await signInAll(env.baseUrl, users);
  const owner: Session = { baseUrl: env.baseUrl, headers: sessions[0]!.headers };
  const bytes = readFileSync(ESX_FIXTURES.TEST);
  for (let i = 0; i < 3; i++) await uploadAndWait(owner, bytes, `load-${i}.esx`, { deadlineMs: 120_000 });
  const projects = (await (await fetch(`${env.baseUrl}/projectapi/v1/projects`, { headers: owner.headers })).json()) as Array<{
    projectId: string;
  }>;
  const projectIds = projects.map((p) => p.projectId);
  await shareWithLoadUsers(env.databaseUrl, projectIds, users.slice(1));
  return { sessions, admins: sessions.filter((s) => s.isAdmin), projectIds };
}

interface Faults {
  readonly notes: string;
  /** When each fault began, in seconds from the start of the run. */
  readonly atS: readonly number[];
}

async function steady(
  env: ReliabilityEnv,
  name: string,
  rate: number,
  durationS: number,
  faults?: (startedAt: number) => Promise<Faults>,
): Promise<string> {
  const population = await prepare(env);
  const rssStart = rssMb(env.api.pid());
  const vitals = sampleVitals(env);
  const startedAt = performance.now();
  const faulting = faults?.(startedAt);
  const result = await pacedMix(env.baseUrl, { rate, seconds: durationS, connections: 2, next: mixOf(population) });
  const faulted = faulting ? await faulting : undefined;
  const rssEnd = rssMb(env.api.pid());
  const badSeconds = result.errorsBySecond.filter((n) => n > 0).length;
  const notes = [`API RSS ${rssStart.toFixed(0)} → ${rssEnd.toFixed(0)} MB`, await vitals.stop(), `seconds with errors: ${badSeconds}`];
  if (faulted) notes.push(faulted.notes, errorBudget(result, faulted.atS));
  return describeRun(name, rate, result, notes.join('; '));
}

/** The bar's L5 budget: errors only in the 10 s after each fault, and p99 back under 250 ms within 30 s of it. */
function errorBudget(result: MixResult, faultsAtS: readonly number[]): string {
  const afterAFault = (second: number) => faultsAtS.some((at) => second >= Math.floor(at) && second <= at + 10);
  const outside = result.errorsBySecond.flatMap((n, second) => (n > 0 && !afterAFault(second) ? [second] : []));
  const recovered = faultsAtS.map((at) => {
    const from = Math.ceil(at + 30);
    const times = result.timesBySecond
      .slice(from, from + 10)
      .flat()
      .sort((a, b) => a - b);
    return times.length > 0 ? `${percentile(times, 99).toFixed(0)} ms` : 'no answers';
  });
  return `seconds with errors more than 10 s after a fault: ${outside.length}${outside.length ? ` (at ${outside.slice(0, 10).join(', ')} s)` : ''}; p99 30–40 s after each fault: ${recovered.join(', ')}`;
}

const KNEE_P99_MS = 250;

async function stepTest(env: ReliabilityEnv): Promise<string[]> {
  const population = await prepare(env);
  const lines: string[] = [];
  const held: number[] = [];
  const failed: string[] = [];
  for (const rate of [50, 100, 200, 400, 800]) {
    const result = await pacedMix(env.baseUrl, { rate, seconds: seconds(60), connections: 3, next: mixOf(population) });
    lines.push(`  ${describeRun(`L2 step`, rate, result)}`);
    const p99 = percentile(result.times, 99);
    const answered = result.times.length / result.sent;
    // Held: the server kept up (tail latency from when each request was due, so a growing queue shows) and answered.
    if (p99 < KNEE_P99_MS && answered >= 0.99) held.push(rate);
    else failed.push(`${rate} req/s: p99 ${p99.toFixed(0)} ms, ${(answered * 100).toFixed(1)} % answered 2xx`);
  }
  const rule = `p99 < ${KNEE_P99_MS} ms and ≥ 99 % answered 2xx`;
  if (held.length === 0) lines.push(`L2 knee: none; no step held (${rule}): ${failed.join('; ')}`);
  else if (failed.length === 0) lines.push(`L2 knee: not reached; every step up to ${held.at(-1)} req/s held (${rule})`);
  else lines.push(`L2 knee: ${Math.max(...held)} req/s, the highest step with ${rule}; past it ${failed.join('; ')}`);
  return lines;
}

async function loginUnderAttack(env: ReliabilityEnv): Promise<string> {
  const durationS = seconds(120);
  const users = planLoadUsers(USERS, ADDRESSES);
  await seedLoadUsers(env.databaseUrl, users);
  const attack = pacedMix(env.baseUrl, {
    rate: 20,
    seconds: durationS,
    connections: 8,
    next: (i) => ({
      kind: 'attack',
      method: 'POST',
      path: '/authapi/v1/authentications',
      form: { username: 'admin@airscope.test', password: `wrong-${i}`, grant_type: 'password' },
      headers: {},
      from: ATTACKER_ADDRESS,
    }),
  });
  // Real users: a fresh sign-in every half second, the users taking turns from their own addresses, timed end to end.
  const times: number[] = [];
  const realCodes = new Map<number, number>();
  const end = performance.now() + durationS * 1000;
  for (let turn = 0; performance.now() < end; turn++) {
    const started = performance.now();
    const result = await signInFrom(env.baseUrl, users[turn % users.length]!);
    const status = typeof result === 'number' ? result : 200;
    times.push(performance.now() - started);
    realCodes.set(status, (realCodes.get(status) ?? 0) + 1);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 500 - (performance.now() - started))));
  }
  const attacked = await attack;
  times.sort((a, b) => a - b);
  return `L3 sign-in under attack (20 wrong/s on one account from ${ATTACKER_ADDRESS} for ${durationS} s): attacker answers ${countsOf(attacked.codes)}; real users (${users.length} at ${ADDRESSES} addresses) p50 ${percentile(times, 50).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms, answers ${countsOf(realCodes)}`;
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
console.log(
  `load plan on ${(await import('node:os')).cpus().length} cores, durations × ${SCALE}; ${USERS} users (every tenth an org admin) at ${ADDRESSES} client addresses`,
);
if (wanted('L1')) console.log(await withEnv((env) => steady(env, 'L1 steady mix', 200, seconds(600))));
if (wanted('L2')) for (const line of await withEnv(stepTest)) console.log(line);
if (wanted('L3')) console.log(await withEnv(loginUnderAttack));
if (wanted('L4')) console.log(await withEnv(bigUploads));
if (wanted('L5')) {
  console.log(
    await withEnv((env) =>
      steady(env, 'L5 steady mix with faults', 200, seconds(600), async (startedAt) => {
        const gap = (seconds(600) * 1000) / 6;
        const notes: string[] = [];
        const atS: number[] = [];
        for (const fault of ['api', 'postgres', 'api', 'postgres', 'api'] as const) {
          await new Promise((resolve) => setTimeout(resolve, gap));
          const at = performance.now();
          atS.push((at - startedAt) / 1000);
          if (fault === 'api') {
            await env.api.kill();
            await env.api.start();
          } else {
            await env.postgres.kill();
            await env.postgres.start();
          }
          notes.push(`${fault} killed, back in ${((performance.now() - at) / 1000).toFixed(1)} s`);
        }
        return { notes: notes.join('; '), atS };
      }),
    ),
  );
}
