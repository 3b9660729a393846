import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeEsx } from '@airscope/esx-archive';
import {
  dumpExport,
  ekahauScriptsCommit,
  ekahauScriptsUnavailable,
  findConformanceProblems,
  readSampleShape,
  readZipEntries,
  runEkahauScripts,
  type SampleShape,
} from '@airscope/test-data/esx-conformance';
import { seedDemoProjects } from '../../seed/demo-projects.seed.ts';
import { createTestApp, DATABASE_KINDS, type TestApp, type TestSession } from '../../testing/test-app.ts';
import { buildSiteImportModel } from '../integrations/site-import-model.ts';
import { planSiteImport } from '../integrations/site-import-plan.ts';
import type { ControllerSite } from '../integrations/vendors/controller-client.ts';
import { createPlanningRepository } from '../planning/planning.repository.ts';
import { recordSurveyWalk } from '../planning/record-survey-walk.ts';
import { modelForExport } from './model-for-export.ts';
import { createProjectModelService } from './project-model.service.ts';

/** A floor drawn as the planning editor draws one: building, storey, plan, a wall, and an AP placed from its default template. */
function plannerEdits(imageId: string, floorTypeId: string, wallTypeId: string) {
  const [buildingId, floorPlanId, apId, p1, p2] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const put = (collection: string, record: Record<string, unknown>) => ({
    op: 'put',
    collection,
    record: { status: 'CREATED', ...record },
  });
  const radio = { accessPointId: apId, enabled: true, technology: 'AX', radioTechnology: 'IEEE802_11', antennaHeight: 2.4 };
  return [
    put('buildings', { id: buildingId, name: 'Main building' }),
    put('floorPlans', { id: floorPlanId, name: 'Level 1', width: 200, height: 100, metersPerUnit: 0.1, imageId }),
    put('buildingFloors', { id: randomUUID(), buildingId, floorPlanId, floorTypeId, floorNumber: 0, height: 3.5 }),
    put('wallPoints', { id: p1, location: { floorPlanId, coord: { x: 100, y: 0 } } }),
    put('wallPoints', { id: p2, location: { floorPlanId, coord: { x: 100, y: 100 } } }),
    put('wallSegments', { id: randomUUID(), wallTypeId, wallPoints: [p1, p2] }),
    put('accessPoints', {
      id: apId,
      name: 'AP-1',
      mine: true,
      userDefinedPosition: true,
      vendor: 'Generic',
      model: 'Dual-band omni',
      location: { floorPlanId, coord: { x: 80, y: 50 } },
    }),
    put('simulatedRadios', { ...radio, id: randomUUID(), accessPointIndex: 0, transmitPower: 14, channel: [1] }),
    put('simulatedRadios', { ...radio, id: randomUUID(), accessPointIndex: 1, transmitPower: 17, channel: [36, 40] }),
  ];
}

const CONTROLLER_SITE: ControllerSite = {
  id: 'site-1',
  name: 'Branch office',
  floors: [{ id: 'floor-1', name: 'Ground', level: 0, widthM: 30, heightM: 20, widthPx: null, heightPx: null, image: null }],
  accessPoints: [
    {
      id: 'dev-1',
      name: 'AP-Lobby-1',
      mac: '0c:8d:db:00:00:01',
      model: 'MR46',
      floorId: 'floor-1',
      xM: 10,
      yM: 5,
      radios: [
        { band: '2.4', channel: 6, txPowerDbm: 12 },
        { band: '5', channel: 44, txPowerDbm: 18 },
      ],
    },
  ],
};

async function bytesOf(write: (sink: PassThrough) => Promise<void>): Promise<Buffer> {
  const sink = new PassThrough();
  const [bytes] = await Promise.all([buffer(sink), write(sink)]);
  return bytes;
}

describe.each(DATABASE_KINDS.slice(0, 1))('every kind of project made in Airscope exports what Ekahau’s files have (%s)', (kind) => {
  let t: TestApp;
  let owner: TestSession;
  let shape: SampleShape;
  const exports: Record<string, Buffer> = {};

  const download = async (projectId: string): Promise<Buffer> => {
    const response = await t.call('GET', `/projectapi/v1/projects/${projectId}/download`, { session: owner });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    return response.rawPayload;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await t.signIn('user@airscope.test');
    shape = await readSampleShape();

    // Planner: a new design, its plan image stored, a floor drawn in the editor's record shapes, then downloaded.
    const created = await t.call('POST', '/projectapi/v1/projects', {
      session: owner,
      body: { name: 'Planned office', projectType: 'GREENFIELD_PLAN' },
    });
    const projectId = created.json().projectId as string;
    const png = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const image = await t.call('POST', `/projectapi/v1/projects/${projectId}/images`, {
      session: owner,
      body: png,
      headers: { 'content-type': 'image/png' },
    });
    const rows = await t.db.selectFrom('project_records').select(['collection', 'data']).where('project_id', '=', projectId).execute();
    const first = (collection: string) => (rows.find((row) => row.collection === collection)!.data as { id: string }).id;
    const version = (await t.call('GET', `/projectapi/v1/projects/${projectId}`, { session: owner })).json().projectVersion as number;
    const saved = await t.call('POST', `/projectapi/v1/projects/${projectId}/edits`, {
      session: owner,
      body: { baseVersion: version, changes: plannerEdits(image.json().imageId, first('floorTypes'), first('wallTypes')) },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    exports['planner-made design'] = await download(projectId);

    // Agent push: a survey device's walk added to that floor through the same save the device route makes.
    const [floor] = await createProjectModelService(t.db, t.blobs).listFloorPlans(projectId);
    const network = { bssid: 'aa:bb:cc:00:00:01', ssid: 'Corp', frequencyMhz: 5180, widthMhz: 20 as const, signalDbm: -55 };
    await recordSurveyWalk({ planning: createPlanningRepository(t.db), blobs: t.blobs, clock: t.clock }, projectId, floor!, {
      floor: 'Level 1',
      surveyName: 'Walk 1',
      scans: [
        { time: '2026-11-01T10:00:00.000Z', x: 20, y: 20, networks: [network] },
        { time: '2026-11-01T10:00:02.000Z', x: 60, y: 40, networks: [{ ...network, signalDbm: -62 }] },
      ],
    });
    exports['agent push'] = await download(projectId);

    // The seeded demo office, as the demo user downloads it.
    await seedDemoProjects(t.db, t.blobs, t.clock);
    const demo = await t.db.selectFrom('projects').select('id').where('name', '=', 'Demo Office HQ').executeTakeFirstOrThrow();
    exports['demo office'] = await download(demo.id);

    // A controller site imported, written by the download's own export step.
    const site = await buildSiteImportModel('MERAKI', CONTROLLER_SITE, planSiteImport(CONTROLLER_SITE), 'Branch office');
    exports['controller import'] = await bytesOf((sink) =>
      writeEsx(modelForExport(site.model, { project_type: 'SIMULATED', created_at: new Date('2026-11-01T00:00:00Z') }), sink),
    );
  }, 120_000);
  afterAll(() => t?.close());

  it.each(['planner-made design', 'agent push', 'demo office', 'controller import'])(
    '%s: every file and field of the samples, ids UUID v4',
    async (name) => {
      await dumpExport(exports[name]!, name);
      expect(findConformanceProblems(await readZipEntries(exports[name]!), shape)).toEqual([]);
    },
  );

  it('the demo office keeps its Ekahau-era walls in the 1.5.0 shape and its APs the fields scripts read', async () => {
    const entries = await readZipEntries(exports['demo office']!);
    const segments = JSON.parse(entries.get('wallSegments.json')!.toString()).wallSegments as Record<string, unknown>[];
    expect(segments.length).toBeGreaterThan(0);
    expect(segments.every((segment) => typeof segment.point1Id === 'string' && segment.wallPoints === undefined)).toBe(true);
    const aps = JSON.parse(entries.get('accessPoints.json')!.toString()).accessPoints as Record<string, unknown>[];
    expect(aps.map((ap) => [Array.isArray(ap.tags), Array.isArray(ap.noteIds), ap.userDefinedPosition])).toEqual(
      aps.map(() => [true, true, true]),
    );
  });

  const unavailable = ekahauScriptsUnavailable();
  it.skipIf(unavailable !== undefined)(
    `TheWlan's Ekahau scripts run on each export${unavailable ? ` (skipped: ${unavailable})` : ''}`,
    async () => {
      console.info(`TheWlan/Ekahau-Python-Scripts at ${ekahauScriptsCommit()}`);
      for (const [name, bytes] of Object.entries(exports)) {
        for (const run of await runEkahauScripts(bytes, name.replace(/\W+/g, '-'))) {
          console.info(`[${name}] ${run.script} → exit ${run.exitCode}\n${run.output}`);
          expect({ name, script: run.script, exitCode: run.exitCode, traceback: run.output.includes('Traceback') }).toEqual({
            name,
            script: run.script,
            exitCode: 0,
            traceback: false,
          });
          expect(run.rewritten?.names.length).toBeGreaterThan(0);
        }
      }
    },
    120_000,
  );
});
