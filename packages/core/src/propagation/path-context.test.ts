import { describe, expect, it } from 'vitest';
import { makeFloor, makeRadio, makeWall } from '../testing/fixtures.ts';
import { metres } from '../units/units.ts';
import { FREE_SPACE_MODEL } from './log-distance.ts';
import { buildPathContext, PATH_WALL_STRIDE } from './path-context.ts';
import { prepareFloor } from './prepared-floor.ts';

describe('buildPathContext', () => {
  it('shares one wall list between radios at one height on one band, wherever they stand, and keeps the heights apart', () => {
    const floor = makeFloor([makeWall(5, 0, 5, 10), { ...makeWall(8, 0, 8, 10), topM: metres(1.2) }]);
    const prepared = prepareFloor(floor);
    const inputs = {
      receiver: prepared,
      source: prepared,
      building: [floor],
      receiverHeightM: 1,
      pathLoss: FREE_SPACE_MODEL,
      maxObliqueFactor: 2,
    };
    const a = buildPathContext(makeRadio({ x: 1, y: 2 }), inputs);
    const moved = buildPathContext(makeRadio({ x: 9, y: 7 }), inputs);
    expect(moved.walls).toBe(a.walls);
    const low = buildPathContext(makeRadio({ x: 1, y: 2, heightM: metres(1) }), inputs);
    expect(low.walls).not.toBe(a.walls);
    // A level path at 1 m meets the low wall over its whole length (t unbounded); a falling one only near the cells.
    expect([low.wallCount, low.walls[PATH_WALL_STRIDE + 7]]).toEqual([2, -Infinity]);
    expect(a.walls[PATH_WALL_STRIDE + 7]).toBeGreaterThan(0);
    expect(buildPathContext(makeRadio({ x: 1, y: 2, band: '2.4' }), inputs).walls).not.toBe(a.walls);
  });
});
