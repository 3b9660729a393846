import { beforeAll, describe, expect, it } from 'vitest';
import { buildFloorRfModel, listFloorPlanIds, wallLossDb, wallSegmentPointIds, type EsxProject, type FloorRfModel } from '@airscope/esx';
import { readEsx } from '../read-esx.ts';
import { FIXTURES } from '../test-support/fixtures.ts';

const F1_MPU = 0.02113550689216905;
let f1: EsxProject;
let model: FloorRfModel;

beforeAll(async () => {
  f1 = await readEsx(FIXTURES.F1);
  model = buildFloorRfModel(f1, listFloorPlanIds(f1)[0]!);
});

describe('buildFloorRfModel on F1 (Ekahau Pro 10.4, schema 1.5.0)', () => {
  it('sizes the floor in metres from metersPerUnit', () => {
    expect(listFloorPlanIds(f1)).toEqual(['f87e808f-72f2-4308-9f8b-d0160a2edd73']);
    expect(model.metersPerUnit).toBe(F1_MPU);
    expect(model.widthM).toBeCloseTo(3973 * F1_MPU, 9); // ≈ 84.0 m
    expect(model.heightM).toBeCloseTo(2806 * F1_MPU, 9); // ≈ 59.3 m
    expect(model.floor.id).toBe(model.floorPlanId);
  });

  it('gives 834 wall segments in metres with positive thickness', () => {
    const walls = model.floor.walls;
    expect(walls).toHaveLength(834);
    for (const wall of walls) {
      expect(wall.thicknessM).toBeGreaterThan(0);
      for (const p of [wall.a, wall.b]) {
        expect(p.x).toBeGreaterThanOrEqual(0);
        expect(p.x).toBeLessThanOrEqual(model.widthM);
        expect(p.y).toBeGreaterThanOrEqual(0);
        expect(p.y).toBeLessThanOrEqual(model.heightM);
      }
    }
    const first = f1.collections.wallSegments[0]!;
    const point = f1.collections.wallPoints.find((p) => p.id === wallSegmentPointIds(first)[0])!;
    expect(walls[0]!.a.x).toBeCloseTo(point.location.coord.x * F1_MPU, 9);
    expect(walls[0]!.a.y).toBeCloseTo(point.location.coord.y * F1_MPU, 9);
  });

  it('gives every wall its type loss per band: dB/m × thickness = wallLossDb', () => {
    const types = new Map(f1.collections.wallTypes.map((type) => [type.id, type]));
    // Every segment resolves, so walls[i] is wallSegments[i].
    f1.collections.wallSegments.forEach((segment, i) => {
      const type = types.get(segment.wallTypeId)!;
      const wall = model.floor.walls[i]!;
      expect(wall.thicknessM).toBe(type.thickness);
      for (const [band, esxBand] of [
        ['2.4', 'TWO'],
        ['5', 'FIVE'],
        ['6', 'SIX'],
      ] as const) {
        expect(wall.attenuationDbPerM[band] * wall.thicknessM).toBeCloseTo(wallLossDb(type, esxBand)!, 9);
      }
    });
    // Known types: "6) Wall, Brick" 0.3 m × 33.33 dB/m ≈ 10 dB (45 segments); "2) Cubicle" 0.1 m × 10 dB/m = 1 dB, 0–1.4 m.
    const lossOf = (name: string) => {
      const type = f1.collections.wallTypes.find((candidate) => candidate.name === name)!;
      const wall = model.floor.walls[f1.collections.wallSegments.findIndex((segment) => segment.wallTypeId === type.id)]!;
      return { type, wall, db: wall.attenuationDbPerM['5'] * wall.thicknessM };
    };
    const brick = lossOf('6) Wall, Brick');
    expect(brick.db).toBeCloseTo(wallLossDb(brick.type, 'FIVE')!, 9);
    expect(brick.db).toBeCloseTo(10, 2);
    const cubicle = lossOf('2) Cubicle');
    expect(cubicle.db).toBeCloseTo(1, 9);
    expect(cubicle.wall).toMatchObject({ thicknessM: 0.1, bottomM: 0, topM: 1.4 });
  });

  it('gives 73 attenuation areas and 60 exclusion areas in metres, and the building slab', () => {
    expect(model.floor.attenuationAreas).toHaveLength(73);
    expect(model.floor.exclusionAreas).toHaveLength(60);
    for (const area of model.floor.attenuationAreas!) {
      expect(area.polygon.length).toBeGreaterThanOrEqual(3);
      expect(area.attenuationDbPerM['5']).toBeGreaterThanOrEqual(0);
    }
    // Types used: 63 "1) Concrete Pillar" (12 dB/m), 2 "Market Stall" (3.5 dB/m, 0–2.5 m), 8 "Cubicle" (3 dB/m, 0–1.5 m).
    const byLoss = (dbPerM: number) => model.floor.attenuationAreas!.filter((area) => area.attenuationDbPerM['2.4'] === dbPerM);
    expect(byLoss(12)).toHaveLength(63);
    expect(byLoss(3.5).every((area) => area.bottomM === 0 && area.topM === 2.5)).toBe(true);
    expect(byLoss(3).every((area) => area.topM === 1.5)).toBe(true);
    // buildingFloors: ground floor, 0.5 m slab of the floor type (Office (US) 30 dB/m).
    expect(model.floor.elevationM).toBe(0);
    expect(model.floor.slab).toEqual({ thicknessM: 0.5, attenuationDbPerM: { '2.4': 30, '5': 30, '6': 30 } });
  });

  it('keeps the 96 enabled Wi-Fi radios of the 178 simulated ones', () => {
    // 178 = 65 × 2.4 GHz + 65 × 5 GHz + 48 BLE. 17 APs have both Wi-Fi radios disabled (34 radios), so
    // 130 − 34 = 96 Wi-Fi radios are enabled, on 65 − 17 = 48 APs.
    expect(f1.collections.simulatedRadios).toHaveLength(178);
    const skipped = (reason: string) => model.skippedRadios.filter((radio) => radio.reason === reason);
    expect(skipped('not-wifi')).toHaveLength(48);
    expect(skipped('disabled')).toHaveLength(34);
    expect(new Set(skipped('disabled').map((radio) => radio.accessPointId)).size).toBe(17);
    expect(model.skippedRadios).toHaveLength(82);
    expect(model.radios).toHaveLength(96);
    expect(new Set(model.radios.map((radio) => radio.apId)).size).toBe(48);
    expect(model.radios.filter((radio) => radio.band === '2.4')).toHaveLength(48);
    expect(model.radios.filter((radio) => radio.band === '5')).toHaveLength(48);
  });

  it('fills every radio field from the records (channel, power, antenna, height, streams)', () => {
    for (const radio of model.radios) {
      expect(radio.isMine).toBe(true);
      expect(radio.isMeasured).toBe(false);
      expect(radio.widthMhz).toBe(20);
      expect(radio.centreMhz).toBe(radio.band === '2.4' ? 2412 : 5180); // ch 1 / ch 36
      expect(radio.txPowerDbm).toBeGreaterThanOrEqual(10.9);
      expect(radio.txPowerDbm).toBeLessThanOrEqual(11);
      expect(radio.antenna).toBeDefined();
      expect(radio.position.x).toBeLessThanOrEqual(model.widthM);
    }
    const wall = model.radios.filter((radio) => radio.mounting === 'wall');
    // 2 AP1562E on the wall at 3 m with 8 dBi patches pointing ≈ 90° and ≈ 271°.
    expect(wall).toHaveLength(4);
    expect(wall.every((radio) => radio.heightM === 3)).toBe(true);
    // antennaDirection 89.67° and 270.64° are bearings (0 = up, clockwise): engine azimuths ≈ 0° (+x) and ≈ 180° (−x).
    expect(wall.map((radio) => radio.azimuthDeg).sort()).toEqual(
      expect.arrayContaining([expect.closeTo(180.64, 2), expect.closeTo(359.67, 2)]),
    );
    for (const radio of wall) {
      // The patch faces away from the nearest wall (within 60°), i.e. into the room; the other readings of the
      // angle point along the wall or into it.
      const nearest = model.floor.walls.map((w) => closestPoint(w.a, w.b, radio.position)).sort((p, q) => p.d - q.d)[0]!;
      const azimuth = (radio.azimuthDeg * Math.PI) / 180;
      expect(nearest.d).toBeLessThan(0.5);
      expect(Math.cos(azimuth) * (radio.position.x - nearest.x) + Math.sin(azimuth) * (radio.position.y - nearest.y)).toBeGreaterThan(
        0.5 * nearest.d,
      );
    }
    expect(wall.every((radio) => Math.max(...radio.antenna!.azimuthGainsDbi) >= 7.7)).toBe(true);
    const ceiling = model.radios.filter((radio) => radio.mounting === 'ceiling');
    expect(ceiling.every((radio) => radio.heightM === 2.4)).toBe(true);
    const five = model.radios.find((radio) => radio.band === '5' && radio.standards.includes('AC'))!;
    expect(five.standards).toEqual(['A', 'N', 'AC']);
  });

  it('maps the 6 requirement profiles, the default one and the 6 capacity areas', () => {
    const { profiles, defaultProfile, areas } = model.requirements;
    expect(profiles.map((profile) => profile.name)).toEqual([
      'Hyperlocation',
      '5m RTLS Grade',
      'Voice Grade',
      'Data Grade',
      '10m RTLS Grade',
      'SRG',
    ]);
    expect(defaultProfile?.name).toBe('10m RTLS Grade');
    expect(areas).toHaveLength(6);
    expect(areas.every((area) => area.requirement.name === '10m RTLS Grade')).toBe(true);
    const hyper = profiles[0]!;
    expect(hyper.criteria[0]).toEqual({ type: 'SIGNAL_STRENGTH', comparison: 'AT_LEAST', value: -75 });
    expect(hyper.criteria).toContainEqual({ type: 'NUMBER_OF_ACCESS_POINTS', comparison: 'AT_LEAST', value: 5, additionalLimit: -74 });
  });

  it('has no measured data (planning-only fixture)', () => {
    expect(model.measured).toBeNull();
  });
});

/** The point of segment a–b closest to p, and its distance (m). */
function closestPoint(
  a: { x: number; y: number },
  b: { x: number; y: number },
  p: { x: number; y: number },
): { x: number; y: number; d: number } {
  const dx = b.x - a.x,
    dy = b.y - a.y;
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy || 1)));
  const x = a.x + t * dx,
    y = a.y + t * dy;
  return { x, y, d: Math.hypot(p.x - x, p.y - y) };
}
