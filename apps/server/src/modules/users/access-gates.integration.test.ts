import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, buildPath, type EndpointDef, type ProjectRole } from '@airscope/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/db.types.ts';
import { createTestApp, DATABASE_KINDS, type TestApp, type TestSession } from '../../testing/test-app.ts';
import { hashPassword } from '../auth/password-hasher.ts';
import { addMember, createOrg, createProject } from '../sharing/sharing-test.fixture.ts';
import { ACCESS_GATE_TEXT, isInsightsGated, productAccessOf } from './access-gates.ts';
import { SAMPLE_PATH_PARAMS } from '../../testing/sample-path-params.ts';

/**
 * Licence and product-access subjects × every gated route of the contract (docs/security.md Z2, Z5):
 * each cell is the exact status and code; a new route in a gated group joins the matrix by itself.
 */
const gated = allEndpoints.filter(isInsightsGated);
const PASSWORD = 'access gate fixture passphrase';
const DAY = 86_400_000;

type Blocked = 'noaccess' | 'noinsights' | 'expired' | 'lapsed' | 'suspended' | 'suspendedFlag' | 'invalid' | 'invalidFlag';
const EXPECTED_CODE: Record<Blocked, string> = {
  noaccess: 'INSIGHTS_ACCESS_DENIED',
  noinsights: 'INSIGHTS_ACCESS_DENIED',
  expired: 'LICENSE_EXPIRED',
  lapsed: 'LICENSE_EXPIRED',
  suspended: 'LICENSE_SUSPENDED',
  suspendedFlag: 'LICENSE_SUSPENDED',
  invalid: 'LICENSE_INVALID',
  invalidFlag: 'LICENSE_INVALID',
};
const ROLES: Array<ProjectRole | 'non-member'> = ['OWNER', 'WRITE_SHARE_USER', 'WRITE_USER', 'READ_USER', 'non-member'];

let counter = 0;
async function createSubject(db: Kysely<Database>, orgId: string, kind: Blocked | 'active') {
  const suffix = `${kind}-${++counter}-${crypto.randomUUID().slice(0, 6)}`;
  const status = kind === 'expired' ? 'EXPIRED' : kind === 'suspended' ? 'SUSPENDED' : kind === 'invalid' ? 'INVALID' : 'ACTIVE';
  const expires = new Date(Date.now() + (kind === 'lapsed' ? -DAY : 365 * DAY));
  const licence = await db
    .insertInto('licenses')
    .values({
      id: crypto.randomUUID(),
      license_key: `GATE-${suffix}`,
      org_id: orgId,
      product: 'Software Suite',
      status,
      subscription_expires_at: expires,
      created_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const email = `gate-${suffix}@fixture.test`;
  const user = await db
    .insertInto('users')
    .values({
      id: crypto.randomUUID(),
      email,
      password_hash: await hashPassword(PASSWORD),
      first_name: kind,
      last_name: 'Gate',
      org_id: orgId,
      license_id: licence.id,
      insights_access_allowed: kind !== 'noinsights' && kind !== 'noaccess',
      cloud_planner_access_allowed: kind === 'noinsights',
      license_suspended: kind === 'suspendedFlag',
      license_invalid: kind === 'invalidFlag',
      eula_version_consent: 'v4',
      created_at: new Date(),
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: user.id, email, licenceId: licence.id };
}

// The matrix's project is real; every other id names nothing (a floor of it would be a real one).
const urlOf = (endpoint: EndpointDef, projectId: string) => buildPath(endpoint.path, { ...SAMPLE_PATH_PARAMS, projectId });

describe.each(DATABASE_KINDS)('licence and insights gates on the server (%s)', (kind) => {
  let t: TestApp;
  let projectId: string;
  const subjects: Array<{ label: string; code: string; session: TestSession; plannerOnly?: boolean }> = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    const orgId = await createOrg(t.db);
    const owner = await createSubject(t.db, orgId, 'active');
    projectId = await createProject(t.db, owner.id, orgId);
    for (const blocked of Object.keys(EXPECTED_CODE) as Blocked[]) {
      for (const role of ROLES) {
        const user = await createSubject(t.db, orgId, blocked);
        if (role !== 'non-member') await addMember(t.db, projectId, user.id, role);
        subjects.push({
          label: `${blocked} ${role}`,
          code: EXPECTED_CODE[blocked],
          session: await t.signIn(user.email, PASSWORD),
          plannerOnly: blocked === 'noinsights',
        });
      }
    }
    // The seeded demo users of the issue, each on a project shared with them.
    for (const [email, code] of [
      ['noinsights@airscope.test', 'INSIGHTS_ACCESS_DENIED'],
      ['expired@airscope.test', 'LICENSE_EXPIRED'],
      ['suspended@airscope.test', 'LICENSE_SUSPENDED'],
    ] as const) {
      const session = await t.signIn(email);
      await addMember(t.db, projectId, session.userId, 'WRITE_SHARE_USER');
      subjects.push({ label: `demo ${email}`, code, session, plannerOnly: email.startsWith('noinsights') });
    }
  }, 120_000);
  afterAll(() => t?.close());

  it('gates every insights, site, heatmap, report, project, planning, upload, sharing and integration route', () => {
    expect(new Set(gated.map((e) => e.tag))).toEqual(
      new Set(['insights', 'site-management', 'heatmaps', 'reports', 'projects', 'planning', 'upload', 'sharing', 'vendor-integration']),
    );
    expect(gated.map((e) => e.id)).toEqual(
      expect.arrayContaining([
        'getProjectKpis',
        'computeHeatmap',
        'createReport',
        'downloadProject',
        'initiateUpload',
        'listSites',
        'listControllerConnections',
      ]),
    );
  });

  it.each(gated.map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s: every blocked subject in every role gets 403 with its code',
    async (_, endpoint) => {
      const cells = [];
      // A planner-only user (Plan licence, no Insights) is stopped on the insights routes alone; elsewhere the gate lets
      // them through to the route's own rules, so their cell is "not stopped by a product or licence gate".
      const gateCodes = new Set(Object.values(EXPECTED_CODE));
      const stopped = (subject: (typeof subjects)[number]) => !subject.plannerOnly || productAccessOf(endpoint) === 'insights';
      // A planner-only user passes the gate on the shared project routes, so their writes would really happen (a DELETE
      // would remove the matrix's project): they take part in the read routes there, and in every insights route.
      const cellSubjects = subjects.filter((subject) => stopped(subject) || endpoint.method === 'GET');
      for (const subject of cellSubjects) {
        const response = await t.call(endpoint.method, urlOf(endpoint, projectId), { session: subject.session });
        const code = String(response.headers['content-type'] ?? '').includes('json')
          ? (response.json()?.errorMessageList?.[0]?.errorCode as string | undefined)
          : undefined;
        cells.push(
          stopped(subject)
            ? { subject: subject.label, status: response.statusCode, code }
            : { subject: subject.label, gated: response.statusCode === 403 && code !== undefined && gateCodes.has(code) },
        );
      }
      expect(cells).toEqual(
        cellSubjects.map((s) =>
          stopped(s)
            ? {
                subject: s.label,
                status: 403,
                code: s.code,
              }
            : { subject: s.label, gated: false },
        ),
      );
    },
  );

  it('answers with the gate texts', async () => {
    const byCode = (code: string) => subjects.find((s) => s.code === code)!.session;
    const noInsights = await t.call('GET', `/insightapi/v1/projects/${projectId}/kpis`, { session: byCode('INSIGHTS_ACCESS_DENIED') });
    expect(noInsights.json().message).toBe(ACCESS_GATE_TEXT.noInsightsAccess);
    const expired = await t.call('GET', `/projectapi/v1/projects/${projectId}/download`, { session: byCode('LICENSE_EXPIRED') });
    expect(expired.json().message).toBe(ACCESS_GATE_TEXT.licenceBlocked);
  });

  it('leaves a blocked user the calls that let them see who they are, fix the licence and sign out', async () => {
    for (const subject of subjects) {
      const { session } = subject;
      expect((await t.call('GET', '/userapi/v1/users/who-am-i', { session })).statusCode).toBe(200);
      expect((await t.call('GET', `/userapi/v1/users/${session.userId}/licenseStatus`, { session })).statusCode).toBe(200);
      expect((await t.call('GET', '/notifyapi/v1/notification', { session })).statusCode).toBe(200);
    }
  });

  it('lets an active member in every role read the project, and keeps a non-member out (404)', async () => {
    const orgId = await createOrg(t.db);
    for (const role of ROLES) {
      const user = await createSubject(t.db, orgId, 'active');
      if (role !== 'non-member') await addMember(t.db, projectId, user.id, role);
      const session = await t.signIn(user.email, PASSWORD);
      const expected = role === 'non-member' ? 404 : 200;
      expect({
        role,
        project: (await t.call('GET', `/projectapi/v1/projects/${projectId}`, { session })).statusCode,
        kpis: (await t.call('GET', `/insightapi/v1/projects/${projectId}/kpis`, { session })).statusCode,
      }).toEqual({ role, project: expected, kpis: expected });
    }
  });

  it('lets a Plan-licence user without Insights into the project and planner routes, not the insights area', async () => {
    const orgId = await createOrg(t.db);
    const user = await createSubject(t.db, orgId, 'noinsights');
    await addMember(t.db, projectId, user.id, 'WRITE_USER');
    const session = await t.signIn(user.email, PASSWORD);
    expect((await t.call('GET', `/projectapi/v1/projects/${projectId}`, { session })).statusCode).toBe(200);
    const kpis = await t.call('GET', `/insightapi/v1/projects/${projectId}/kpis`, { session });
    expect([kpis.statusCode, kpis.json().errorMessageList?.[0]?.errorCode]).toEqual([403, 'INSIGHTS_ACCESS_DENIED']);
    await t.db.updateTable('users').set({ cloud_planner_access_allowed: false }).where('id', '=', user.id).execute();
    expect((await t.call('GET', `/projectapi/v1/projects/${projectId}`, { session })).statusCode).toBe(403);
  });

  it('applies a licence or access change on the next request of a live session', async () => {
    const orgId = await createOrg(t.db);
    const user = await createSubject(t.db, orgId, 'active');
    await addMember(t.db, projectId, user.id, 'READ_USER');
    const session = await t.signIn(user.email, PASSWORD);
    const read = async () => {
      const response = await t.call('GET', `/insightapi/v1/projects/${projectId}/kpis`, { session });
      return [response.statusCode, response.json().errorMessageList?.[0]?.errorCode];
    };
    expect(await read()).toEqual([200, undefined]);
    await t.db.updateTable('licenses').set({ status: 'EXPIRED' }).where('id', '=', user.licenceId).execute();
    expect(await read()).toEqual([403, 'LICENSE_EXPIRED']);
    await t.db
      .updateTable('licenses')
      .set({ status: 'ACTIVE', subscription_expires_at: new Date(t.clock.now().getTime() - 1000) })
      .where('id', '=', user.licenceId)
      .execute();
    expect(await read()).toEqual([403, 'LICENSE_EXPIRED']);
    await t.db
      .updateTable('licenses')
      .set({ subscription_expires_at: new Date(t.clock.now().getTime() + DAY) })
      .where('id', '=', user.licenceId)
      .execute();
    expect(await read()).toEqual([200, undefined]);
    await t.db.updateTable('users').set({ insights_access_allowed: false }).where('id', '=', user.id).execute();
    expect(await read()).toEqual([403, 'INSIGHTS_ACCESS_DENIED']);
    await t.db.updateTable('users').set({ insights_access_allowed: true, license_invalid: true }).where('id', '=', user.id).execute();
    expect(await read()).toEqual([403, 'LICENSE_INVALID']);
  });
});
