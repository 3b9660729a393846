import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MY_SHARING_GROUP, SHARING_TEXT, sharingSummaryText, summarizeSharing, type ProjectUser } from '@airscope/contracts';
import { createTestApp, DATABASE_KINDS, type TestApp, type TestSession } from '../../testing/test-app.ts';
import { waitForMail } from '../accounts/outbox-mail.fixture.ts';
import { addMember, createLicensedUser, createOrg, createProject, FIXTURE_PASSWORD } from './sharing-test.fixture.ts';

const usersUrl = (projectId: string) => `/shareapi/v1/projects/${projectId}/users`;

describe.each(DATABASE_KINDS)('sharing projects with users on %s PostgreSQL', (kind) => {
  let t: TestApp;
  let dataDir: string;
  let orgId: string;
  let owner: { id: string; email: string };
  let ownerSession: TestSession;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'airscope-sharing-'));
    t = await createTestApp(kind, { env: { DATA_DIR: dataDir } });
    orgId = await createOrg(t.db);
    owner = await createLicensedUser(t.db, orgId, 'owner');
    ownerSession = await t.signIn(owner.email, FIXTURE_PASSWORD);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const setRestriction = (restriction: 'NO_RESTRICTION' | 'ORGANIZATION_ONLY' | 'SHARING_GROUP_ONLY') =>
    t.db.updateTable('organisations').set({ sharing_restriction: restriction }).where('id', '=', orgId).execute();
  const summaryFor = (users: ProjectUser[], me: string) => sharingSummaryText(summarizeSharing(users, me));

  it('shares with a colleague at a role, who then sees the project with exactly that role', async () => {
    const projectId = await createProject(t.db, owner.id, orgId);
    const colleague = await createLicensedUser(t.db, orgId, 'colleague');
    const shared = await t.call('POST', usersUrl(projectId), {
      session: ownerSession,
      body: { email: colleague.email.toUpperCase(), role: 'WRITE_USER' },
    });
    expect(shared.statusCode).toBe(200);
    expect(shared.json().map((u: ProjectUser) => [u.email, u.role])).toEqual([
      [owner.email, 'OWNER'],
      [colleague.email, 'WRITE_USER'],
    ]);
    expect(summaryFor(shared.json(), owner.id)).toBe('Me + 1 user(s)');
    const session = await t.signIn(colleague.email, FIXTURE_PASSWORD);
    const seen = await t.call('GET', `/projectapi/v1/projects/${projectId}`, { session });
    expect(seen.json()).toMatchObject({ role: 'WRITE_USER', canWrite: true, canShare: false });
    // The notifications module tells the colleague, through the service the composition root hands to sharing.
    const notices = await t.call('GET', '/notifyapi/v1/notification', { session });
    expect(notices.json().notifications.filter((n: { kind: string }) => n.kind === 'projectShared')).toHaveLength(1);
    expect(summaryFor(shared.json(), colleague.id)).toBe('2 users');
    const again = await t.call('POST', usersUrl(projectId), { session: ownerSession, body: { email: colleague.email, role: 'READ_USER' } });
    expect(again.statusCode).toBe(409);
  });

  it('changes and removes a role, but never the owner’s, and a Full access user may share too', async () => {
    const projectId = await createProject(t.db, owner.id, orgId);
    const full = await createLicensedUser(t.db, orgId, 'full');
    const other = await createLicensedUser(t.db, orgId, 'other');
    await addMember(t.db, projectId, full.id, 'WRITE_SHARE_USER');
    const fullSession = await t.signIn(full.email, FIXTURE_PASSWORD);
    expect(
      (await t.call('POST', usersUrl(projectId), { session: fullSession, body: { email: other.email, role: 'READ_USER' } })).statusCode,
    ).toBe(200);
    const changed = await t.call('PUT', `${usersUrl(projectId)}/${other.id}`, { session: fullSession, body: { role: 'WRITE_USER' } });
    expect(changed.json().find((u: ProjectUser) => u.userId === other.id).role).toBe('WRITE_USER');
    const demote = await t.call('PUT', `${usersUrl(projectId)}/${owner.id}`, { session: fullSession, body: { role: 'READ_USER' } });
    expect(demote.statusCode).toBe(403);
    expect(demote.json().errorMessageList[0].errorDescription).toBe(SHARING_TEXT.ownerUnchangeable);
    expect((await t.call('DELETE', `${usersUrl(projectId)}/${owner.id}`, { session: fullSession })).statusCode).toBe(403);
    expect((await t.call('PUT', `${usersUrl(projectId)}/${other.id}`, { session: fullSession, body: { role: 'OWNER' } })).statusCode).toBe(
      400,
    );
    const removed = await t.call('DELETE', `${usersUrl(projectId)}/${other.id}`, { session: ownerSession });
    expect(removed.json().map((u: ProjectUser) => u.userId)).toEqual([owner.id, full.id]);
    const otherSession = await t.signIn(other.email, FIXTURE_PASSWORD);
    expect((await t.call('GET', `/projectapi/v1/projects/${projectId}`, { session: otherSession })).statusCode).toBe(404);
    expect((await t.call('DELETE', `${usersUrl(projectId)}/${other.id}`, { session: ownerSession })).statusCode).toBe(404);
  });

  it('shares with every member of My Sharing Group, keeping the roles of those already on the project', async () => {
    const projectId = await createProject(t.db, owner.id, orgId);
    const [a, b, outside] = [
      await createLicensedUser(t.db, orgId, 'groupa'),
      await createLicensedUser(t.db, orgId, 'groupb'),
      await createLicensedUser(t.db, orgId, 'nogroup'),
    ];
    const group = await t.db
      .insertInto('sharing_groups')
      .values({ id: crypto.randomUUID(), org_id: orgId, name: MY_SHARING_GROUP, created_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('sharing_group_members')
      .values([a, b, owner].map((u) => ({ group_id: group.id, user_id: u.id })))
      .execute();
    await addMember(t.db, projectId, a.id, 'WRITE_SHARE_USER');
    const shared = await t.call('POST', `/shareapi/v1/projects/${projectId}/sharing-group`, {
      session: ownerSession,
      body: { role: 'READ_USER' },
    });
    expect(shared.statusCode).toBe(200);
    const roles = Object.fromEntries(shared.json().map((u: ProjectUser) => [u.userId, u.role]));
    expect(roles).toEqual({ [owner.id]: 'OWNER', [a.id]: 'WRITE_SHARE_USER', [b.id]: 'READ_USER' });
    expect(roles[outside.id]).toBeUndefined();
    // Someone with an account hears about it in their notifications.
    const bSession = await t.signIn(b.email, FIXTURE_PASSWORD);
    const notes = await t.call('GET', '/notifyapi/v1/notification', { session: bSession });
    expect(notes.statusCode).toBe(200);
    expect(JSON.stringify(notes.json())).toContain(owner.email);

    await setRestriction('SHARING_GROUP_ONLY');
    try {
      const refused = await t.call('POST', usersUrl(projectId), {
        session: ownerSession,
        body: { email: outside.email, role: 'READ_USER' },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errorMessageList[0].errorDescription).toBe(SHARING_TEXT.restricted);
      expect(
        (
          await t.call('POST', `/shareapi/v1/projects/${projectId}/secure-shares`, {
            session: ownerSession,
            body: { email: 'stranger@nowhere.test' },
          })
        ).statusCode,
      ).toBe(403);
    } finally {
      await setRestriction('NO_RESTRICTION');
    }
  });

  it('keeps organisation-only projects inside the organisation', async () => {
    const projectId = await createProject(t.db, owner.id, orgId);
    const stranger = await createLicensedUser(t.db, await createOrg(t.db), 'stranger');
    const colleague = await createLicensedUser(t.db, orgId, 'insider');
    await setRestriction('ORGANIZATION_ONLY');
    try {
      expect(
        (await t.call('POST', usersUrl(projectId), { session: ownerSession, body: { email: stranger.email, role: 'READ_USER' } }))
          .statusCode,
      ).toBe(403);
      expect(
        (
          await t.call('POST', `/shareapi/v1/projects/${projectId}/secure-shares`, {
            session: ownerSession,
            body: { email: 'no-account@nowhere.test' },
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (await t.call('POST', usersUrl(projectId), { session: ownerSession, body: { email: colleague.email, role: 'READ_USER' } }))
          .statusCode,
      ).toBe(200);
    } finally {
      await setRestriction('NO_RESTRICTION');
    }
    // Without the restriction, another organisation's user may receive it.
    expect(
      (await t.call('POST', usersUrl(projectId), { session: ownerSession, body: { email: stranger.email, role: 'READ_USER' } })).statusCode,
    ).toBe(200);
  });

  it('answers an unknown address with 404 and mails the secure-share invitation to an address without account', async () => {
    const projectId = await createProject(t.db, owner.id, orgId);
    const unknown = await t.call('POST', usersUrl(projectId), {
      session: ownerSession,
      body: { email: 'nobody@nowhere.test', role: 'READ_USER' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorMessageList[0].errorDescription).toBe(SHARING_TEXT.noSuchUser);
    const email = `invitee-${crypto.randomUUID().slice(0, 8)}@nowhere.test`;
    const created = await t.call('POST', `/shareapi/v1/projects/${projectId}/secure-shares`, { session: ownerSession, body: { email } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ projectId, email, used: false });
    const mail = await waitForMail(path.join(dataDir, 'outbox'), (entry) => entry.to === email);
    expect(mail.text).toMatch(/\/secure-project-view\/[A-Za-z0-9_-]{43}/);
    // The key is never stored in clear.
    const key = /\/secure-project-view\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    const stored = await t.db
      .selectFrom('secure_shares')
      .select('key_hash')
      .where('id', '=', created.json().shareId)
      .executeTakeFirstOrThrow();
    expect(stored.key_hash).not.toContain(key);
  });

  it('refuses sharing to a member whose licence does not allow changes', async () => {
    const projectId = await createProject(t.db, owner.id, orgId);
    const lapsed = await createLicensedUser(t.db, orgId, 'lapsed');
    await addMember(t.db, projectId, lapsed.id, 'WRITE_SHARE_USER');
    await t.db.updateTable('users').set({ license_suspended: true }).where('id', '=', lapsed.id).execute();
    const session = await t.signIn(lapsed.email, FIXTURE_PASSWORD);
    const response = await t.call('POST', `/shareapi/v1/projects/${projectId}/secure-shares`, {
      session,
      body: { email: 'x@nowhere.test' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().errorMessageList[0].errorCode).toBe('LICENSE_SUSPENDED');
  });
});
