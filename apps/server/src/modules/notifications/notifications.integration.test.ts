import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { NotificationList } from '@airscope/contracts';
import { createTestApp, DATABASE_KINDS, type TestApp, type TestSession } from '../../testing/test-app.ts';
import { uploadThroughHttp } from '../../testing/upload-flow.ts';
import { runLicenceExpiryNotices } from './notifications.jobs.ts';
import { createNotificationsRepository } from './notifications.repository.ts';
import { createNotificationsService } from './notifications.service.ts';
import { ESX_FIXTURES_DIR } from '@airscope/test-data';

const BASE = '/notifyapi/v1/notification';
const FIXTURES = `${ESX_FIXTURES_DIR}/`;
const smallEsx = () => fs.readFileSync(path.join(FIXTURES, 'thewlan-ekahau-python-scripts__test.esx'));
const silentLog = { error: () => undefined };

describe.each(DATABASE_KINDS)('notifications on %s PostgreSQL', (kind) => {
  let t: TestApp;
  let user: TestSession;
  let admin: TestSession;

  beforeAll(async () => {
    t = await createTestApp(kind, { withJobs: true });
    user = await t.signIn('user@airscope.test');
    admin = await t.signIn('admin@airscope.test');
  });
  afterAll(() => t.close());

  const list = async (session: TestSession) => {
    const response = await t.call('GET', BASE, { session });
    expect(response.statusCode).toBe(200);
    return response.json<NotificationList>();
  };
  // The import job stores its notification just after the upload's final status, so a client may read the status first.
  const waitForNotice = (session: TestSession, kind: string) =>
    vi.waitFor(
      async () => {
        const listed = await list(session);
        if (!listed.notifications.some((n) => n.kind === kind)) throw new Error(`no ${kind} notification yet`);
        return listed;
      },
      { timeout: 10_000, interval: 50 },
    );

  it('tells the uploader that an upload finished, linking to the new project, unread', async () => {
    const outcome = await uploadThroughHttp(t, user, smallEsx(), 'Small office.esx');
    expect(outcome.status).toBe('COMMITTED');
    const { notifications, unreadCount } = await waitForNotice(user, 'uploadFinished');
    const finished = notifications.find((n) => n.kind === 'uploadFinished');
    expect(finished).toMatchObject({ level: 'success', title: 'Upload finished', read: false, link: `/projects/${outcome.projectId}` });
    expect(finished?.params.fileName).toBe('Small office.esx');
    expect(unreadCount).toBeGreaterThanOrEqual(1);
    // Nobody else hears about it.
    expect((await list(admin)).notifications.some((n) => n.kind === 'uploadFinished')).toBe(false);
  });

  it('tells the uploader that an upload failed, with the reason', async () => {
    const outcome = await uploadThroughHttp(t, user, Buffer.from('this is not a zip archive'), 'broken.esx');
    expect(outcome.status).toBe('ROLLED_BACK');
    const failed = (await waitForNotice(user, 'uploadFailed')).notifications.find((n) => n.kind === 'uploadFailed');
    expect(failed).toMatchObject({ level: 'error', title: 'Upload failed', read: false });
    expect(failed?.params.reason).toBe(outcome.rollbackReason);
    expect(failed?.description).toContain('broken.esx');
  });

  it('marks one notification read and lowers the unread count; another user gets 404 for it', async () => {
    const before = await list(user);
    const target = before.notifications.find((n) => !n.read)!;
    expect((await t.call('PUT', `${BASE}/${target.id}/read`, { session: admin })).statusCode).toBe(404);
    expect((await t.call('PUT', `${BASE}/${target.id}/read`, { session: user })).statusCode).toBe(204);
    const after = await list(user);
    expect(after.notifications.find((n) => n.id === target.id)?.read).toBe(true);
    expect(after.unreadCount).toBe(before.unreadCount - 1);
    expect((await t.call('PUT', `${BASE}/not-a-uuid/read`, { session: user })).statusCode).toBe(400);
  });

  it('marks all read', async () => {
    expect((await t.call('PUT', `${BASE}/read-all`, { session: user })).statusCode).toBe(204);
    const after = await list(user);
    expect(after.unreadCount).toBe(0);
    expect(after.notifications.every((n) => n.read)).toBe(true);
  });

  it('delivers a project-shared notification raised by another module', async () => {
    const service = createNotificationsService({ notifications: createNotificationsRepository(t.db), clock: t.clock, log: silentLog });
    const stored = await service.notifyProjectShared({
      recipientUserId: admin.userId,
      projectId: crypto.randomUUID(),
      projectName: 'Warehouse',
      sharedBy: 'Sam Surveyor',
    });
    expect(stored).toBe(true);
    const shared = (await list(admin)).notifications.find((n) => n.kind === 'projectShared');
    expect(shared).toMatchObject({ level: 'info', description: 'Sam Surveyor shared the project Warehouse with you.', read: false });
  });

  it('warns once about a licence that ends within two weeks, and not about one that ends later', async () => {
    expect((await list(user)).notifications.some((n) => n.kind === 'licenceExpiring')).toBe(false);
    const soon = new Date(t.clock.now().getTime() + 5 * 86_400_000);
    const { license_id } = await t.db.selectFrom('users').select('license_id').where('id', '=', user.userId).executeTakeFirstOrThrow();
    await t.db.updateTable('licenses').set({ subscription_expires_at: soon }).where('id', '=', license_id!).execute();
    // Raised by the daily job (see licence-expiry.integration.test.ts); a second run adds nothing.
    const notifications = createNotificationsService({
      notifications: createNotificationsRepository(t.db),
      clock: t.clock,
      log: silentLog,
    });
    await runLicenceExpiryNotices({ notifications, log: { info: () => undefined } });
    await runLicenceExpiryNotices({ notifications, log: { info: () => undefined } });
    const expiring = (await list(user)).notifications.filter((n) => n.kind === 'licenceExpiring');
    expect(expiring).toHaveLength(1);
    expect(expiring[0]).toMatchObject({ level: 'warning', params: { expiresOn: soon.toISOString().slice(0, 10) } });
  });

  it('requires a session and the CSRF header', async () => {
    expect((await t.call('GET', BASE)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: `${BASE}/read-all`, headers: { cookie: user.cookie } })).statusCode).toBe(403);
  });
});
