import { describe, expect, it } from 'vitest';
import { pointM } from '../geometry/points.ts';
import { sameOnAllBands } from '../model/bands.ts';
import type { FloorModel } from '../model/floor-model.ts';
import { createGrid } from '../model/grid.ts';
import { makeRadio, makeWall, seededRandom } from '../testing/fixtures.ts';
import { metres } from '../units/units.ts';
import { reachableRowSpans } from './field-kernel-disc.ts';
import { FREE_SPACE_MODEL } from './log-distance.ts';
import { buildPathContext } from './path-context.ts';
import { predictFloorFields, predictFloorFieldsReference } from './predict-floor-fields.ts';
import { prepareFloor } from './prepared-floor.ts';

const grid = createGrid(40, 24, 0.5);

/** Four storeys with lossy slabs (one with a hole) and random walls, so radios floors away reach only a disc. */
function building(): FloorModel[] {
  const rnd = seededRandom(4242);
  return [0, 1, 2, 3].map((k) => ({
    id: `f${k}`,
    elevationM: metres(k * 3.5),
    ...(k > 0
      ? {
          slab: {
            thicknessM: metres(0.3),
            attenuationDbPerM: sameOnAllBands(40),
            ...(k === 2 ? { holes: [[pointM(30, 2), pointM(36, 2), pointM(36, 8), pointM(30, 8)]] } : {}),
          },
        }
      : {}),
    walls: Array.from({ length: 40 }, () => {
      const x = rnd() * 40,
        y = rnd() * 24;
      return makeWall(x, y, x + (rnd() - 0.5) * 8, y + (rnd() - 0.5) * 8, 2 + rnd() * 8);
    }),
  }));
}

describe('the reachable disc of a radio', () => {
  const floors = building();
  const radios = [
    makeRadio({ id: 'same', x: 8, y: 6, floorId: 'f3' }),
    makeRadio({ id: 'below', x: 20, y: 12, floorId: 'f2' }),
    makeRadio({ id: 'two-below', x: 33, y: 5, floorId: 'f1' }),
    makeRadio({ id: 'three-below', x: 12, y: 18, floorId: 'f0' }),
  ];

  it('leaves every field as the reference engine computes it (within 0.01 dB), through slabs and a slab hole', () => {
    const fast = predictFloorFields(floors[3]!, radios, grid, { building: floors });
    const reference = predictFloorFieldsReference(floors[3]!, radios, grid, { building: floors });
    for (const [id, ref] of reference.fields) {
      const f = fast.fields.get(id)!;
      let max = 0;
      for (let i = 0; i < f.length; i++) max = Math.max(max, Math.abs(f[i]! - ref[i]!));
      expect(max, id).toBeLessThanOrEqual(0.01);
    }
  });

  it('skips whole rows for a radio floors away and nothing for one on the same floor', () => {
    const receiver = prepareFloor(floors[3]!);
    const spans = (radio: (typeof radios)[number]): number => {
      const source = prepareFloor(floors.find((f) => f.id === radio.floorId)!);
      const ctx = buildPathContext(radio, {
        receiver,
        source: radio.floorId === 'f3' ? receiver : source,
        building: floors,
        receiverHeightM: 1,
        pathLoss: FREE_SPACE_MODEL,
        maxObliqueFactor: 2,
      });
      const rxs = Float64Array.from({ length: grid.cols }, (_, c) => grid.originX + (c + 0.5) * grid.cellSizeM - ctx.sx);
      const rys = Float64Array.from({ length: grid.rows }, (_, r) => grid.originY + (r + 0.5) * grid.cellSizeM - ctx.sy);
      const lo = new Int32Array(grid.rows),
        hi = new Int32Array(grid.rows);
      reachableRowSpans(ctx, rxs, rys, 0, -100, lo, hi);
      let cells = 0;
      for (let r = 0; r < grid.rows; r++) cells += Math.max(0, hi[r]! - lo[r]! + 1);
      return cells;
    };
    expect(spans(radios[0]!)).toBe(grid.cols * grid.rows);
    expect(spans(radios[3]!)).toBeLessThan(grid.cols * grid.rows);
  });
});
