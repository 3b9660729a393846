import { describe, expect, it } from 'vitest';
import { pointM } from '../geometry/points.ts';
import { sameOnAllBands } from '../model/bands.ts';
import type { FloorModel, WallSegmentM } from '../model/floor-model.ts';
import { createGrid, type GridSpec } from '../model/grid.ts';
import type { RadioModel } from '../model/radio-model.ts';
import { makeRadio, makeWall, seededRandom } from '../testing/fixtures.ts';
import { dbm, metres } from '../units/units.ts';
import { MAX_CORRECTIONS } from './field-update-plan.ts';
import {
  DEFAULT_SIGNAL_FLOOR_DBM,
  predictFloorFields,
  predictFloorFieldsReference,
  type PredictionOptions,
} from './predict-floor-fields.ts';
import { createPredictionCache, type PredictionCache } from './prediction-cache.ts';

const grid = createGrid(40, 24, 0.5);

function typedWall(type: 'drywall' | 'brick' | 'cubicle', ax: number, ay: number, bx: number, by: number, dbPerM: number): WallSegmentM {
  const thickness = type === 'brick' ? 0.3 : 0.1;
  return {
    a: pointM(ax, ay),
    b: pointM(bx, by),
    thicknessM: metres(thickness),
    attenuationDbPerM: sameOnAllBands(dbPerM),
    typeKey: type,
    ...(type === 'cubicle' ? { topM: metres(1.4) } : {}),
  };
}

/** Two storeys of rooms and cubicles with a holed slab, every wall type drawn from a seed. */
function building(losses: { drywall: number; brick: number; cubicle: number }): FloorModel[] {
  return [0, 1].map((level) => {
    const rnd = seededRandom(91 + level);
    const walls: WallSegmentM[] = [];
    for (let x = 5; x < 40; x += 5) walls.push(typedWall('drywall', x, 0, x, 10, losses.drywall));
    for (let x = 0; x < 40; x += 8) walls.push(typedWall('brick', x, 12, x + 6, 12, losses.brick));
    for (let k = 0; k < 40; k++) {
      const x = 4 + rnd() * 32,
        y = 14 + rnd() * 8;
      walls.push(typedWall('cubicle', x, y, x + (rnd() < 0.5 ? 1.6 : 0), y + (rnd() < 0.5 ? 0 : 1.6), losses.cubicle));
    }
    return {
      id: `L${level}`,
      elevationM: metres(level * 3.5),
      walls,
      // Corners off the lines through radios and cell centres: the fast kernels miscount a path through an area's corner (see decision 0023).
      attenuationAreas: [
        { polygon: [pointM(30.3, 2.1), pointM(36.1, 2.1), pointM(36.1, 7.9), pointM(30.3, 7.9)], attenuationDbPerM: sameOnAllBands(1.5) },
      ],
      slab: {
        thicknessM: metres(0.3),
        attenuationDbPerM: sameOnAllBands(45),
        holes: [[pointM(18, 18), pointM(22, 18), pointM(22, 22), pointM(18, 22)]],
      },
    };
  });
}

const radios: RadioModel[] = [0, 1].flatMap((level) =>
  [
    [4, 4],
    [20, 6],
    [34, 18],
  ].flatMap(([x, y], k) =>
    (['2.4', '5'] as const).map((band) =>
      makeRadio({ id: `L${level}-${k}-${band}`, apId: `L${level}-${k}`, floorId: `L${level}`, x: x!, y: y!, band, heightM: metres(2.7) }),
    ),
  ),
);

const BASE = { drywall: 30, brick: 33, cubicle: 10 };

/** Predicts every floor with the cache and without, checks they agree within 0.01 dB, and returns the traced and corrected radios per floor. */
function predictAndCompare(
  floors: FloorModel[],
  list: readonly RadioModel[],
  cache: PredictionCache,
  options: PredictionOptions = {},
  at: GridSpec = grid,
) {
  const traced: string[] = [],
    corrected: string[] = [];
  for (const floor of floors) {
    const cached = predictFloorFields(floor, list, at, { ...options, building: floors, cache });
    const fresh = predictFloorFields(floor, list, at, { ...options, building: floors });
    let worst = 0;
    for (const [id, field] of fresh.fields) {
      const other = cached.fields.get(id)!;
      for (let i = 0; i < field.length; i++) worst = Math.max(worst, Math.abs(field[i]! - other[i]!));
    }
    expect(cached.fields.size).toBe(fresh.fields.size);
    expect(worst, floor.id).toBeLessThanOrEqual(0.01);
    traced.push(...cached.recomputedRadioIds.map((id) => `${floor.id}/${id}`));
    corrected.push(...cached.correctedRadioIds.map((id) => `${floor.id}/${id}`));
  }
  return { traced, corrected };
}

describe('incremental prediction after edits', () => {
  it('equals a full recompute after each kind of edit, retracing only what the edit can reach', () => {
    const cache = createPredictionCache();
    const all = radios.length * 2;
    expect(predictAndCompare(building(BASE), radios, cache).traced).toHaveLength(all);
    // Fresh copies of the same building (as the editor's worker receives them) change nothing.
    const copies = JSON.parse(JSON.stringify(building(BASE))) as FloorModel[];
    expect(predictAndCompare(copies, radios, cache)).toEqual({ traced: [], corrected: [] });
    // A heavier wall type is a correction: nothing is retraced.
    const heavier = predictAndCompare(building({ ...BASE, cubicle: 14 }), radios, cache);
    expect(heavier.traced).toEqual([]);
    expect(heavier.corrected.length).toBeGreaterThan(0);
    // One lighter than when traced can lift cells traced deep below the floor: radios within reach are retraced.
    const lighter = predictAndCompare(building({ ...BASE, drywall: 20 }), radios, cache);
    expect(lighter.traced.length).toBeGreaterThan(0);
    // A wall added is a correction too, and so is removing it again (no wall is lighter than when traced).
    const floors = building({ ...BASE, drywall: 20 });
    const extra = makeWall(12, 2, 12, 9, 12);
    const added = predictAndCompare(
      floors.map((f, i) => (i === 0 ? { ...f, walls: [...f.walls, extra] } : f)),
      radios,
      cache,
    );
    expect(added.traced).toEqual([]);
    expect(added.corrected.length).toBeGreaterThan(0);
    const removed = predictAndCompare(floors, radios, cache);
    expect(removed.traced).toEqual([]);
    expect(removed.corrected.length).toBeGreaterThan(0);
    // An attenuation area moved is retraced where it can matter, and still equal.
    predictAndCompare(
      floors.map((f, i) =>
        i === 1
          ? {
              ...f,
              attenuationAreas: [
                { polygon: [pointM(2.1, 2.2), pointM(8.3, 2.2), pointM(8.3, 7.9), pointM(2.1, 7.9)], attenuationDbPerM: sameOnAllBands(2) },
              ],
            }
          : f,
      ),
      radios,
      cache,
    );
    // Two storeys traced twice per step (cached and fresh): seconds on a loaded machine.
  }, 60_000);

  it('corrects radios of one AP listed apart as well as side by side, and keeps their fields equal over several edits', () => {
    // Corrections run per stretch of radios seen from one point: every 2.4 GHz radio first splits each AP's stretch.
    const apart = [...radios.filter((r) => r.band === '2.4'), ...radios.filter((r) => r.band === '5')];
    const cache = createPredictionCache();
    predictAndCompare(building(BASE), apart, cache);
    for (const cubicle of [14, 10, 17, 10]) {
      const step = predictAndCompare(building({ ...BASE, cubicle }), apart, cache);
      expect(step.traced).toEqual([]);
      expect(step.corrected.length).toBeGreaterThan(0);
    }
  });

  it('leaves the radios of other floors alone when a wall changes, except through slabs', () => {
    const cache = createPredictionCache();
    const floors = building(BASE);
    predictAndCompare(floors, radios, cache);
    const [ground, upper] = floors as [FloorModel, FloorModel];
    const edited = [ground, { ...upper, walls: upper.walls.map((w) => (w.typeKey === 'brick' ? { ...w, thicknessM: metres(0.4) } : w)) }];
    const { traced, corrected } = predictAndCompare(edited, radios, cache);
    expect(traced).toEqual([]);
    // The ground floor's own radios never cross the upper floor's walls on their way to the ground floor.
    expect(corrected.filter((id) => id.startsWith('L0/L0-'))).toEqual([]);
    expect(corrected.some((id) => id.startsWith('L1/'))).toBe(true);
  });

  it('ignores walls the paths pass under, and walls beyond every cell the radio reaches', () => {
    // A long corridor with an indoor path-loss exponent: each end's radio falls below the floor long before the other end.
    const long = createGrid(200, 10, 1);
    const options: PredictionOptions = { pathLoss: { exponent: 3.5 } };
    const walls = Array.from({ length: 19 }, (_, k) => makeWall(10 + 10 * k, 0, 10 + 10 * k, 10, 6));
    const floor: FloorModel = { id: 'corridor', walls };
    const ends = [makeRadio({ id: 'west', apId: 'W', x: 5, y: 5 }), makeRadio({ id: 'east', apId: 'E', x: 195, y: 5 })];
    const cache = createPredictionCache();
    predictAndCompare([floor], ends, cache, options, long);
    const heavierNearWest = { ...floor, walls: walls.map((w, k) => (k === 1 ? { ...w, thicknessM: metres(0.2) } : w)) };
    expect(predictAndCompare([heavierNearWest], ends, cache, options, long)).toEqual({ traced: [], corrected: ['corridor/west'] });
    expect(predictAndCompare([floor], ends, cache, options, long)).toEqual({ traced: [], corrected: ['corridor/west'] });
    // A bulkhead from 2.8 m up is above every path from a 2.4 m radio to 1 m receivers.
    const bulkhead = { ...makeWall(60, 0, 60, 10, 20), bottomM: metres(2.8) };
    expect(predictAndCompare([{ ...floor, walls: [...walls, bulkhead] }], ends, cache, options, long)).toEqual({
      traced: [],
      corrected: [],
    });
  });

  it('lifts cells back off the floor when a wall gets lighter again, and traces what it cannot settle', () => {
    // West of x = 20 m the corridor is open; behind the second wall the west radio's cells are near the floor.
    const long = createGrid(200, 10, 1);
    const options: PredictionOptions = { pathLoss: { exponent: 3.5 } };
    const walls = Array.from({ length: 19 }, (_, k) => makeWall(10 + 10 * k, 0, 10 + 10 * k, 10, 6));
    const west = [makeRadio({ id: 'west', apId: 'W', x: 5, y: 5 })];
    const at = (loss: number): FloorModel => ({
      id: 'corridor',
      walls: walls.map((w, k) => (k === 1 ? makeWall(20, 0, 20, 10, loss) : w)),
    });
    const aboveFloor = (field: Float32Array) => field.filter((v) => v > DEFAULT_SIGNAL_FLOOR_DBM).length;
    const cache = createPredictionCache();
    const fieldAt = (floor: FloorModel) =>
      predictFloorFields(floor, west, long, { ...options, building: [floor], cache }).fields.get('west')!;
    const traced = fieldAt(at(6));
    // 3 dB heavier and back: the cells it pushed under the floor have exact deficits and come back by correction;
    // 40 dB heavier and back: those pushed past the deficits' range are traced again in their box.
    for (const heavier of [9, 46]) {
      const down = predictAndCompare([at(heavier)], west, cache, options, long);
      expect(down).toEqual({ traced: [], corrected: ['corridor/west'] });
      const pushed = fieldAt(at(heavier));
      expect(aboveFloor(pushed)).toBeLessThan(aboveFloor(traced));
      expect(predictAndCompare([at(6)], west, cache, options, long)).toEqual({ traced: [], corrected: ['corridor/west'] });
      const back = fieldAt(at(6));
      expect(aboveFloor(back)).toBe(aboveFloor(traced));
      expect(Math.max(...back.map((v, i) => Math.abs(v - traced[i]!)))).toBeLessThanOrEqual(0.01);
    }
  });

  it('retraces a field after a run of corrections, and on a level or slab change', () => {
    const cache = createPredictionCache();
    predictAndCompare(building(BASE), radios, cache);
    let traced = 0;
    for (let k = 1; k <= MAX_CORRECTIONS + 1; k++)
      traced += predictAndCompare(building({ ...BASE, brick: 33 + k }), radios, cache).traced.length;
    expect(traced).toBeGreaterThan(0);
    const raised = building({ ...BASE, brick: 33 + MAX_CORRECTIONS + 1 }).map((f) => ({ ...f, slab: { ...f.slab!, holes: [] } }));
    expect(predictAndCompare(raised, radios, cache).traced).toHaveLength(radios.length * 2);
    // Two storeys traced twice per step (cached and fresh): seconds on a loaded machine.
  }, 60_000);

  it('recomputes only the moved AP and keeps an unchanged floor copy', () => {
    const cache = createPredictionCache();
    const floors = building(BASE);
    predictAndCompare(floors, radios, cache);
    const moved = radios.map((r) => (r.apId === 'L1-2' ? { ...r, position: pointM(30, 20) } : r));
    expect(predictAndCompare(floors, moved, cache).traced).toEqual(['L0/L1-2-2.4', 'L0/L1-2-5', 'L1/L1-2-2.4', 'L1/L1-2-5']);
  });

  it('matches the reference engine two and three storeys away, where only the walls within reach are traced', () => {
    const storeys: FloorModel[] = [0, 1, 2, 3].map((k) => {
      const rnd = seededRandom(300 + k);
      const walls = Array.from({ length: 30 }, () => {
        const x = rnd() * 40,
          y = rnd() * 24;
        return makeWall(x, y, x + (rnd() - 0.5) * 12, y + (rnd() - 0.5) * 12, 2 + rnd() * 10);
      });
      return { id: `S${k}`, elevationM: metres(k * 3.5), walls, slab: { thicknessM: metres(0.3), attenuationDbPerM: sameOnAllBands(40) } };
    });
    const low = [
      [6, 6],
      [20, 12],
      [33, 20],
    ].flatMap(([x, y], k) =>
      (['2.4', '5'] as const).map((band) => makeRadio({ id: `r${k}-${band}`, floorId: 'S0', x: x!, y: y!, band, heightM: metres(2.7) })),
    );
    for (const receiver of storeys.slice(2)) {
      const fast = predictFloorFields(receiver, low, grid, { building: storeys });
      const reference = predictFloorFieldsReference(receiver, low, grid, { building: storeys });
      let above = 0,
        worst = 0;
      for (const [id, field] of reference.fields) {
        const other = fast.fields.get(id)!;
        for (let i = 0; i < field.length; i++) {
          worst = Math.max(worst, Math.abs(field[i]! - other[i]!));
          if (field[i]! > DEFAULT_SIGNAL_FLOOR_DBM) above++;
        }
      }
      expect(worst, receiver.id).toBeLessThanOrEqual(0.01);
      if (receiver.id === 'S2') expect(above).toBeGreaterThan(0);
    }
  });

  it('leaves a radio that cannot reach any cell through the slabs at the floor, like the reference engine', () => {
    const storeys: FloorModel[] = [0, 1, 2, 3, 4].map((k) => ({
      id: `S${k}`,
      elevationM: metres(k * 3.5),
      walls: [makeWall(10, 0, 10, 24, 10)],
      slab: { thicknessM: metres(0.3), attenuationDbPerM: sameOnAllBands(45) },
    }));
    const low = makeRadio({ id: 'low', floorId: 'S0', x: 5, y: 5, band: '2.4', txPowerDbm: dbm(14) });
    const top = storeys[4]!;
    const fast = predictFloorFields(top, [low], grid, { building: storeys }).fields.get('low')!;
    const reference = predictFloorFieldsReference(top, [low], grid, { building: storeys }).fields.get('low')!;
    expect(fast.every((v) => v === DEFAULT_SIGNAL_FLOOR_DBM)).toBe(true);
    expect(Math.max(...fast.map((v, i) => Math.abs(v - reference[i]!)))).toBeLessThanOrEqual(0.01);
  });
});
