import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEsx } from '@airscope/esx-archive';
import { createTestApp, type TestApp, type TestSession } from '../testing/test-app.ts';
import { officeWalls } from './demo-office/office-layout.ts';
import { seedDemoProjects } from './demo-projects.seed.ts';

describe('demo projects', () => {
  let t: TestApp;
  let owner: TestSession;
  let admin: TestSession;
  beforeAll(async () => {
    t = await createTestApp('embedded');
    expect(await seedDemoProjects(t.db, t.blobs, t.clock)).toBe(2);
    owner = await t.signIn('user@airscope.test');
    admin = await t.signIn('admin@airscope.test');
  });
  afterAll(() => t.close());

  it('are seeded once', async () => {
    expect(await seedDemoProjects(t.db, t.blobs, t.clock)).toBe(0);
  });

  it('include a planned two-storey office with walls of several materials and APs of four vendors', async () => {
    const projects = (await t.call('GET', '/projectapi/v1/projects', { session: owner })).json();
    const office = projects.find((p: { name: string }) => p.name === 'Demo Office HQ');
    expect(office).toMatchObject({ projectType: 'SIMULATED', floorPlanCount: 2, accessPointCount: 8, city: 'Helsinki' });
    const batch = (
      await t.call('GET', `/projectapi/v1/projects/${office.projectId}/batch?poTypes=ACCESS_POINT,SIMULATED_RADIO,WALL_SEGMENT,WALL_TYPE`, {
        session: owner,
      })
    ).json();
    expect(batch.simulatedRadios).toHaveLength(16);
    expect(batch.wallSegments).toHaveLength(2 * officeWalls().length);
    expect(batch.wallTypes.length).toBeGreaterThanOrEqual(4);
    expect(new Set(batch.accessPoints.map((ap: { vendor: string }) => ap.vendor)).size).toBe(4);
  });

  it('include a measured walk survey whose readings came from the engine', async () => {
    const projects = (await t.call('GET', '/projectapi/v1/projects', { session: owner })).json();
    const survey = projects.find((p: { name: string }) => p.name === 'Demo Office HQ — walk survey');
    expect(survey).toMatchObject({ projectType: 'MEASURED', accessPointCount: 4 });
    const batch = (
      await t.call('GET', `/projectapi/v1/projects/${survey.projectId}/batch?poTypes=SURVEY,MEASURED_RADIO`, { session: owner })
    ).json();
    expect(batch.surveys).toHaveLength(1);
    expect(batch.measuredRadios).toHaveLength(8);
  });

  it('are shared with the admin with full access, and export as valid .esx files', async () => {
    const projects = (await t.call('GET', '/projectapi/v1/projects', { session: admin })).json();
    expect(projects.map((p: { role: string }) => p.role)).toEqual(['WRITE_SHARE_USER', 'WRITE_SHARE_USER']);
    for (const project of projects) {
      const download = await t.call('GET', `/projectapi/v1/projects/${project.projectId}/download`, { session: admin });
      const file = path.join(t.blobRoot, `${project.projectId}.esx`);
      fs.writeFileSync(file, download.rawPayload);
      const model = await readEsx(file);
      expect(model.warnings.filter((w) => w.code === 'DANGLING_REFERENCE')).toEqual([]);
    }
  });
});
