import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoProjects } from '../../apps/server/src/seed/demo-projects.seed.ts';
import { DEMO_PASSWORD } from '../../apps/server/src/seed/demo-users.seed.ts';
import { createTestApp, type TestApp } from '../../apps/server/src/testing/test-app.ts';
import { signIn, signInDemoIdentities, type Identity } from './fuzz-identities.ts';
import { discoverRealIds } from './fuzz-real-ids.ts';
import { listFuzzRequests, listOperations, type FuzzDocument, type FuzzRequest } from './fuzz-requests.ts';
import { runFuzzer, type FuzzSummary } from './fuzz-run.ts';
import { injectTransport } from './fuzz-transport.ts';

// The scan's loop inside the suite, bounded: every operation of the app's own description with real ids as every
// identity, and the broken bodies that reach parsing and validation in different ways as anonymous and as the owner.
// `npm run security:scan` sends every variant as every identity to the real server process.
const VALID = new Set(['real ids', 'valid']);
const BROKEN = new Set(['truncated JSON', '__proto__ keys', 'missing fields', 'wrong types']);

describe('the security scan’s fuzzer, bounded, on the app', () => {
  let t: TestApp;
  let doc: FuzzDocument;
  let ids: Record<string, string>;
  let summary: FuzzSummary;
  let broken: FuzzSummary;
  const answers = new Map<string, number>();

  beforeAll(async () => {
    t = await createTestApp('embedded', { withJobs: true });
    await seedDemoProjects(t.db, t.blobs, t.clock);
    const transport = injectTransport(t.app);
    doc = (await t.call('GET', '/api/docs/json')).json<FuzzDocument>();
    const identities = await signInDemoIdentities(transport, DEMO_PASSWORD);
    const owner = identities.find((i) => i.name === 'user')!;
    const admin = identities.find((i) => i.name === 'admin')!;
    ({ ids } = (await discoverRealIds(transport, doc, owner, admin, DEMO_PASSWORD)) as { ids: Record<string, string> });
    const requests = listFuzzRequests(doc, ids);
    const options = {
      concurrency: 1,
      renew: (identity: Identity) => signIn(transport, identity.name, identity.email!, DEMO_PASSWORD),
      onAnswer: (request: FuzzRequest, identity: string, status: number) =>
        answers.set(`${identity} ${request.operation} ${request.variant}`, status),
    };
    // Broken bodies first: the valid run's deletes destroy the demo project.
    broken = await runFuzzer(
      transport,
      requests.filter((r) => BROKEN.has(r.variant)),
      [identities[0]!, owner],
      options,
    );
    summary = await runFuzzer(
      transport,
      requests.filter((r) => VALID.has(r.variant)),
      identities,
      options,
    );
  }, 170_000);
  afterAll(() => t?.close());

  it('sends every operation of the description as anonymous and as the six demo users', () => {
    expect(listOperations(doc).length).toBeGreaterThan(130);
    expect(summary.operations).toBe(listOperations(doc).length);
    expect(summary.identities).toEqual(['anonymous', 'expired', 'suspended', 'noinsights', 'neweula', 'admin', 'user']);
    expect(summary.requests).toBe(summary.operations * 7);
    expect(broken.operations).toBeGreaterThan(60);
  });

  it('fills the path with real ids of the demo data, which the owner’s requests reach', () => {
    for (const name of ['projectId', 'floorId', 'floorPlanRowId', 'imageId', 'shareId', 'siteId', 'buildingId', 'sessionKey'])
      expect(ids[name], name).toBeTruthy();
    expect(ids.floorPlanRowId).toMatch(/^\d+$/);
    const owner = (operation: string) => answers.get(`user ${operation} real ids`);
    expect(owner('GET /projectapi/v1/projects/{projectId}')).toBe(200);
    expect(owner('GET /insightapi/v1/projects/{projectId}/floorPlans/{floorPlanRowId}/surveyDateRange')).toBe(200);
    expect(owner('GET /heatmapapi/v1/projects/{projectId}/floor-plans/{floorId}/layers')).toBe(200);
    expect(owner('DELETE /projectapi/v1/projects/{projectId}')).toBeLessThan(300);
    expect(summary.operationsReached).toBeGreaterThan(summary.operations / 2);
  });

  it('gets no 5xx and an answer to every request', () => {
    const findings = [...broken.serverErrors, ...summary.serverErrors];
    expect(findings.map((f) => `${f.status} ${f.operation} as ${f.identity}: ${f.variant}`)).toEqual([]);
    expect([...broken.noAnswer, ...summary.noAnswer]).toEqual([]);
  });
});
