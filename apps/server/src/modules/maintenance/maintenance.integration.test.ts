import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../http/rate-limiter.ts';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../testing/test-app.ts';
import { createSessionMaintenanceService } from '../auth/session-maintenance.service.ts';
import { createSsoMaintenanceService } from '../sso/sso-maintenance.service.ts';
import { MAINTENANCE_CRON, MAINTENANCE_JOB, runMaintenance } from './maintenance.jobs.ts';

const DAY_MS = 86_400_000;

describe.each(DATABASE_KINDS)('the maintenance job on %s PostgreSQL', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { withJobs: true });
  });
  afterAll(() => t.close());

  const countSessions = async () =>
    Number(
      (
        await t.db
          .selectFrom('sessions')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('is a pg-boss schedule every five minutes, so many workers run it once', async () => {
    expect(await t.queue.listSchedules()).toContainEqual({ name: MAINTENANCE_JOB, cron: MAINTENANCE_CRON });
  });

  it('ends idle sessions when the queue runs it', async () => {
    await t.signIn('admin@airscope.test');
    expect(await countSessions()).toBeGreaterThan(0);
    t.clock.advance(31 * DAY_MS);
    await t.queue.send(MAINTENANCE_JOB, {});
    await expect.poll(countSessions, { timeout: 15_000, interval: 250 }).toBe(0);
    // What the run left is nothing more to purge.
    const deps = {
      sessions: createSessionMaintenanceService(t.db),
      sso: createSsoMaintenanceService(t.db),
      limiter: createRateLimiter(t.db, t.clock),
      clock: t.clock,
      idleMs: t.config.sessionIdleMs,
      log: { info: () => undefined },
    };
    expect(await runMaintenance(deps)).toBe(0);
  });
});
