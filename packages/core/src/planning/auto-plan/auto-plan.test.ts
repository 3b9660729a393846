import { describe, expect, it } from 'vitest';
import { pointM, type PointM } from '../../geometry/points.ts';
import { sameOnAllBands } from '../../model/bands.ts';
import type { FloorModel, WallSegmentM } from '../../model/floor-model.ts';
import type { RadioModel } from '../../model/radio-model.ts';
import { dbm, metres, mhz } from '../../units/units.ts';
import type { RequirementProfile } from '../../visualisation/requirements.ts';
import type { AutoPlanInput, AutoPlanProgress } from './auto-plan-input.ts';
import { autoPlanFloor, MAX_PLANNING_VALUES, planningScaleFor } from './auto-plan.ts';

const PROFILE: RequirementProfile = {
  name: 'Signal −67 dBm',
  criteria: [{ type: 'SIGNAL_STRENGTH', comparison: 'AT_LEAST', value: -67 }],
};

const TEMPLATE: RadioModel = {
  id: 'model',
  apId: 'model',
  position: pointM(0, 0),
  heightM: metres(2.5),
  band: '5',
  channel: 36,
  centreMhz: mhz(5180),
  widthMhz: mhz(20),
  txPowerDbm: dbm(17),
  azimuthDeg: 0,
  tiltDeg: 0,
  streams: 2,
  standards: ['N', 'AC', 'AX'],
};

const wall = (ax: number, ay: number, bx: number, by: number, lossDb: number): WallSegmentM => ({
  a: pointM(ax, ay),
  b: pointM(bx, by),
  thicknessM: metres(0.1),
  attenuationDbPerM: sameOnAllBands(lossDb / 0.1),
});

const rectangle = (x0: number, y0: number, x1: number, y1: number): PointM[] => [
  pointM(x0, y0),
  pointM(x1, y0),
  pointM(x1, y1),
  pointM(x0, y1),
];

function inputOf(floor: Partial<FloorModel>, widthM: number, heightM: number, extra: Partial<AutoPlanInput> = {}): AutoPlanInput {
  return { floor: { id: 'f1', walls: [], ...floor }, widthM, heightM, band: '5', template: TEMPLATE, profile: PROFILE, ...extra };
}

describe('auto-planner on small floors', () => {
  it('covers an open 12 × 12 m room with one AP', () => {
    const result = autoPlanFloor(inputOf({}, 12, 12));
    expect(result.radios).toHaveLength(1);
    expect(result.passShare).toBeGreaterThanOrEqual(0.95);
    expect(result.lowerBound).toBe(1);
  });

  it('puts one AP in each of two rooms behind a 40 dB wall', () => {
    const result = autoPlanFloor(inputOf({ walls: [wall(10, 0, 10, 10, 40)] }, 20, 10));
    expect(result.radios.map((radio) => radio.position.x < 10).sort()).toEqual([false, true]);
    expect(result.passShare).toBeGreaterThanOrEqual(0.95);
    expect(result.lowerBound).toBe(2);
  });

  it('places no AP in an exclusion area and plans only the required area', () => {
    const excluded = autoPlanFloor(inputOf({ exclusionAreas: [{ polygon: rectangle(0, 0, 15, 10) }] }, 30, 10));
    expect(excluded.radios.length).toBeGreaterThan(0);
    for (const radio of excluded.radios) expect(radio.position.x).toBeGreaterThan(15);
    const area = autoPlanFloor(inputOf({}, 60, 10, { requirementAreas: [{ polygon: rectangle(50, 0, 60, 10), requirement: PROFILE }] }));
    expect(area.requiredAreaM2).toBe(100);
    expect(area.radios).toHaveLength(1);
    expect(area.radios[0]!.position.x).toBeGreaterThan(50);
  });

  it('counts an AP on the floor above through a thin slab, and needs its own AP under a thick one', () => {
    const upper = (slabDb: number): FloorModel => ({
      id: 'f2',
      elevationM: metres(3),
      walls: [],
      slab: { thicknessM: metres(0.2), attenuationDbPerM: sameOnAllBands(slabDb / 0.2) },
    });
    const above: RadioModel = { ...TEMPLATE, id: 'above', apId: 'above', floorId: 'f2', position: pointM(5, 5), txPowerDbm: dbm(20) };
    const plan = (slabDb: number) => {
      const floor: FloorModel = { id: 'f1', elevationM: metres(0), walls: [] };
      return autoPlanFloor(inputOf(floor, 10, 10, { building: [floor, upper(slabDb)], fixedRadios: [above] }));
    };
    expect(plan(3).radios).toHaveLength(0);
    expect(plan(3).passShare).toBeGreaterThanOrEqual(0.95);
    expect(plan(60).radios).toHaveLength(1);
  });

  it('gives neighbouring proposed APs different channels and the same proposal on every run', () => {
    const input = inputOf({ walls: [wall(10, 0, 10, 10, 40), wall(20, 0, 20, 10, 40)] }, 30, 10);
    const first = autoPlanFloor(input);
    expect(first.radios).toHaveLength(3);
    expect(new Set(first.radios.map((radio) => radio.channel)).size).toBe(3);
    expect(autoPlanFloor(input).radios).toEqual(first.radios);
  });

  it('tells its progress between steps, never going back, and plans the same with or without being told', () => {
    // 40 × 30 m at 2 m spacing: 300 candidate sites, predicted in several batches.
    const input = inputOf({ walls: [wall(20, 0, 20, 30, 20)] }, 40, 30);
    const told: AutoPlanProgress[] = [];
    const result = autoPlanFloor(input, { onProgress: (progress) => told.push(progress) });
    const predicting = told.filter((progress) => progress.phase === 'predicting');
    expect(predicting.length).toBeGreaterThan(2);
    expect(told[0]!.phase).toBe('predicting');
    expect(told.map((progress) => progress.phase)).toEqual(expect.arrayContaining(['selecting', 'channels', 'evaluating']));
    for (let k = 1; k < told.length; k++) expect(told[k]!.share).toBeGreaterThanOrEqual(told[k - 1]!.share);
    expect(told.every((progress) => progress.share >= 0 && progress.share < 1)).toBe(true);
    expect(autoPlanFloor(input).radios).toEqual(result.radios);
  });
});

describe('the planning scale of a floor', () => {
  it('keeps 2 m sites on 1 m cells up to about 12,600 m², and the problem within its bound beyond', () => {
    expect(planningScaleFor(100, 100)).toEqual({ candidateSpacingM: 2, planningCellM: 1 });
    expect(planningScaleFor(110, 110)).toEqual({ candidateSpacingM: 2, planningCellM: 1 });
    for (const [width, height] of [
      [237, 220],
      [500, 400],
      [130, 100],
    ] as const) {
      const scale = planningScaleFor(width, height);
      const values = ((width * height) / scale.candidateSpacingM ** 2) * ((width * height) / scale.planningCellM ** 2);
      expect(values).toBeLessThanOrEqual(MAX_PLANNING_VALUES);
      expect(scale.candidateSpacingM).toBe(2 * scale.planningCellM);
    }
    // The mall of issue 32: 4.5 m between sites on 2.25 m cells instead of 2 m on 1 m.
    expect(planningScaleFor(236.7, 219.7)).toEqual({ candidateSpacingM: 4.5, planningCellM: 2.25 });
  });
});
