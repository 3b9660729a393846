import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OpenApiDocument } from './openapi-document.ts';
import { PROFILES, type MockCredentials, type MockSession, type MockVendor, type VendorProfile } from './vendor-profiles.ts';

/**
 * A local HTTP server that speaks one vendor's API from its published OpenAPI document: each request is matched
 * to a documented operation and its parameters checked against the document (a mismatch is recorded as a
 * violation and answered 400), the key is checked per the document's security scheme, and the answer is the
 * scenario's fixture for that operation, itself checked against the operation's response schema.
 */

const CONTROLLERS_DIR = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

export interface Violation {
  method: string;
  path: string;
  problems: string[];
}

export interface VendorMock {
  /** What a user would type as the controller's address (Meraki's includes the document's /api/v1). */
  baseUrl: string;
  /** The credentials this mock accepts. */
  credentials: MockCredentials;
  violations(): Violation[];
  /** Every request received, as "METHOD /path?query", in order. */
  requests(): string[];
  setScenario(name: string): void;
  /** The next `count` API requests answer 429 with this Retry-After (seconds). */
  rateLimitNext(count: number, retryAfterSeconds: number): void;
  /** The next `count` API requests are held this long before any answer. */
  delayNext(count: number, ms: number): void;
  /** Every sign-in token issued so far stops working (Catalyst Center's tokens last an hour). */
  expireTokens(): void;
  close(): Promise<void>;
}

export const MOCK_SCENARIOS = ['base', 'moved', 'unplaceable', 'siteAdmin'] as const;

type Fixture = { responses: Record<string, unknown> };

const fixtureFile = (profile: VendorProfile, scenario: string) => path.join(CONTROLLERS_DIR, profile.folder, 'fixtures', `${scenario}.json`);

function loadFixture(profile: VendorProfile, scenario: string): Fixture {
  if (!(MOCK_SCENARIOS as readonly string[]).includes(scenario)) throw new Error(`unknown scenario "${scenario}"`);
  // A scenario a vendor cannot express (scenario.json scenarioSettings.vendors) has no fixture for it.
  if (!fs.existsSync(fixtureFile(profile, scenario))) throw new Error(`the ${profile.folder} mock has no scenario "${scenario}"`);
  return JSON.parse(fs.readFileSync(fixtureFile(profile, scenario), 'utf8')) as Fixture;
}

/** The scenarios this vendor's mock has fixtures for. */
export function scenariosOf(vendor: MockVendor): string[] {
  return MOCK_SCENARIOS.filter((scenario) => fs.existsSync(fixtureFile(profileOf(vendor), scenario)));
}

export function profileOf(vendor: MockVendor): VendorProfile {
  const profile = PROFILES[vendor];
  if (!profile) throw new Error(`no mock for ${vendor} yet`);
  return profile;
}

const documents = new Map<MockVendor, OpenApiDocument>();

/** Compiling a document's schemas takes seconds (Mist's is large), so each is read once per process. */
export function documentOf(vendor: MockVendor): OpenApiDocument {
  let doc = documents.get(vendor);
  if (!doc) {
    doc = new OpenApiDocument(path.join(CONTROLLERS_DIR, profileOf(vendor).folder, profileOf(vendor).document ?? 'openapi.trimmed.json'));
    documents.set(vendor, doc);
  }
  return doc;
}

export function fixtureOf(vendor: MockVendor, scenario: string): Record<string, unknown> {
  return loadFixture(profileOf(vendor), scenario).responses;
}

function send(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

export async function startVendorMock(vendor: MockVendor, scenario = 'base'): Promise<VendorMock> {
  const profile = profileOf(vendor);
  const doc = documentOf(vendor);
  let fixture = loadFixture(profile, scenario);
  const violations: Violation[] = [];
  const seen: string[] = [];
  let limited = { count: 0, retryAfter: 0 };
  let delayed = { count: 0, ms: 0 };
  let baseUrl = '';
  const session: MockSession = { tokens: new Set(), generation: 0 };

  const handle = (req: http.IncomingMessage, res: http.ServerResponse): void => {
    const url = new URL(req.url ?? '/', baseUrl);
    const method = req.method ?? 'GET';
    seen.push(`${method} ${url.pathname}${url.search}`);
    if (url.pathname.startsWith('/_images/')) {
      const file = path.join(CONTROLLERS_DIR, 'images', path.basename(url.pathname));
      if (!fs.existsSync(file)) return send(res, 404, { error: 'no such image' });
      res.writeHead(200, { 'content-type': 'image/png' });
      return void res.end(fs.readFileSync(file));
    }
    if (limited.count > 0) {
      limited.count--;
      return send(res, 429, profile.tooManyRequests, { 'retry-after': String(limited.retryAfter) });
    }
    const apiPath = url.pathname.startsWith(profile.basePath) ? url.pathname.slice(profile.basePath.length) : null;
    const matched = apiPath === null ? null : doc.match(method, apiPath);
    if (!matched) {
      violations.push({ method, path: url.pathname, problems: [`no documented operation answers ${method} ${url.pathname}`] });
      return send(res, 404, { error: 'not in the document' });
    }
    const problems = doc.checkParameters(matched.operation, matched.pathParams, url.searchParams);
    if (problems.length > 0) {
      violations.push({ method, path: url.pathname, problems });
      return send(res, 400, { errors: problems });
    }
    const operationId = matched.operation.id;
    if (!profile.authorized(req.headers, operationId, session)) return send(res, profile.unauthorized.status, profile.unauthorized.body);
    const key = [operationId, ...matched.operation.pathParamNames.map((n) => matched.pathParams[n])].join(' ');
    const body = fixture.responses[key];
    if (body === undefined) return send(res, 404, { errors: [`nothing at ${url.pathname}`] });
    const text = JSON.stringify(body).replaceAll('{{baseUrl}}', baseUrl);
    const answer = profile.answer ? profile.answer(operationId, JSON.parse(text), session) : (JSON.parse(text) as unknown);
    const page = profile.page(operationId, answer, url);
    send(res, 200, page ? page.body : answer, page?.headers);
  };

  const server = http.createServer((req, res) => {
    if (delayed.count > 0) {
      delayed.count--;
      const timer = setTimeout(() => handle(req, res), delayed.ms);
      res.on('close', () => clearTimeout(timer));
      return;
    }
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl: baseUrl + profile.basePath,
    credentials: profile.credentials,
    violations: () => violations.map((v) => ({ ...v, problems: [...v.problems] })),
    requests: () => [...seen],
    setScenario: (name) => {
      fixture = loadFixture(profile, name);
    },
    rateLimitNext: (count, retryAfter) => {
      limited = { count, retryAfter };
    },
    delayNext: (count, ms) => {
      delayed = { count, ms };
    },
    expireTokens: () => {
      session.tokens.clear();
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
