import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const modulesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'modules');

describe('the composition root', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('embedded', { withJobs: true });
  });
  afterAll(() => t.close());

  it('composes every module folder that has a descriptor, once', () => {
    const withDescriptor = fs
      .readdirSync(modulesDir)
      .filter((folder) => fs.existsSync(path.join(modulesDir, folder, `${folder}.module.ts`)))
      .sort();
    expect(withDescriptor.length).toBeGreaterThan(20);
    expect(t.modules.map((m) => m.name).sort()).toEqual(withDescriptor);
  });

  it('gives every job one owner and a payload schema', () => {
    const jobs = t.modules.flatMap((m) => (m.jobs ?? []).map((job) => ({ module: m.name, job })));
    const names = jobs.map(({ job }) => job.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining(['import-upload', 'sweep-imports', 'refresh-insights', 'render-report', 'delete-project', 'maintenance']),
    );
    for (const { job } of jobs) expect(typeof job.payload.parse).toBe('function');
  });

  it('puts every scheduled job on a pg-boss schedule when the worker starts', async () => {
    const crons = t.modules.flatMap((m) => m.jobs ?? []).filter((job) => job.cron);
    expect(crons.length).toBeGreaterThanOrEqual(3);
    const schedules = await t.queue.listSchedules();
    for (const job of crons) expect(schedules).toContainEqual({ name: job.name, cron: job.cron });
    // The repeated sweep keeps its per-minute cron, so a broken chain restarts.
    expect(schedules).toContainEqual({ name: 'sweep-imports', cron: '* * * * *' });
  });
});
