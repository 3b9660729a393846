/**
 * Issue 21, incremental edits: on the planning-recompute bench's 5-floor building (every floor hearing every
 * radio), the cached prediction after the edits the bench times equals a prediction without cache on every cell
 * of every floor within 0.01 dB, and a wall type made heavier and back, or a wall added and removed, retraces no radio. A 2 m grid keeps it quick;
 * the geometry, radios and edits are the bench's.
 */
import { describe, expect, it } from 'vitest';
import { createGrid, createPredictionCache, pointM, predictFloorFields, type FloorModel, type PredictionCache } from '@airscope/core';
import { buildFloors, buildRadios, DEPTH_M, TYPES, WIDTH_M } from './synthetic-building.ts';

const grid = createGrid(WIDTH_M, DEPTH_M, 2);
const radios = buildRadios();
const baseLoss = TYPES.map((t) => t.dbPerM);

function compareBuilding(floors: readonly FloorModel[], cache: PredictionCache, compare = true) {
  let traced = 0,
    corrected = 0,
    worst = 0;
  for (const floor of floors) {
    const cached = predictFloorFields(floor, radios, grid, { building: floors, cache });
    if (compare) {
      const fresh = predictFloorFields(floor, radios, grid, { building: floors });
      expect(cached.fields.size).toBe(fresh.fields.size);
      for (const [id, field] of fresh.fields) {
        const other = cached.fields.get(id)!;
        for (let i = 0; i < field.length; i++) worst = Math.max(worst, Math.abs(field[i]! - other[i]!));
      }
    }
    traced += cached.recomputedRadioIds.length;
    corrected += cached.correctedRadioIds.length;
  }
  return { traced, corrected, worst };
}

describe('planning-recompute building, incremental edits', () => {
  it('equals a full recompute after a wall type gets heavier and back, and after a wall is added and removed', () => {
    const cache = createPredictionCache();
    expect(compareBuilding(buildFloors(baseLoss), cache, false).traced).toBe(radios.length * 5);
    const heavier = compareBuilding(buildFloors(baseLoss.map((v, i) => (TYPES[i]!.name === 'cubicle' ? 14 : v))), cache);
    expect(heavier.traced).toBe(0);
    expect(heavier.corrected).toBeGreaterThan(0);
    expect(heavier.worst).toBeLessThanOrEqual(0.01);
    // Back to the base types: lighter, but no wall is lighter than when traced, so cells lifted off the floor are corrected too.
    const base = buildFloors(baseLoss);
    const lighter = compareBuilding(base, cache);
    expect(lighter.traced).toBe(0);
    expect(lighter.corrected).toBeGreaterThan(0);
    expect(lighter.worst).toBeLessThanOrEqual(0.01);
    const brick = { ...base[2]!.walls.find((w) => w.thicknessM === 0.3)!, a: pointM(47, 8), b: pointM(47, 12) };
    const added = compareBuilding(
      base.map((f, i) => (i === 2 ? { ...f, walls: [...f.walls, brick] } : f)),
      cache,
      false,
    );
    expect(added.traced).toBe(0);
    expect(added.corrected).toBeGreaterThan(0);
    // Compared after the whole chain: every correction and retrace so far still adds up to a full recompute.
    const removed = compareBuilding(base, cache);
    expect(removed.traced).toBe(0);
    expect(removed.worst).toBeLessThanOrEqual(0.01);
  }, 120_000);
});
