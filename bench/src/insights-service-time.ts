/**
 * Where an uncached insights request spends its time, without the network or a load generator: builds the app
 * in-process on a folder seeded by the load bench (BENCH_DATA_DIR, required; copy it first if a server may hold it),
 * with INSIGHTS_ANSWER_CACHE=false, and sends each endpoint REPEAT times one after another through inject. Prints the
 * process CPU time per request (steadier than wall time on a shared machine), the mean and median wall time, and the
 * queries one request runs with their mean time. At 100 requests/s on one
 * thread a request has 10 ms in all, so the mean here must stay well below that for p95 < 50 ms under load.
 * Run: `BENCH_DATA_DIR=/tmp/x npx tsx bench/src/insights-service-time.ts` (BENCH_ONLY=<regex>, BENCH_REPEAT, default 20).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { CSRF_HEADER, CSRF_RESPONSE_HEADER } from '@airscope/contracts';
import { systemClock } from '../../apps/server/src/clock.ts';
import { loadConfig } from '../../apps/server/src/config/config.ts';
import type { Database } from '../../apps/server/src/db/db.types.ts';
import { EMBEDDED_EXTENSIONS } from '../../apps/server/src/db/database.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { PgliteDialect } from '../../apps/server/src/db/pglite-dialect.ts';
import { composeModules } from '../../apps/server/src/composition/compose-modules.ts';
import { buildApp } from '../../apps/server/src/http/app.ts';
import { createServerLogger } from '../../apps/server/src/http/server-logger.ts';
import { createMailer } from '../../apps/server/src/storage/mail/create-mailer.ts';
import { DEMO_PASSWORD } from '../../apps/server/src/seed/demo-users.seed.ts';
import { createLocalBlobStore } from '../../apps/server/src/storage/blobs/local-blob-store.ts';
import { createJobQueue } from '../../apps/server/src/storage/queue/job-queue.ts';
import { insightsLoadEndpoints } from './insights-load-endpoints.ts';

const dir = process.env.BENCH_DATA_DIR;
if (!dir) throw new Error('BENCH_DATA_DIR: a folder seeded by the insights-load bench');
const REPEAT = Number(process.env.BENCH_REPEAT ?? 20);
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;

const queries: Array<{ sql: string; ms: number }> = [];
const pglite = new PGlite({
  dataDir: path.join(dir, 'pg'),
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
  extensions: EMBEDDED_EXTENSIONS,
});
const db = new Kysely<Database>({
  dialect: new PgliteDialect(pglite),
  log: (event) => {
    queries.push({ sql: event.query.sql.replace(/\s+/g, ' ').slice(0, 110), ms: event.queryDurationMillis });
  },
});
await migrateToLatest(db as Kysely<unknown>);
const config = loadConfig({ FEATURE_FLAGS: 'designProject=false', LOG_LEVEL: 'silent', INSIGHTS_ANSWER_CACHE: 'false' });
const queue = createJobQueue({ kind: 'embedded', schema: 'pgboss', executeSql: async () => ({ rows: [] }) });
const log = createServerLogger({ level: 'silent' });
const blobs = createLocalBlobStore(path.join(dir, 'blobs'));
const composed = await composeModules(
  { config, db, clock: systemClock, blobs, queue, log },
  { mailer: createMailer(config.mail), takeOverImportsAtStart: false },
);
const app = await buildApp({ config, composed, log, serveWeb: false });
const login = await app.inject({
  method: 'POST',
  url: '/authapi/v1/authentications',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams({ username: 'user@airscope.test', password: DEMO_PASSWORD, grant_type: 'password' }).toString(),
});
const raw = login.headers['set-cookie'];
const cookie = (Array.isArray(raw) ? raw : [String(raw)]).map((line) => line.split(';')[0]).join('; ');
const headers = { cookie, [CSRF_HEADER]: String(login.headers[CSRF_RESPONSE_HEADER]), 'accept-encoding': 'gzip, deflate, br' };
const seeded = JSON.parse(readFileSync(path.join(dir, 'insights-seeded.json'), 'utf8')) as { projectId: string; floorRowId: string };

for (const [name, url] of insightsLoadEndpoints(seeded.projectId, seeded.floorRowId)) {
  if (ONLY && !ONLY.test(name)) continue;
  const first = await app.inject({ method: 'GET', url, headers });
  if (first.statusCode !== 200) throw new Error(`${name}: ${first.statusCode} ${first.body.slice(0, 200)}`);
  const times: number[] = [];
  queries.length = 0;
  const cpuBefore = process.cpuUsage();
  for (let i = 0; i < REPEAT; i += 1) {
    const started = performance.now();
    await app.inject({ method: 'GET', url, headers });
    times.push(performance.now() - started);
  }
  const cpu = process.cpuUsage(cpuBefore);
  times.sort((a, b) => a - b);
  const mean = times.reduce((s, t) => s + t, 0) / times.length;
  const cpuMs = (cpu.user + cpu.system) / 1000 / REPEAT;
  console.log(
    `${name.padEnd(36)} cpu ${cpuMs.toFixed(2).padStart(8)} ms  mean ${mean.toFixed(2).padStart(8)} ms  median ${times[times.length >> 1]!.toFixed(2).padStart(8)} ms  ${queries.length / REPEAT} queries  ${first.body.length} bytes`,
  );
  const perQuery = new Map<string, number>();
  for (const q of queries) perQuery.set(q.sql, (perQuery.get(q.sql) ?? 0) + q.ms);
  for (const [text, ms] of perQuery) console.log(`    ${(ms / REPEAT).toFixed(2).padStart(7)} ms  ${text}`);
}
await app.close();
await db.destroy();
