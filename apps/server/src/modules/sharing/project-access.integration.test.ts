import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, buildPath, isGuestAllowed, PO_TYPE_COLLECTIONS, type EndpointDef } from '@airscope/contracts';
import { createTestApp, DATABASE_KINDS, type TestApp, type TestSession } from '../../testing/test-app.ts';
import { addMember, createLicensedUser, createOrg, createProject, FIXTURE_PASSWORD, signInAsGuest } from './sharing-test.fixture.ts';

/**
 * Role × endpoint matrix over every project endpoint of the contract (docs/security.md Z2, Z3, Z6, O3):
 * a new endpoint with `:projectId` joins the matrix by itself.
 */
const projectEndpoints = allEndpoints.filter((e) => e.access === 'session' && e.path.includes(':projectId'));
// Calls that change nothing a member shares (computations; a report is a document made from what one sees; one's own view preferences).
const READ_POSTS = new Set(['computeHeatmap', 'inspectFloorPoint', 'createReport', 'putProjectUserPreference']);
const isWrite = (e: EndpointDef) => e.method !== 'GET' && !READ_POSTS.has(e.id);
const isShareOrDelete = (e: EndpointDef) => e.path.startsWith('/shareapi/') || e.id === 'deleteProject';

// Valid inputs, so each answer comes from the authorisation, not from validation.
const SAMPLE_BODIES: Record<string, unknown> = {
  computeHeatmap: { type: 'sig-strength' },
  inspectFloorPoint: { xMetres: 1, yMetres: 1, options: {} },
  updateProjectDetails: { name: 'Renamed by the matrix' },
  updateProjectTags: { tags: ['matrix'] },
  shareProjectWithUser: { email: 'user@airscope.test', role: 'READ_USER' },
  shareProjectWithGroup: { role: 'READ_USER' },
  changeProjectUserRole: { role: 'READ_USER' },
  createSecureShare: { email: 'matrix-recipient@nowhere.test' },
  applyProjectEdits: { baseVersion: 1, changes: [{ op: 'delete', collection: 'buildings', id: 'matrix-absent' }] },
  createReport: { format: 'pdf', language: 'en', sections: ['cover'] },
  placeProjectInSite: { siteId: null },
  autoPlanFloor: { radio: { maxTxPowerDbm: 17, widthMhz: 20, streams: 2, technology: 'AX' } },
};
// Endpoints whose body is not JSON: a 1×1 PNG for the plan image upload.
const SAMPLE_RAW: Record<string, { contentType: string; payload: Buffer }> = {
  uploadPlanImage: {
    contentType: 'image/png',
    payload: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
  },
};
const SAMPLE_QUERIES: Record<string, string> = { getProjectBatch: `?poTypes=${Object.keys(PO_TYPE_COLLECTIONS)[0]}` };

function request(endpoint: EndpointDef, projectId: string) {
  const url = buildPath(endpoint.path, {
    projectId,
    floorId: 'floor-1',
    floorPlanRowId: '1',
    imageId: 'image-1',
    reportId: crypto.randomUUID(),
    userId: crypto.randomUUID(),
    shareId: crypto.randomUUID(),
    jobId: crypto.randomUUID(),
  });
  return { url: url + (SAMPLE_QUERIES[endpoint.id] ?? ''), body: endpoint.body ? (SAMPLE_BODIES[endpoint.id] ?? {}) : undefined };
}
const cases = projectEndpoints.map((e) => [`${e.method} ${e.path}`, e] as const);

describe.each(DATABASE_KINDS)('project access matrix on %s PostgreSQL', (kind) => {
  let t: TestApp;
  let dataDir: string;
  let projectId: string;
  let otherProjectId: string;
  const s: Record<'outsider' | 'colleague' | 'reader' | 'writer' | 'guest' | 'otherGuest', TestSession> = {} as never;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'airscope-matrix-'));
    t = await createTestApp(kind, { env: { DATA_DIR: dataDir } });
    const orgId = await createOrg(t.db);
    const otherOrgId = await createOrg(t.db);
    const owner = await createLicensedUser(t.db, orgId, 'owner');
    projectId = await createProject(t.db, owner.id, orgId);
    otherProjectId = await createProject(t.db, owner.id, orgId);
    const users = {
      outsider: await createLicensedUser(t.db, otherOrgId, 'outsider'),
      colleague: await createLicensedUser(t.db, orgId, 'colleague'),
      reader: await createLicensedUser(t.db, orgId, 'reader'),
      writer: await createLicensedUser(t.db, orgId, 'writer'),
    };
    await addMember(t.db, projectId, users.reader.id, 'READ_USER');
    await addMember(t.db, projectId, users.writer.id, 'WRITE_USER');
    for (const [name, user] of Object.entries(users)) s[name as keyof typeof users] = await t.signIn(user.email, FIXTURE_PASSWORD);
    const ownerSession = await t.signIn(owner.email, FIXTURE_PASSWORD);
    const outbox = path.join(dataDir, 'outbox');
    s.guest = (await signInAsGuest(t, outbox, ownerSession, projectId)).session;
    s.otherGuest = (await signInAsGuest(t, outbox, ownerSession, otherProjectId)).session;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const call = (endpoint: EndpointDef, session: TestSession, id = projectId) => {
    const { url, body } = request(endpoint, id);
    const raw = SAMPLE_RAW[endpoint.id];
    if (raw) return t.call(endpoint.method, url, { session, body: raw.payload, headers: { 'content-type': raw.contentType } });
    return t.call(endpoint.method, url, { session, body });
  };

  it('covers the project endpoints of the contract', () => {
    expect(projectEndpoints.map((e) => e.id)).toEqual(
      expect.arrayContaining(['getProject', 'deleteProject', 'shareProjectWithUser', 'createSecureShare']),
    );
  });

  it.each(cases)('%s: a user of another organisation gets 404', async (_, endpoint) => {
    expect((await call(endpoint, s.outsider)).statusCode).toBe(404);
  });

  it.each(cases)('%s: a colleague who is not on the project gets 404', async (_, endpoint) => {
    expect((await call(endpoint, s.colleague)).statusCode).toBe(404);
  });

  it.each(cases)('%s: a guest of another project cannot reach this one', async (_, endpoint) => {
    expect([403, 404]).toContain((await call(endpoint, s.otherGuest)).statusCode);
  });

  it.each(cases.filter(([, e]) => !isGuestAllowed(e) || isWrite(e)))(
    '%s: the guest of this project is refused (403)',
    async (_, endpoint) => {
      expect((await call(endpoint, s.guest)).statusCode).toBe(403);
    },
  );

  it.each(cases.filter(([, e]) => isWrite(e)))('%s: View only (READ_USER) is refused (403)', async (_, endpoint) => {
    expect((await call(endpoint, s.reader)).statusCode).toBe(403);
  });

  it.each(cases.filter(([, e]) => isShareOrDelete(e)))(
    '%s: Edit rights (WRITE_USER) may not share or delete (403)',
    async (_, endpoint) => {
      expect((await call(endpoint, s.writer)).statusCode).toBe(403);
    },
  );

  // A job id names one job of the user who started it: an unknown one is 404 for everyone once the project's check passed.
  const namesOwnJob = (e: EndpointDef) => e.id === 'cancelAutoPlanJob';
  it.each(cases.filter(([, e]) => isWrite(e) && !isShareOrDelete(e) && !namesOwnJob(e)))(
    '%s: Edit rights (WRITE_USER) may edit',
    async (_, endpoint) => {
      expect([401, 403, 404]).not.toContain((await call(endpoint, s.writer)).statusCode);
    },
  );

  it('lets every member and the guest read the project, with the rights the role gives', async () => {
    const expectations = [
      [s.reader, { role: 'READ_USER', canWrite: false, canShare: false }],
      [s.writer, { role: 'WRITE_USER', canWrite: true, canShare: false }],
      [s.guest, { role: 'READ_USER', canWrite: false, canShare: false }],
    ] as const;
    for (const [session, rights] of expectations) {
      const response = await t.call('GET', `/projectapi/v1/projects/${projectId}`, { session });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject(rights);
    }
  });
});
