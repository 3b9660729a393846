import fs from 'node:fs';
import path from 'node:path';
import { readEsx } from '@airscope/esx-archive';
import { replacedRecordId } from '@airscope/esx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoProjects } from '../../seed/demo-projects.seed.ts';
import { createTestApp, DATABASE_KINDS, type TestApp, type TestSession } from '../../testing/test-app.ts';
import { hybridOfficeEdits, PLANNED_LOSS_DB, PLANNED_POWER_DBM } from '../../testing/hybrid-office-edits.ts';

describe.each(DATABASE_KINDS)('survey calibration of a planned floor (%s)', (kind) => {
  let t: TestApp;
  let owner: TestSession;
  let surveyId = '';
  let plannedId = '';
  let floorId = '';

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDemoProjects(t.db, t.blobs, t.clock);
    owner = await t.signIn('user@airscope.test');
    const projects = (await t.call('GET', '/projectapi/v1/projects', { session: owner })).json() as { projectId: string; name: string }[];
    surveyId = projects.find((project) => project.name === 'Demo Office HQ — walk survey')!.projectId;
    plannedId = projects.find((project) => project.name === 'Demo Office HQ')!.projectId;
    floorId = (await floorsOf(surveyId))[0]!;
  });
  afterAll(() => t.close());

  const floorsOf = async (projectId: string): Promise<string[]> =>
    Object.values((await t.call('GET', `/projectapi/v1/projects/${projectId}/batch?poTypes=FLOOR_PLAN`, { session: owner })).json())
      .flat()
      .map((floor) => (floor as { id: string }).id);
  const calibrate = (projectId: string, floor: string, signedIn = true) =>
    t.call('POST', `/projectapi/v1/projects/${projectId}/floors/${floor}/calibration`, signedIn ? { session: owner } : {});
  const version = async (projectId: string): Promise<number> =>
    (await t.call('GET', `/projectapi/v1/projects/${projectId}`, { session: owner })).json().projectVersion;
  const save = async (projectId: string, changes: unknown[]) =>
    t.call('POST', `/projectapi/v1/projects/${projectId}/edits`, {
      session: owner,
      body: { baseVersion: await version(projectId), changes },
    });

  it('refuses with the missing part named: a survey without a plan, a plan without a survey, an unknown floor, no session', async () => {
    const noWalls = await calibrate(surveyId, floorId);
    expect(noWalls.statusCode).toBe(422);
    expect(noWalls.json().message).toBe('This floor has no walls to calibrate: draw its walls with their wall types first.');
    const noSurvey = await calibrate(plannedId, (await floorsOf(plannedId))[0]!);
    expect(noSurvey.statusCode).toBe(422);
    expect(noSurvey.json().errorMessageList[0].errorCode).toBe('NO_SURVEY');
    const unknown = await calibrate(surveyId, 'no-such-floor');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe('The project has no floor plan with id no-such-floor.');
    expect((await calibrate(surveyId, floorId, false)).statusCode).toBe(401);
  });

  it('fits the drawn plan to the survey: lower held-out error, walls towards their built loss, the 3 dB excess of each radio found', async () => {
    expect((await save(surveyId, hybridOfficeEdits(floorId))).statusCode).toBe(200);
    const before = await version(surveyId);
    const response = await calibrate(surveyId, floorId);
    expect(response.statusCode).toBe(200);
    const calibration = response.json();
    expect(await version(surveyId)).toBe(before);
    expect(calibration.heldOut.folds).toBe(5);
    expect(calibration.heldOut.calibratedMaeDb).toBeLessThan(calibration.heldOut.stockMaeDb - 1);
    type Fit = { wallTypeId: string; band: string; stockLossDb: number; fittedLossDb: number; ci95Db: number; crossings: number };
    const drywall = (calibration.wallTypes as Fit[]).filter((type) => type.wallTypeId === 'hybrid-walltype-drywall');
    expect(drywall.map((fit) => fit.band).sort()).toEqual(['2.4', '5']);
    for (const fit of drywall) {
      expect(fit.stockLossDb).toBe(PLANNED_LOSS_DB.drywall);
      expect(fit.crossings).toBeGreaterThan(100);
      // Built: 0.1 m at 30 dB/m (the survey's own walls).
      expect(Math.abs(fit.fittedLossDb - 3), JSON.stringify(fit)).toBeLessThan(1);
      expect(fit.ci95Db).toBeGreaterThan(0);
    }
    // The outer brick walls are never crossed from inside: they keep the plan's value.
    const brick = (calibration.wallTypes as Fit[]).find((type) => type.wallTypeId === 'hybrid-walltype-brick')!;
    expect(brick).toMatchObject({ crossings: 0, fittedLossDb: PLANNED_LOSS_DB.brick });
    expect(calibration.radios).toHaveLength(8);
    for (const radio of calibration.radios as { offsetDb: number; band: string; transmitPowerDbm: number }[]) {
      expect(Math.abs(radio.offsetDb + 3), JSON.stringify(radio)).toBeLessThan(1);
      expect(radio.transmitPowerDbm).toBeCloseTo((radio.band === '5' ? PLANNED_POWER_DBM.five : PLANNED_POWER_DBM.two) + radio.offsetDb, 6);
    }
  });

  it('applies as one save whose records the engine and the .esx export read: a second calibration finds little left to fix', async () => {
    const calibration = (await calibrate(surveyId, floorId)).json();
    const before = await version(surveyId);
    expect((await save(surveyId, calibration.changes)).statusCode).toBe(200);
    expect(await version(surveyId)).toBe(before + 1);
    const again = (await calibrate(surveyId, floorId)).json();
    expect(again.heldOut.stockMaeDb).toBeLessThan(calibration.heldOut.stockMaeDb - 1);
    expect(Math.abs(again.heldOut.stockMaeDb - calibration.heldOut.calibratedMaeDb)).toBeLessThan(0.3);

    const download = await t.call('GET', `/projectapi/v1/projects/${surveyId}/download`, { session: owner });
    const file = path.join(fs.mkdtempSync(path.join(t.blobRoot, 'calibrated-')), 'calibrated.esx');
    fs.writeFileSync(file, download.rawPayload);
    const exported = await readEsx(file);
    // The stored ids are not UUIDs; the export gives them the UUIDs derived from the project and the old id.
    const idOf = (id: string) => replacedRecordId(exported.project!.id, id);
    const drywall = exported.collections.wallTypes.find((type) => type.id === idOf('hybrid-walltype-drywall'))!;
    const fitted = calibration.wallTypes.find(
      (type: { wallTypeId: string; band: string }) => type.wallTypeId === 'hybrid-walltype-drywall' && type.band === '5',
    );
    const five = drywall.propagationProperties!.find((property) => property.band === 'FIVE')!;
    expect(five.attenuationFactor * drywall.thickness!).toBeCloseTo(fitted.fittedLossDb, 6);
    expect(exported.collections.wallTypes.some((type) => type.id === idOf('hybrid-walltype-brick'))).toBe(true);
  });
});
