import { describe, expect, it } from 'vitest';
import {
  computeVisualisations,
  createGrid,
  createPredictionCache,
  createVisualisationContext,
  pointM,
  predictFloorFields,
  VISUALISATION_TYPES,
  type VisualisationInput,
  type VisualisationResult,
} from '@airscope/core';
import { buildFloorRfModel, listFloorPlanIds } from '@airscope/esx';
import { readEsx } from '@airscope/esx-archive';
import { ESX_FIXTURES } from '@airscope/test-data';

/** Cells of two rasters that differ bit for bit. */
function countDifferentCells(a: Float32Array, b: Float32Array): number {
  const x = new Uint32Array(a.buffer, a.byteOffset, a.length),
    y = new Uint32Array(b.buffer, b.byteOffset, b.length);
  let differ = Math.abs(x.length - y.length);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) differ++;
  return differ;
}

const summaryOf = (result: VisualisationResult) => {
  if (!result.health) return null;
  const { passes, failedCriteria, ...rates } = result.health;
  return { rates, passes: [...passes].map((v) => (Number.isNaN(v) ? -1 : v)).join(''), failed: failedCriteria.join(',') };
};

// Decision 0029 on the issue's own input: fixture F1's first floor, its 5 GHz radios, one AP moved at a time.
describe('visualisations of fixture F1 updated after one AP moved', () => {
  it('equal every visualisation, health mask and pass rate computed from scratch', async () => {
    const project = await readEsx(ESX_FIXTURES.F1);
    const rf = buildFloorRfModel(project, listFloorPlanIds(project)[0]!);
    const grid = createGrid(rf.widthM, rf.heightM, 0.5);
    const cache = createPredictionCache();
    let radios = rf.radios.filter((radio) => radio.band === '5');
    const inputOf = (): VisualisationInput => ({
      grid,
      radios,
      fields: predictFloorFields(rf.floor, radios, grid, { cache }).fields,
      band: '5',
    });
    const first = inputOf();
    let context = createVisualisationContext(first);
    computeVisualisations([...VISUALISATION_TYPES, 'requirement'], first, context);
    const apIds = [...new Set(radios.map((radio) => radio.apId))];
    let partial = 0;
    for (const apId of [apIds[0]!, apIds[Math.floor(apIds.length / 2)]!, apIds[apIds.length - 1]!]) {
      radios = radios.map((r) => (r.apId === apId ? { ...r, position: pointM(r.position.x + 1.5, r.position.y + 0.5) } : r));
      const input = inputOf();
      const updated = createVisualisationContext(input, context);
      const got = computeVisualisations([...VISUALISATION_TYPES, 'requirement'], input, updated);
      const rect = updated.updatedCells();
      if (rect && rect.cols * rect.rows < grid.cols * grid.rows) partial++;
      for (const [type, fresh] of computeVisualisations([...VISUALISATION_TYPES, 'requirement'], input)) {
        expect(countDifferentCells(got.get(type)!.values, fresh.values), type).toBe(0);
        expect(summaryOf(got.get(type)!), type).toEqual(summaryOf(fresh));
      }
      context = updated;
    }
    // At least one move was updated over part of the floor, so the comparison covers the update, not a full recompute.
    expect(partial).toBeGreaterThan(0);
  }, 120_000);
});
