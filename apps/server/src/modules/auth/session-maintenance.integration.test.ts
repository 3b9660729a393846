import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../testing/test-app.ts';
import { createSessionMaintenanceService } from './session-maintenance.service.ts';

const DAY_MS = 86_400_000;

describe.each(DATABASE_KINDS)('session maintenance on %s PostgreSQL', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const signIn = () =>
    t.app.inject({
      method: 'POST',
      url: '/authapi/v1/authentications',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        username: 'admin@airscope.test',
        password: 'airscope-demo',
        grant_type: 'password',
        client_id: 'airscope-web',
      }).toString(),
    });
  const countSessions = async () =>
    Number(
      (
        await t.db
          .selectFrom('sessions')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const attemptTimes = async () =>
    (await t.db.selectFrom('login_attempts').select('attempted_at').execute()).map((row) => new Date(row.attempted_at).getTime());

  it('ends sessions idle past the limit and forgets sign-in records older than a month, keeping newer ones', async () => {
    const maintenance = createSessionMaintenanceService(t.db);
    expect((await signIn()).statusCode).toBe(200);
    expect(await countSessions()).toBeGreaterThan(0);
    expect(await maintenance.purge(t.clock.now(), t.config.sessionIdleMs)).toEqual({ sessionsRemoved: 0 });

    t.clock.advance(31 * DAY_MS);
    expect((await signIn()).statusCode).toBe(200);
    const { sessionsRemoved } = await maintenance.purge(t.clock.now(), t.config.sessionIdleMs);
    expect(sessionsRemoved).toBeGreaterThan(0);
    // Only the session of the second sign-in is fresh, and only its sign-in record is younger than a month.
    expect(await countSessions()).toBe(1);
    expect(await attemptTimes()).toEqual([t.clock.now().getTime()]);
  });

  it('ends one session on request', async () => {
    const maintenance = createSessionMaintenanceService(t.db);
    const before = await countSessions();
    const [session] = await t.db.selectFrom('sessions').select('id_hash').execute();
    await maintenance.endSession(session!.id_hash);
    expect(await countSessions()).toBe(before - 1);
  });
});
