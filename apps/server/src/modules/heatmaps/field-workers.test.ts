import { afterAll, describe, expect, it } from 'vitest';
import { heatmapGridFor, predictFloorFields } from '@airscope/core';
import { buildFloorRfModel, listFloorPlanIds } from '@airscope/esx';
import { readEsx } from '@airscope/esx-archive';
import { ESX_FIXTURES } from '@airscope/test-data';
import { createFieldWorkers } from './field-workers.ts';

describe('field workers', () => {
  const workers = createFieldWorkers(2);
  afterAll(() => workers.close());

  it('predict the same fields as the main thread, the radios shared between the threads', async () => {
    const project = await readEsx(ESX_FIXTURES.F1);
    const rf = buildFloorRfModel(project, listFloorPlanIds(project)[0]!);
    const grid = heatmapGridFor(rf.widthM, rf.heightM, { accuracy: 'low' });
    const radios = rf.radios.filter((radio) => radio.band === '5');
    const expected = predictFloorFields(rf.floor, radios, grid, { receiverHeightM: 1.5 }).fields;

    const fields = await workers.predict(rf.floor, radios, grid, 1.5);

    expect(workers.jobsDone).toBe(2);
    expect([...fields.keys()]).toEqual([...expected.keys()]);
    for (const [radioId, field] of expected) expect(fields.get(radioId), radioId).toEqual(field);
  });

  it('answer an empty map for no radios without troubling a thread', async () => {
    const before = workers.jobsDone;
    const fields = await workers.predict({ id: 'empty', walls: [] }, [], heatmapGridFor(10, 10, {}), undefined);
    expect(fields.size).toBe(0);
    expect(workers.jobsDone).toBe(before);
  });
});
