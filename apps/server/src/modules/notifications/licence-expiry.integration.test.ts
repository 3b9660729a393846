import { sql } from 'kysely';
import type { NotificationList } from '@airscope/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, startJobs, type TestApp, type TestSession } from '../../testing/test-app.ts';
import { signInConsented } from '../../testing/eula-consent.ts';
import { LICENCE_EXPIRY_CRON, LICENCE_EXPIRY_JOB, notificationsJobs, runLicenceExpiryNotices } from './notifications.jobs.ts';
import { createNotificationsRepository } from './notifications.repository.ts';
import { createNotificationsService } from './notifications.service.ts';

const DAY_MS = 86_400_000;
const quietLog = { info: () => undefined };
const notificationsOf = (t: TestApp) =>
  createNotificationsService({ notifications: createNotificationsRepository(t.db), clock: t.clock, log: { error: () => undefined } });

describe.each(DATABASE_KINDS)('the licence-expiry job on %s PostgreSQL', (kind) => {
  let t: TestApp;
  let startedWith: Date;
  beforeAll(async () => {
    t = await createTestApp(kind);
    // A licence already inside the window when the worker starts: the start-up run must warn about it.
    const { id } = await t.db.selectFrom('users').select('id').where('email', '=', 'neweula@airscope.test').executeTakeFirstOrThrow();
    startedWith = new Date(t.clock.now().getTime() + 7 * DAY_MS);
    await setLicenceEnd(id, startedWith);
    await t.queue.start();
    await startJobs(t.queue, [{ name: 'notifications', jobs: notificationsJobs({ notifications: notificationsOf(t), log: quietLog }) }]);
  });
  afterAll(() => t.close());

  const warningsOf = async (session: TestSession) => {
    const response = await t.call('GET', '/notifyapi/v1/notification', { session });
    expect(response.statusCode).toBe(200);
    return response.json<NotificationList>().notifications.filter((n) => n.kind === 'licenceExpiring');
  };
  const licenceOf = async (userId: string) =>
    (await t.db.selectFrom('users').select('license_id').where('id', '=', userId).executeTakeFirstOrThrow()).license_id!;
  const setLicenceEnd = async (userId: string, end: Date | null) =>
    t.db
      .updateTable('licenses')
      .set({ subscription_expires_at: end })
      .where('id', '=', await licenceOf(userId))
      .execute();
  const run = () => runLicenceExpiryNotices({ notifications: notificationsOf(t), log: quietLog });

  it('is scheduled daily with pg-boss, and its run at worker start warns a holder whose licence ends soon', async () => {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.db);
    const current = rows[0]!.schema;
    const bossSchema = current === 'public' ? 'pgboss' : `${current}_pgboss`;
    const schedules = await sql<{ name: string; cron: string }>`select name, cron from ${sql.id(bossSchema, 'schedule')}`.execute(t.db);
    expect(schedules.rows).toContainEqual({ name: LICENCE_EXPIRY_JOB, cron: LICENCE_EXPIRY_CRON });

    const holder = await signInConsented(t, 'neweula@airscope.test');
    await expect
      .poll(async () => (await warningsOf(holder)).map((n) => n.params.expiresOn), { timeout: 15_000, interval: 250 })
      .toEqual([startedWith.toISOString().slice(0, 10)]);
    // The seeded "expired" demo licence ended a month ago: no late warning.
    const expired = await t.signIn('expired@airscope.test');
    expect(await warningsOf(expired)).toEqual([]);
  });

  it('warns each holder once per expiry date, only within the two-week window, and never by reading the list', async () => {
    const user = await t.signIn('user@airscope.test');
    const admin = await t.signIn('admin@airscope.test');
    const soon = new Date(t.clock.now().getTime() + 5 * DAY_MS);
    await setLicenceEnd(user.userId, soon);
    await setLicenceEnd(admin.userId, new Date(t.clock.now().getTime() + 30 * DAY_MS));

    expect(await warningsOf(user)).toEqual([]);
    expect(await run()).toBe(1);
    expect(await run()).toBe(0);
    const warnings = await warningsOf(user);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ level: 'warning', read: false, params: { expiresOn: soon.toISOString().slice(0, 10) } });
    expect(await warningsOf(admin)).toEqual([]);

    // Days later the admin's licence enters the window; a renewed licence with a new date warns again.
    t.clock.advance(20 * DAY_MS);
    expect(await run()).toBe(1);
    expect(await warningsOf(await t.signIn('admin@airscope.test'))).toHaveLength(1);
    await setLicenceEnd(user.userId, new Date(t.clock.now().getTime() + 3 * DAY_MS));
    expect(await run()).toBe(1);
    expect(await warningsOf(await t.signIn('user@airscope.test'))).toHaveLength(2);
  });

  it('skips disabled accounts and licences without an end date', async () => {
    const user = await t.signIn('noinsights@airscope.test');
    await setLicenceEnd(user.userId, new Date(t.clock.now().getTime() + 2 * DAY_MS));
    await t.db.updateTable('users').set({ disabled: true }).where('id', '=', user.userId).execute();
    expect(await run()).toBe(0);
    await t.db.updateTable('users').set({ disabled: false }).where('id', '=', user.userId).execute();
    await setLicenceEnd(user.userId, null);
    expect(await run()).toBe(0);
  });
});
