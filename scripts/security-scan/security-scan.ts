/**
 * `npm run security:scan`: starts the app (the real server process, embedded database, demo data, a temporary
 * DATA_DIR) and runs, in order:
 * - the fuzzer: every operation of the OpenAPI document, as anonymous and as each gated demo user (and an activated
 *   device), with real ids of the demo data, other ids, hostile query strings and broken bodies; any 5xx or request
 *   without an answer is a finding. It destroys what it deletes, so it runs on a server of its own.
 * - sqlmap against every path and query parameter of every GET endpoint with a signed-in demo user's session, then
 *   wapiti over the app with those URLs as starting points; an injectable parameter, a wapiti vulnerability or a
 *   wapiti anomaly (a 500 or a timeout) is a finding.
 * Prints the counts and exits 1 on any finding. Loopback only; every tool run is bounded in time (SCAN_SQLMAP_S per
 * parameter, SCAN_WAPITI_S overall, SCAN_REQUEST_S per fuzzer request). SCAN_TOOLS (default `fuzz,sqlmap,wapiti`)
 * picks the tools.
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '../../apps/server/src/seed/demo-users.seed.ts';
import { startAppServer } from '../../apps/server/src/testing/app-process.ts';
import { signIn, signInDemoIdentities, type Identity } from './fuzz-identities.ts';
import { discoverRealIds } from './fuzz-real-ids.ts';
import { listFuzzRequests, type FuzzDocument } from './fuzz-requests.ts';
import { formatFuzzSummary, runFuzzer } from './fuzz-run.ts';
import { httpTransport } from './fuzz-transport.ts';
import { startPlantedInjection } from './planted-injection.ts';
import { runSqlmap, type SqlmapVerdict } from './run-sqlmap.ts';
import { runWapiti } from './run-wapiti.ts';
import { listScanTargets, type OpenApiDocument } from './scan-targets.ts';

const SQLMAP_S = Number(process.env.SCAN_SQLMAP_S ?? 120);
const WAPITI_S = Number(process.env.SCAN_WAPITI_S ?? 300);
const ONLY = process.env.SCAN_ONLY ? new RegExp(process.env.SCAN_ONLY) : null;
const REQUEST_S = Number(process.env.SCAN_REQUEST_S ?? 60);
// The first start migrates and seeds the demo projects' heatmaps: minutes on a loaded machine.
const START_MS = Number(process.env.SCAN_START_S ?? 600) * 1000;
const TOOLS = new Set((process.env.SCAN_TOOLS ?? 'fuzz,sqlmap,wapiti').split(',').map((tool) => tool.trim()));

function ensureTools(): void {
  const missing = ['sqlmap', 'wapiti'].filter((tool) => !existsSync(`/usr/bin/${tool}`));
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) throw new Error(`Install ${missing.join(' and ')} first: sudo apt-get install -y ${missing.join(' ')}`);
  console.log(`Installing ${missing.join(', ')} from Debian…`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`, { stdio: 'inherit' });
}

/** A session as sqlmap and wapiti take it: one cookie line and the CSRF header. */
function toolSession(identity: Identity) {
  const { cookie = '', ...headers } = identity.headers;
  return { cookie, headers };
}

/** Every file under `dir` as one text (none when it does not exist yet). */
function readFolder(dir: string): string {
  if (!existsSync(dir)) return '';
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(dir, name))
    .filter((file) => statSync(file).isFile())
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
}

/** Ids as `name=value` for the log. */
const listIds = (ids: Record<string, string>) =>
  Object.entries(ids)
    .map(([k, v]) => `${k}=${v}`)
    .join(', ');

/** The fuzzer on a server of its own (it deletes what it finds); answers whether it found a 5xx or a request without an answer. */
async function fuzz(): Promise<boolean> {
  const server = await startAppServer({ LOG_LEVEL: 'silent' }, { readyWithinMs: START_MS });
  try {
    const transport = httpTransport(server.baseUrl, REQUEST_S * 1000);
    const doc = (await (await fetch(`${server.baseUrl}/api/docs/json`)).json()) as FuzzDocument;
    const identities = await signInDemoIdentities(transport, DEMO_PASSWORD);
    const owner = identities.find((i) => i.name === 'user')!;
    const admin = identities.find((i) => i.name === 'admin')!;
    const { ids, deviceToken } = await discoverRealIds(transport, doc, owner, admin, DEMO_PASSWORD, () =>
      readFolder(path.join(server.dataDir, 'outbox')),
    );
    console.log(`fuzzer: real ids from the demo data: ${listIds(ids)}`);
    // The device goes first: deletes run as the identities in order, and the owner's must come last.
    if (deviceToken) identities.splice(1, 0, { name: 'device', headers: { authorization: `Bearer ${deviceToken}` } });
    const requests = listFuzzRequests(doc, ids).filter((r) => !ONLY || ONLY.test(r.operation));
    let reported = 0;
    const summary = await runFuzzer(transport, requests, identities, {
      concurrency: 4,
      renew: (identity) => signIn(transport, identity.name, identity.email!, DEMO_PASSWORD).catch(() => null),
      onProgress: (done, total) => {
        if (done - reported >= 1000 || done === total) {
          reported = done;
          console.log(`  fuzzer: ${done} of ${total} requests`);
        }
      },
    });
    console.log(formatFuzzSummary(summary));
    return summary.serverErrors.length + summary.noAnswer.length > 0;
  } finally {
    await server.stop();
  }
}

/** sqlmap and wapiti with the demo projects' owner's session; answers whether they found anything. */
async function injectionScan(): Promise<boolean> {
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
  const server = await startAppServer({ LOG_LEVEL: 'silent' }, { readyWithinMs: START_MS });
  let failed = false;
  try {
    const transport = httpTransport(server.baseUrl, REQUEST_S * 1000);
    const doc = (await (await fetch(`${server.baseUrl}/api/docs/json`)).json()) as OpenApiDocument & FuzzDocument;
    const owner = await signIn(transport, 'user', 'user@airscope.test', DEMO_PASSWORD);
    const admin = await signIn(transport, 'admin', 'admin@airscope.test', DEMO_PASSWORD);
    const { ids } = await discoverRealIds(transport, doc, owner, admin, DEMO_PASSWORD);
    const session = toolSession(owner);
    console.log(`ids from the demo data: ${listIds(ids)}`);
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
    const wapitiSession = toolSession(await signIn(transport, 'user', 'user@airscope.test', DEMO_PASSWORD));
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
  return failed;
}

async function main(): Promise<void> {
  let failed = false;
  if (TOOLS.has('fuzz')) failed = (await fuzz()) || failed;
  if (TOOLS.has('sqlmap') || TOOLS.has('wapiti')) failed = (await injectionScan()) || failed;
  console.log(failed ? 'security scan: FINDINGS (see above)' : 'security scan: 0 findings');
  process.exit(failed ? 1 : 0);
}

await main();
