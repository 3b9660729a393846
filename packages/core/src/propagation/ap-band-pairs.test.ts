import { describe, expect, it } from 'vitest';
import { pointM } from '../geometry/points.ts';
import type { FloorModel, WallSegmentM } from '../model/floor-model.ts';
import { createGrid } from '../model/grid.ts';
import type { RadioModel } from '../model/radio-model.ts';
import { makeRadio, seededRandom } from '../testing/fixtures.ts';
import { dbm, metres } from '../units/units.ts';
import { FREE_SPACE_MODEL } from './log-distance.ts';
import { buildPathContext, sharesPathGeometry } from './path-context.ts';
import { predictFloorFields, predictFloorFieldsReference } from './predict-floor-fields.ts';
import { createPredictionCache, preparedFloorFor } from './prediction-cache.ts';

// The two bands of one AP are traced together in one pass over the walls (field-kernel-grid.ts); each band's
// field must be the one a radio traced alone gets, bit for bit, on floors whose walls, areas and slabs lose a
// different amount on each band.
const grid = createGrid(24, 14, 0.5);
const bands = (v24: number, v5: number) => ({ '2.4': v24, '5': v5, '6': v5 });

function building(seed: number, withFreeBandWall = false): FloorModel[] {
  const rnd = seededRandom(seed);
  return Array.from({ length: 3 }, (_, level) => {
    const walls: WallSegmentM[] = Array.from({ length: 50 }, () => {
      const x = rnd() * 24,
        y = rnd() * 14;
      const db = 5 + rnd() * 60;
      return {
        a: pointM(x, y),
        b: pointM(x + (rnd() - 0.5) * 8, y + (rnd() - 0.5) * 8),
        thicknessM: metres(0.1),
        attenuationDbPerM: bands(db * 0.7, db),
        ...(rnd() < 0.3 ? { topM: metres(1.4) } : {}),
      };
    });
    if (withFreeBandWall) walls.push({ a: pointM(2, 2), b: pointM(22, 3), thicknessM: metres(0.1), attenuationDbPerM: bands(0, 40) });
    const attenuationAreas = Array.from({ length: 3 }, () => {
      const x = rnd() * 18,
        y = rnd() * 10,
        w = 1 + rnd() * 5,
        h = 1 + rnd() * 4;
      return {
        polygon: [pointM(x, y), pointM(x + w, y), pointM(x + w * 0.8, y + h), pointM(x, y + h)],
        attenuationDbPerM: bands(0.5 + rnd() * 3, 1 + rnd() * 5),
        ...(rnd() < 0.5 ? { topM: metres(1.5) } : {}),
      };
    });
    return {
      id: `L${level}`,
      elevationM: metres(level * 3.5),
      walls,
      attenuationAreas,
      slab: {
        thicknessM: metres(0.3),
        attenuationDbPerM: bands(25, 40),
        ...(level === 1 ? { holes: [[pointM(10, 4), pointM(14, 4), pointM(14, 8), pointM(10, 8)]] } : {}),
      },
    };
  });
}

/** Two APs per floor, each with a 2.4 and a 5 GHz radio (different powers; one AP directional on 5 GHz only). */
function radiosOf(floors: readonly FloorModel[], seed: number): RadioModel[] {
  const rnd = seededRandom(seed);
  const patch = { azimuthGainsDbi: [8, 4, -4, -12, -4, 4], elevationGainsDbi: [8, 2, -6, -14, -6, 2] };
  return floors.flatMap((floor, f) =>
    [0, 1].flatMap((a) => {
      const x = 1 + rnd() * 22,
        y = 1 + rnd() * 12,
        apId = `${floor.id}-ap${a}`;
      return [
        makeRadio({ id: `${apId}-2.4`, apId, floorId: floor.id, band: '2.4', x, y, txPowerDbm: dbm(11 + f) }),
        makeRadio({
          id: `${apId}-5`,
          apId,
          floorId: floor.id,
          x,
          y,
          txPowerDbm: dbm(17),
          ...(a === 1 ? { antenna: patch, azimuthDeg: 40 } : {}),
        }),
      ];
    }),
  );
}

function expectPairsEqualAlone(floors: readonly FloorModel[], radios: readonly RadioModel[]): void {
  for (const floor of floors) {
    const together = predictFloorFields(floor, radios, grid, { building: floors });
    // The browser's worker asks for no pairs (pairBands: false): the same fields, bit for bit.
    const unpaired = predictFloorFields(floor, radios, grid, { building: floors, pairBands: false });
    const reference = predictFloorFieldsReference(floor, radios, grid, { building: floors });
    for (const radio of radios) {
      const alone = predictFloorFields(floor, [radio], grid, { building: floors }).fields.get(radio.id)!;
      const field = together.fields.get(radio.id)!;
      expect(field, `${floor.id} ${radio.id}`).toEqual(alone);
      expect(unpaired.fields.get(radio.id), `${floor.id} ${radio.id} unpaired`).toEqual(alone);
      const ref = reference.fields.get(radio.id)!;
      let worst = 0;
      for (let i = 0; i < field.length; i++) worst = Math.max(worst, Math.abs(field[i]! - ref[i]!));
      expect(worst, `${floor.id} ${radio.id}`).toBeLessThanOrEqual(0.01);
    }
  }
}

function contextsOfAp(floors: readonly FloorModel[], radios: readonly RadioModel[], receiver: FloorModel) {
  const cache = createPredictionCache();
  return radios.slice(0, 2).map((radio) =>
    buildPathContext(radio, {
      receiver: preparedFloorFor(receiver, cache),
      source: preparedFloorFor(
        floors.find((f) => f.id === radio.floorId)!,
        cache,
      ),
      building: floors,
      receiverHeightM: 1,
      pathLoss: FREE_SPACE_MODEL,
      maxObliqueFactor: 3,
    }),
  );
}

describe('the two bands of one AP traced together', () => {
  it('share their path geometry when every wall and area blocks on both bands', () => {
    const floors = building(11);
    const [a, b] = contextsOfAp(floors, radiosOf(floors, 5), floors[1]!);
    expect(sharesPathGeometry(a!, b!)).toBe(true);
    expect(a!.walls).not.toEqual(b!.walls);
  });

  it('give each band exactly the field it gets traced alone, within 0.01 dB of the reference, on every floor', () => {
    for (const seed of [11, 23]) {
      const floors = building(seed);
      expectPairsEqualAlone(floors, radiosOf(floors, seed + 1));
    }
  }, 60_000);

  it('are traced one by one, with the same fields, when a wall blocks only one band', () => {
    const floors = building(37, true);
    const radios = radiosOf(floors, 38);
    const [a, b] = contextsOfAp(floors, radios, floors[0]!);
    expect(sharesPathGeometry(a!, b!)).toBe(false);
    expectPairsEqualAlone(floors, radios);
  }, 60_000);
});
