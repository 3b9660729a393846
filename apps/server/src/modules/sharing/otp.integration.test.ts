import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_TEXT } from '@airscope/contracts';
import { createTestApp, DATABASE_KINDS, type TestApp, type TestSession } from '../../testing/test-app.ts';
import {
  createLicensedUser,
  createOrg,
  createProject,
  createSecureShare,
  FIXTURE_PASSWORD,
  postPublic,
  requestCode,
  sessionFrom,
  signInAsGuest,
} from './sharing-test.fixture.ts';

const LOGIN = '/shareapi/secureProjectView/login';
const wrongCodeFor = (code: string, seed: number) => String((Number(code) + 1 + seed) % 1_000_000).padStart(6, '0');

describe.each(DATABASE_KINDS)('secure sharing by one-time password on %s PostgreSQL', (kind) => {
  let t: TestApp;
  let dataDir: string;
  let outbox: string;
  let owner: TestSession;
  let projectId: string;
  let otherProjectId: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'airscope-otp-'));
    outbox = path.join(dataDir, 'outbox');
    t = await createTestApp(kind, { env: { DATA_DIR: dataDir, PUBLIC_URL: 'https://airscope.example' } });
    const orgId = await createOrg(t.db);
    const ownerUser = await createLicensedUser(t.db, orgId, 'owner');
    projectId = await createProject(t.db, ownerUser.id, orgId);
    otherProjectId = await createProject(t.db, ownerUser.id, orgId);
    owner = await t.signIn(ownerUser.email, FIXTURE_PASSWORD);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function freshShare() {
    const email = `recipient-${crypto.randomUUID().slice(0, 8)}@nowhere.test`;
    return { email, ...(await createSecureShare(t, outbox, owner, projectId, email)) };
  }
  const login = (keyId: string, code: string, ip?: string) => postPublic(t, LOGIN, { keyId, code }, ip);

  it('lets a recipient without an account view the shared project read-only, and nothing else', async () => {
    const guest = await signInAsGuest(t, outbox, owner, projectId);
    const me = await t.call('GET', '/userapi/v1/users/who-am-i', { session: guest.session });
    expect(me.json()).toMatchObject({ role: 'GUEST', orgAdmin: false });
    const project = await t.call('GET', `/projectapi/v1/projects/${projectId}?includeProjectUser=true`, { session: guest.session });
    expect(project.statusCode).toBe(200);
    expect(project.json()).toMatchObject({ projectId, role: 'READ_USER', canWrite: false, canShare: false });
    expect(project.json().users).toBeUndefined();
    // The project list (and every call not tied to the one project) is closed to guests.
    expect((await t.call('GET', '/projectapi/v1/projects', { session: guest.session })).statusCode).toBe(403);
    expect((await t.call('GET', `/projectapi/v1/projects/${otherProjectId}`, { session: guest.session })).statusCode).toBe(404);
    expect(
      (await t.call('PUT', `/projectapi/v1/projects/${projectId}`, { session: guest.session, body: { name: 'Hijacked' } })).statusCode,
    ).toBe(403);
    expect((await t.call('GET', `/projectapi/v1/projects/${projectId}/users`, { session: guest.session })).statusCode).toBe(403);
  });

  it('answers a code request for an unknown key exactly like a known one', async () => {
    const share = await freshShare();
    const known = await postPublic(t, `/shareapi/secureProjectView/${share.keyId}/code`);
    const unknown = await postPublic(t, `/shareapi/secureProjectView/${'x'.repeat(43)}/code`);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
  });

  it('refuses an expired code', async () => {
    const share = await freshShare();
    const code = await requestCode(t, outbox, share.keyId, share.email);
    t.clock.advance(10 * 60_000 + 1_000);
    const response = await login(share.keyId, code);
    expect(response.statusCode).toBe(401);
    expect(response.json().errorMessageList[0].errorDescription).toBe(OTP_TEXT.codeRefused);
  });

  it('refuses a code that was already used', async () => {
    const share = await freshShare();
    const code = await requestCode(t, outbox, share.keyId, share.email);
    expect((await login(share.keyId, code)).statusCode).toBe(200);
    expect((await login(share.keyId, code)).statusCode).toBe(401);
  });

  it('refuses the right code on the sixth try after five wrong ones', async () => {
    const share = await freshShare();
    const code = await requestCode(t, outbox, share.keyId, share.email);
    for (let attempt = 0; attempt < 5; attempt++) expect((await login(share.keyId, wrongCodeFor(code, attempt))).statusCode).toBe(401);
    expect((await login(share.keyId, code)).statusCode).toBe(401);
    // A new code is needed, and works.
    const next = await requestCode(t, outbox, share.keyId, share.email);
    expect((await login(share.keyId, next)).statusCode).toBe(200);
  });

  it('refuses 50 parallel guesses and lets no more than five reach the comparison', async () => {
    const share = await freshShare();
    const code = await requestCode(t, outbox, share.keyId, share.email);
    const guesses = await Promise.all(Array.from({ length: 50 }, (_, i) => login(share.keyId, wrongCodeFor(code, i))));
    expect(guesses.map((r) => r.statusCode)).toEqual(Array(50).fill(401));
    const row = await t.db
      .selectFrom('secure_share_codes')
      .select('attempts')
      .where('share_id', '=', share.shareId)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
    expect((await login(share.keyId, code)).statusCode).toBe(401);
  });

  it('gives exactly one session for two parallel submissions of the right code', async () => {
    const share = await freshShare();
    const code = await requestCode(t, outbox, share.keyId, share.email);
    const answers = await Promise.all([login(share.keyId, code), login(share.keyId, code)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('kills the old code when a new one is sent, and never accepts a code of another share', async () => {
    const first = await freshShare();
    const second = await freshShare();
    const old = await requestCode(t, outbox, first.keyId, first.email);
    const fresh = await requestCode(t, outbox, first.keyId, first.email);
    const otherShareCode = await requestCode(t, outbox, second.keyId, second.email);
    if (old !== fresh) expect((await login(first.keyId, old)).statusCode).toBe(401);
    if (otherShareCode !== fresh) expect((await login(first.keyId, otherShareCode)).statusCode).toBe(401);
    expect((await login(first.keyId, fresh)).statusCode).toBe(200);
  });

  it('sends at most five codes an hour per share', async () => {
    const share = await freshShare();
    for (let i = 0; i < 5; i++) expect((await postPublic(t, `/shareapi/secureProjectView/${share.keyId}/code`)).statusCode).toBe(202);
    const sixth = await postPublic(t, `/shareapi/secureProjectView/${share.keyId}/code`);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBe('3600');
  });

  it('limits sign-in attempts per address with 429', async () => {
    const share = await freshShare();
    const ip = '10.250.0.1';
    const answers = [];
    for (let i = 0; i < 61; i++) answers.push((await login(share.keyId, '000000', ip)).statusCode);
    expect(answers.slice(0, 60).every((status) => status === 401)).toBe(true);
    expect(answers[60]).toBe(429);
  });

  it('lists shares for the owner and ends the guest session at once on revocation', async () => {
    const guest = await signInAsGuest(t, outbox, owner, projectId);
    const listed = await t.call('GET', `/shareapi/v1/projects/${projectId}/secure-shares`, { session: owner });
    expect(listed.json()).toContainEqual(expect.objectContaining({ shareId: guest.shareId, email: guest.email, used: true }));
    expect((await t.call('GET', `/projectapi/v1/projects/${projectId}`, { session: guest.session })).statusCode).toBe(200);
    expect(
      (await t.call('DELETE', `/shareapi/v1/projects/${projectId}/secure-shares/${guest.shareId}`, { session: owner })).statusCode,
    ).toBe(204);
    expect((await t.call('GET', `/projectapi/v1/projects/${projectId}`, { session: guest.session })).statusCode).toBe(401);
    const after = await t.call('GET', `/shareapi/v1/projects/${projectId}/secure-shares`, { session: owner });
    expect(after.json().map((s: { shareId: string }) => s.shareId)).not.toContain(guest.shareId);
    // The link is dead too: no new code, no sign-in.
    expect((await login(guest.keyId, '123456')).statusCode).toBe(401);
    expect(
      (await t.call('DELETE', `/shareapi/v1/projects/${projectId}/secure-shares/${guest.shareId}`, { session: owner })).statusCode,
    ).toBe(404);
  });

  it('replaces a session the browser held before the guest signed in', async () => {
    const share = await freshShare();
    const code = await requestCode(t, outbox, share.keyId, share.email);
    const before = await t.signIn('user@airscope.test');
    const response = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      remoteAddress: '10.251.0.1',
      headers: { 'content-type': 'application/json', cookie: before.cookie },
      payload: { keyId: share.keyId, code },
    });
    expect(response.statusCode).toBe(200);
    expect(sessionFrom(response).cookie).not.toBe(before.cookie);
    expect((await t.call('GET', '/userapi/v1/users/who-am-i', { session: before })).statusCode).toBe(401);
  });
});
