/**
 * `npm run security:scan`: starts the app (the real server process, embedded database, demo data) and, with a
 * signed-in demo user's session, runs sqlmap against every path and query parameter of every GET endpoint in the
 * OpenAPI document, then wapiti over the app with those URLs as starting points. Prints one table and exits 1 on
 * any finding: an injectable parameter, a wapiti vulnerability, or a wapiti anomaly (a 500 or a timeout).
 * Loopback only; every tool run is bounded in time (SCAN_SQLMAP_S per parameter, SCAN_WAPITI_S overall).
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CSRF_HEADER, CSRF_RESPONSE_HEADER } from '@airscope/contracts';
import { DEMO_PASSWORD } from '../../apps/server/src/seed/demo-users.seed.ts';
import { startAppServer } from '../../apps/server/src/testing/app-process.ts';
import { startPlantedInjection } from './planted-injection.ts';
import { runSqlmap, type SqlmapVerdict } from './run-sqlmap.ts';
import { runWapiti } from './run-wapiti.ts';
import { listScanTargets, type KnownIds, type OpenApiDocument } from './scan-targets.ts';

const SQLMAP_S = Number(process.env.SCAN_SQLMAP_S ?? 120);
const WAPITI_S = Number(process.env.SCAN_WAPITI_S ?? 300);
const ONLY = process.env.SCAN_ONLY ? new RegExp(process.env.SCAN_ONLY) : null;

function ensureTools(): void {
  const missing = ['sqlmap', 'wapiti'].filter((tool) => !existsSync(`/usr/bin/${tool}`));
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) throw new Error(`Install ${missing.join(' and ')} first: sudo apt-get install -y ${missing.join(' ')}`);
  console.log(`Installing ${missing.join(', ')} from Debian…`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`, { stdio: 'inherit' });
}

async function signIn(baseUrl: string) {
  const login = await fetch(`${baseUrl}/authapi/v1/authentications`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: 'user@airscope.test', password: DEMO_PASSWORD, grant_type: 'password' }),
  });
  if (!login.ok) throw new Error(`sign-in answered ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { cookie, headers: { [CSRF_HEADER]: login.headers.get(CSRF_RESPONSE_HEADER) ?? '' } };
}

/** Real ids of the demo data for the path parameters, read through the API as the signed-in user sees them. */
async function discoverIds(baseUrl: string, session: Awaited<ReturnType<typeof signIn>>): Promise<KnownIds> {
  const get = async (url: string): Promise<any> => {
    const response = await fetch(`${baseUrl}${url}`, { headers: { cookie: session.cookie, ...session.headers } });
    return response.ok ? response.json() : undefined;
  };
  const ids: Record<string, string> = {};
  const me = await get('/userapi/v1/users/who-am-i');
  if (me?.userId) ids.userId = String(me.userId);
  if (me?.orgId) ids.orgId = String(me.orgId);
  const projects = await get('/projectapi/v1/projects');
  const list: any[] = Array.isArray(projects) ? projects : (projects?.projects ?? projects?.content ?? []);
  const project = list.find((p) => p?.projectId ?? p?.id);
  if (project) ids.projectId = String(project.projectId ?? project.id);
  if (ids.projectId) {
    const floors = await get(`/insightapi/v1/projects/${ids.projectId}/floorPlans`);
    const floor = (Array.isArray(floors) ? floors : (floors?.floorPlans ?? []))[0];
    if (floor) {
      ids.floorPlanRowId = String(floor.id ?? floor.floorPlanRowId ?? '');
      ids.floorId = String(floor.floorPlanId ?? floor.id ?? '');
    }
  }
  return ids;
}

async function main(): Promise<void> {
  ensureTools();
  const work = mkdtempSync(path.join(tmpdir(), 'airscope-scan-'));
  const planted = await startPlantedInjection();
  const canary = await runSqlmap(
    { endpoint: 'GET /item (planted)', parameter: 'id', location: 'query', markedUrl: planted.url, plainUrl: planted.url },
    { cookie: 'none=1', headers: {} },
    path.join(work, 'canary'),
    SQLMAP_S,
  );
  await planted.stop();
  if (!canary.injectable)
    throw new Error(`sqlmap did not find the planted injection, so its verdicts on the app mean nothing: ${canary.summary}`);
  console.log('sqlmap found the planted injection (the scanner works)');
  const server = await startAppServer({ LOG_LEVEL: 'silent' });
  let failed = false;
  try {
    const session = await signIn(server.baseUrl);
    const ids = await discoverIds(server.baseUrl, session);
    console.log(
      `ids from the demo data: ${Object.entries(ids)
        .map(([k, v]) => `${k}=${v}`)
        .join(', ')}`,
    );
    const doc = (await (await fetch(`${server.baseUrl}/api/docs/json`)).json()) as OpenApiDocument;
    const targets = listScanTargets(doc, server.baseUrl, ids).filter((t) => !ONLY || ONLY.test(`${t.endpoint} ${t.parameter}`));
    console.log(
      `sqlmap: ${targets.length} parameters of ${new Set(targets.map((t) => t.endpoint)).size} GET endpoints, ${SQLMAP_S} s each at most`,
    );
    const verdicts: SqlmapVerdict[] = [];
    let flagged = 0;
    for (const target of targets) {
      let verdict = await runSqlmap(target, session, path.join(work, 'sqlmap'), SQLMAP_S);
      if (verdict.injectable) {
        flagged++;
        // A finding stands only if sqlmap confirms it again alone, with a delay load cannot fake; both are printed.
        console.log(`  flagged    ${target.endpoint} ${target.location} ${target.parameter}: ${verdict.summary}; checking again alone`);
        verdict = await runSqlmap(target, session, path.join(work, 'sqlmap-recheck'), SQLMAP_S * 2, true);
      }
      verdicts.push(verdict);
      console.log(
        `  ${verdict.injectable ? 'INJECTABLE' : 'clean     '} ${target.endpoint} ${target.location} ${target.parameter}: ${verdict.summary}`,
      );
    }
    // The session may have ended under sqlmap's requests (it probes every route); wapiti gets a fresh one.
    const wapitiSession = await signIn(server.baseUrl);
    const wapiti = await runWapiti(
      server.baseUrl,
      [...new Set(targets.map((t) => t.plainUrl))],
      wapitiSession,
      path.join(work, 'wapiti.json'),
      WAPITI_S,
    );
    const injectable = verdicts.filter((v) => v.injectable).length;
    const vulnerabilities = Object.values(wapiti.vulnerabilities).reduce((a, b) => a + b, 0);
    const anomalies = Object.values(wapiti.anomalies).reduce((a, b) => a + b, 0);
    console.log('\n| tool | scope | findings |\n|---|---|---|');
    console.log(
      `| sqlmap 1.7 (level 1, risk 1) | ${targets.length} path/query parameters of ${new Set(targets.map((t) => t.endpoint)).size} GET endpoints | ${injectable} injectable (${flagged} flagged, checked again alone) |`,
    );
    console.log(
      `| wapiti 3 (sql, exec, xss, file, redirect, crlf) | the app from / and ${new Set(targets.map((t) => t.plainUrl)).size} API URLs, ${WAPITI_S} s | ${vulnerabilities} vulnerabilities, ${anomalies} anomalies |`,
    );
    for (const line of wapiti.details) console.log(`  wapiti: ${line}`);
    failed = injectable + vulnerabilities + anomalies > 0;
  } finally {
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
  console.log(failed ? 'security scan: FINDINGS (see above)' : 'security scan: 0 findings');
  process.exit(failed ? 1 : 0);
}

await main();
