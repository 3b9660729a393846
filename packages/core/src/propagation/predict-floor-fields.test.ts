import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pointM } from '../geometry/points.ts';
import { sameOnAllBands } from '../model/bands.ts';
import type { FloorModel, WallSegmentM } from '../model/floor-model.ts';
import { cellIndexAt, createGrid } from '../model/grid.ts';
import { makeFloor, makeRadio, makeWall, seededRandom } from '../testing/fixtures.ts';
import { metres, mhz } from '../units/units.ts';
import { freeSpaceLossDb } from './free-space-loss.ts';
import { predictFloorFields, predictFloorFieldsReference } from './predict-floor-fields.ts';
import { createPredictionCache } from './prediction-cache.ts';

const grid = createGrid(20, 12, 0.5);
const field = (floor: FloorModel, radio = makeRadio({ x: 3, y: 6 }), options = {}): Float32Array =>
  predictFloorFields(floor, [radio], grid, { signalFloorDbm: -500, ...options }).fields.get(radio.id)!;

const wallArb = fc
  .record({
    ax: fc.double({ min: 0, max: 20, noNaN: true }),
    ay: fc.double({ min: 0, max: 12, noNaN: true }),
    bx: fc.double({ min: 0, max: 20, noNaN: true }),
    by: fc.double({ min: 0, max: 12, noNaN: true }),
    loss: fc.double({ min: 0.5, max: 30, noNaN: true }),
  })
  .map((w) => makeWall(w.ax, w.ay, w.bx, w.by, w.loss));

describe('predictFloorFields', () => {
  it('matches tx − free-space loss with no walls (isotropic, 3D distance)', () => {
    const f = field(makeFloor());
    const i = cellIndexAt(grid, 13.25, 6.25);
    const d = Math.hypot(13.25 - 3, 6.25 - 6, 1.4);
    expect(f[i]).toBeCloseTo(17 - freeSpaceLossDb(metres(d), mhz(5180)), 4);
  });

  it('loses signal with distance in free space', () => {
    const f = field(makeFloor());
    const row = cellIndexAt(grid, 0.25, 6.25);
    for (let c = 7; c < grid.cols - 1; c++) expect(f[row + c + 1]).toBeLessThan(f[row + c]!);
  });

  it('never gains signal from a wall', () => {
    fc.assert(
      fc.property(fc.array(wallArb, { maxLength: 6 }), wallArb, (walls, extra) => {
        const without = field(makeFloor(walls));
        const withWall = field(makeFloor([...walls, extra]));
        for (let i = 0; i < without.length; i++) expect(withWall[i]).toBeLessThanOrEqual(without[i]! + 1e-4);
      }),
      { numRuns: 40 },
    );
  }, 60_000);

  it('never raises the signal when walls get thicker or more lossy', () => {
    fc.assert(
      fc.property(fc.array(wallArb, { minLength: 1, maxLength: 6 }), fc.double({ min: 1, max: 4, noNaN: true }), (walls, scale) => {
        const thin = field(makeFloor(walls));
        const thick = field(makeFloor(walls.map((w): WallSegmentM => ({ ...w, thicknessM: metres(w.thicknessM * scale) }))));
        for (let i = 0; i < thin.length; i++) expect(thick[i]).toBeLessThanOrEqual(thin[i]! + 1e-4);
      }),
      { numRuns: 40 },
    );
  }, 60_000);

  it('charges a wall its dB × 1/cos θ, capped at ×2', () => {
    const f = field(makeFloor([makeWall(10, 0, 10, 12, 10)]), makeRadio({ x: 3, y: 6, heightM: metres(1) }));
    const free = field(makeFloor(), makeRadio({ x: 3, y: 6, heightM: metres(1) }));
    const straight = cellIndexAt(grid, 12.25, 6.25);
    expect(free[straight]! - f[straight]!).toBeCloseTo(10 / Math.cos(Math.atan2(0.25, 9.25)), 3);
    const grazing = cellIndexAt(grid, 19.75, 0.25);
    expect(free[grazing]! - f[grazing]!).toBeCloseTo(10 / Math.cos(Math.atan2(5.75, 16.75)), 3);
  });

  it('lets a path pass over a wall that is lower than the path at the crossing', () => {
    const cubicle: WallSegmentM = { ...makeWall(4, 0, 4, 12, 10), topM: metres(1.4) };
    const f = field(makeFloor([cubicle]));
    const free = field(makeFloor());
    // AP at 2.4 m (x = 3), receiver at 1 m: the path is below 1.4 m at x = 4 only for receivers within 1.4 m.
    expect(free[cellIndexAt(grid, 19.75, 6.25)]! - f[cellIndexAt(grid, 19.75, 6.25)]!).toBeCloseTo(0, 6);
    expect(free[cellIndexAt(grid, 4.25, 6.25)]! - f[cellIndexAt(grid, 4.25, 6.25)]!).toBeGreaterThan(9);
  });

  it('charges an attenuation area dB/m × metres travelled inside it', () => {
    const area = { polygon: [pointM(6, 0), pointM(16, 0), pointM(16, 12), pointM(6, 12)], attenuationDbPerM: sameOnAllBands(2) };
    const radio = makeRadio({ x: 3, y: 6.25, heightM: metres(1) });
    const f = field(makeFloor([], { attenuationAreas: [area] }), radio);
    const free = field(makeFloor(), radio);
    expect(free[cellIndexAt(grid, 18.25, 6.25)]! - f[cellIndexAt(grid, 18.25, 6.25)]!).toBeCloseTo(20, 3);
    expect(free[cellIndexAt(grid, 10.25, 6.25)]! - f[cellIndexAt(grid, 10.25, 6.25)]!).toBeCloseTo(8.5, 3);
  });

  it('adds the slab loss for a radio on the floor below, except through a hole in the floor', () => {
    const slab = {
      thicknessM: metres(0.5),
      attenuationDbPerM: sameOnAllBands(30),
      holes: [[pointM(10, 0), pointM(20, 0), pointM(20, 12), pointM(10, 12)]],
    };
    const ground: FloorModel = { id: 'g', walls: [], elevationM: metres(0) };
    const upper: FloorModel = { id: 'u', walls: [], elevationM: metres(3.5), slab };
    const radio = makeRadio({ x: 5, y: 6, floorId: 'g' });
    const f = predictFloorFields(upper, [radio], grid, { building: [ground, upper], signalFloorDbm: -500 }).fields.get(radio.id)!;
    const d = (x: number): number => Math.hypot(x - 5, 0.25, 3.5 + 1 - 2.4);
    const above = cellIndexAt(grid, 5.25, 6.25);
    expect(17 - freeSpaceLossDb(metres(d(5.25)), mhz(5180)) - f[above]!).toBeCloseTo(15 * (d(5.25) / 2.1), 3);
    const overHole = cellIndexAt(grid, 15.25, 6.25);
    expect(17 - freeSpaceLossDb(metres(d(15.25)), mhz(5180)) - f[overHole]!).toBeCloseTo(0, 3);
  });

  it('skips radios on floors it was not given', () => {
    expect(predictFloorFields(makeFloor(), [makeRadio({ floorId: 'elsewhere' })], grid).fields.size).toBe(0);
  });

  it('agrees with the reference engine within 0.01 dB on random floors', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const rnd = seededRandom(seed);
        const walls = Array.from({ length: 40 }, () => ({
          ...makeWall(rnd() * 20, rnd() * 12, rnd() * 20, rnd() * 12, 1 + rnd() * 15),
          ...(rnd() < 0.3 ? { bottomM: metres(rnd()), topM: metres(1 + rnd() * 2) } : {}),
        }));
        const areas = Array.from({ length: 4 }, () => {
          const x = rnd() * 16,
            y = rnd() * 9,
            w = 1 + rnd() * 5,
            h = 1 + rnd() * 4;
          return {
            polygon: [pointM(x, y), pointM(x + w, y), pointM(x + w * 0.8, y + h), pointM(x, y + h)],
            attenuationDbPerM: sameOnAllBands(rnd() * 5),
            ...(rnd() < 0.5 ? { topM: metres(1.5) } : {}),
          };
        });
        const antenna = { azimuthGainsDbi: [6, 3, -2, -10, -2, 3], elevationGainsDbi: [6, 0, -8, -15, -8, 0] };
        const radios = Array.from({ length: 3 }, (_, k) =>
          makeRadio({
            id: `r${k}`,
            x: rnd() * 20,
            y: rnd() * 12,
            ...(k === 1 ? { antenna, azimuthDeg: rnd() * 360, tiltDeg: -10, mounting: 'wall' as const } : {}),
          }),
        );
        const floor = makeFloor(walls, { attenuationAreas: areas });
        const fast = predictFloorFields(floor, radios, grid);
        const ref = predictFloorFieldsReference(floor, radios, grid);
        for (const r of radios) {
          const a = fast.fields.get(r.id)!,
            b = ref.fields.get(r.id)!;
          for (let i = 0; i < a.length; i++) expect(Math.abs(a[i]! - b[i]!)).toBeLessThanOrEqual(0.01);
        }
      }),
      { numRuns: 25 },
    );
  }, 120_000);

  it('finds exactly the walls the reference finds when walls, radios and cell centres line up', () => {
    // Walls and radios snapped to cell centres and corners (0.25 m steps on a 0.5 m grid) put many cells
    // exactly on shadow boundaries and on walls, where only the exact crossing test can decide.
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const rnd = seededRandom(seed);
        const snap = (v: number): number => Math.round(v * 4) / 4;
        const walls = Array.from({ length: 30 }, () => ({
          ...makeWall(snap(rnd() * 20), snap(rnd() * 12), snap(rnd() * 20), snap(rnd() * 12), 1 + rnd() * 15),
          ...(rnd() < 0.3 ? { topM: metres(1.4) } : {}),
        }));
        const radios = Array.from({ length: 3 }, (_, k) => makeRadio({ id: `r${k}`, x: snap(rnd() * 20), y: snap(rnd() * 12) }));
        const floor = makeFloor(walls);
        const fast = predictFloorFields(floor, radios, grid, { signalFloorDbm: -500 });
        const ref = predictFloorFieldsReference(floor, radios, grid, { signalFloorDbm: -500 });
        for (const r of radios) {
          const a = fast.fields.get(r.id)!,
            b = ref.fields.get(r.id)!;
          for (let i = 0; i < a.length; i++) expect(Math.abs(a[i]! - b[i]!)).toBeLessThanOrEqual(0.01);
        }
      }),
      { numRuns: 20 },
    );
  }, 60_000);

  it('gives the same fields with the per-cell kernel on random floors', () => {
    const rnd = seededRandom(42);
    const walls = Array.from({ length: 60 }, () => ({
      ...makeWall(rnd() * 20, rnd() * 12, rnd() * 20, rnd() * 12, 1 + rnd() * 15),
      ...(rnd() < 0.3 ? { topM: metres(1.4) } : {}),
    }));
    const areas = Array.from({ length: 4 }, () => {
      const x = rnd() * 16,
        y = rnd() * 9,
        w = 1 + rnd() * 5,
        h = 1 + rnd() * 4;
      return {
        polygon: [pointM(x, y), pointM(x + w, y), pointM(x + w * 0.8, y + h), pointM(x, y + h)],
        attenuationDbPerM: sameOnAllBands(rnd() * 5),
        ...(rnd() < 0.5 ? { topM: metres(1.5) } : {}),
      };
    });
    const radios = Array.from({ length: 6 }, (_, k) => makeRadio({ id: `r${k}`, x: rnd() * 20, y: rnd() * 12 }));
    const floor = makeFloor(walls, { attenuationAreas: areas });
    const shadows = predictFloorFields(floor, radios, grid);
    const perCell = predictFloorFields(floor, radios, grid, { perCellKernel: true });
    for (const r of radios) {
      const a = shadows.fields.get(r.id)!,
        b = perCell.fields.get(r.id)!;
      for (let i = 0; i < a.length; i++) expect(Math.abs(a[i]! - b[i]!)).toBeLessThanOrEqual(1e-4);
    }
  });

  it('recomputes only the moved AP when a cache is given', () => {
    const cache = createPredictionCache();
    const floor = makeFloor([makeWall(10, 0, 10, 12)]);
    const radios = [makeRadio({ id: 'a', apId: 'A', x: 2, y: 2 }), makeRadio({ id: 'b', apId: 'B', x: 15, y: 8 })];
    expect(predictFloorFields(floor, radios, grid, { cache }).recomputedRadioIds).toEqual(['a', 'b']);
    expect(predictFloorFields(floor, radios, grid, { cache }).recomputedRadioIds).toEqual([]);
    const moved = [radios[0]!, { ...radios[1]!, position: pointM(16, 8) }];
    expect(predictFloorFields(floor, moved, grid, { cache }).recomputedRadioIds).toEqual(['b']);
    // A new floor object with the same walls is diffed, not recomputed (incremental-fields.test.ts covers real edits).
    expect(predictFloorFields({ ...floor }, moved, grid, { cache }).recomputedRadioIds).toEqual([]);
    expect(predictFloorFields({ ...floor, elevationM: metres(1) }, moved, grid, { cache }).recomputedRadioIds).toEqual(['a', 'b']);
  });

  it("keeps each floor's fields apart: a radio left out of one floor is dropped there only, and other options retrace", () => {
    const cache = createPredictionCache();
    const ground = makeFloor([makeWall(10, 0, 10, 12)]),
      upper = { ...makeFloor(), id: 'upper', elevationM: metres(3) };
    const building = [ground, upper];
    const radios = [makeRadio({ id: 'a', apId: 'A', x: 2, y: 2 }), makeRadio({ id: 'b', apId: 'B', x: 15, y: 8 })];
    for (const floor of building) predictFloorFields(floor, radios, grid, { building, cache });
    expect(predictFloorFields(ground, [radios[0]!], grid, { building, cache }).recomputedRadioIds).toEqual([]);
    expect(predictFloorFields(ground, radios, grid, { building, cache }).recomputedRadioIds).toEqual(['b']);
    expect(predictFloorFields(upper, radios, grid, { building, cache }).recomputedRadioIds).toEqual([]);
    // The same radio objects under other options (a memoised signature must not hide the change).
    expect(predictFloorFields(upper, radios, grid, { building, cache, receiverHeightM: 1.5 }).recomputedRadioIds).toEqual(['a', 'b']);
  });
});
