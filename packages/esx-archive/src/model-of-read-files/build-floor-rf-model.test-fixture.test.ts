import { describe, expect, it } from 'vitest';
import { buildFloorRfModel, listFloorPlanIds, RfModelError, type EsxProject } from '@airscope/esx';
import { readEsx } from '../read-esx.ts';
import { FIXTURES } from '../test-support/fixtures.ts';

describe('buildFloorRfModel on test (Ekahau Pro 10.3, schema 1.4.0)', () => {
  it('gives the wall-mounted directional APs a directional pattern and the ceiling APs a near-omni one', async () => {
    const project = await readEsx(FIXTURES.TEST);
    const built = buildFloorRfModel(project, listFloorPlanIds(project)[0]!);
    // 15 radios = 5 APs × (2 Wi-Fi + BLE); the BLE ones are left out.
    expect(built.radios).toHaveLength(10);
    expect(built.floor.walls).toHaveLength(0);
    const frontToBack = (gains: readonly number[]) => gains[0]! - gains[Math.floor(gains.length / 2)]!;
    const names = new Map(project.collections.accessPoints.map((ap) => [ap.id, ap.name]));
    // SOURCES.md counts 3 APs with external antennas (AP2802E); 2 of them (AP-1 with AIR-ANT2566D4M-R,
    // AP-3 with AIR-ANT2566P4W-R) are WALL-mounted directional patches; AP-2's AIR-ANT2535SDW-R is a ceiling omni.
    const wall = built.radios.filter((radio) => radio.mounting === 'wall');
    expect(new Set(wall.map((radio) => names.get(radio.apId)))).toEqual(new Set(['AP-1', 'AP-3']));
    expect(wall).toHaveLength(4);
    for (const radio of wall) {
      expect(radio.antenna!.azimuthGainsDbi.length).toBeGreaterThan(1);
      expect(frontToBack(radio.antenna!.azimuthGainsDbi)).toBeGreaterThan(10);
      expect(Math.max(...radio.antenna!.azimuthGainsDbi)).toBeCloseTo(6, 1);
    }
    for (const radio of built.radios.filter((candidate) => candidate.mounting === 'ceiling')) {
      const gains = radio.antenna!.azimuthGainsDbi;
      expect(Math.max(...gains) - Math.min(...gains)).toBeLessThan(10);
    }
    expect(built.requirements.profiles).toHaveLength(11);
    expect(built.requirements.defaultProfile?.key).toBe('DataVoIP');
  });

  it('refuses an unscaled floor plan and an unknown id with a typed error', async () => {
    const project = await readEsx(FIXTURES.TEST);
    const [plan] = project.collections.floorPlans;
    const unscaled: EsxProject = {
      ...project,
      collections: { ...project.collections, floorPlans: [{ ...plan!, metersPerUnit: undefined }] },
    };
    expect(() => buildFloorRfModel(unscaled, plan!.id)).toThrow(RfModelError);
    expect(() => buildFloorRfModel(unscaled, plan!.id)).toThrow(
      expect.objectContaining({ code: 'UNSCALED_FLOOR_PLAN', floorPlanId: plan!.id, message: expect.stringMatching(/no scale/) }),
    );
    expect(() => buildFloorRfModel(project, 'nope')).toThrow(expect.objectContaining({ code: 'UNKNOWN_FLOOR_PLAN' }));
  });
});
