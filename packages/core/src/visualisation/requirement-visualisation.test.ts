import { describe, expect, it } from 'vitest';
import type { PointM } from '../geometry/points.ts';
import { createGrid } from '../model/grid.ts';
import { makeRadio } from '../testing/fixtures.ts';
import { computeVisualisation } from './compute-visualisations.ts';
import { findGreyedCells, summariseRequirementAreas } from './requirement-visualisation.ts';
import type { RequirementArea } from './network-health.ts';
import type { RequirementProfile } from './requirements.ts';

// Five cells in a row, one 5 GHz AP fading from −50 to −80 dBm (noise floor −95 dBm: SNR 45 … 15 dB).
const grid = createGrid(5, 1, 1);
const radios = [makeRadio({ id: 'r' })];
const fields = new Map([['r', Float32Array.of(-50, -60, -66, -72, -80)]]);
const profile: RequirementProfile = {
  name: 'Voice',
  criteria: [
    { type: 'SIGNAL_STRENGTH', comparison: 'AT_LEAST', value: -67, band: '5' },
    { type: 'SIGNAL_TO_NOISE_RATIO', comparison: 'AT_LEAST', value: 25 },
    { type: 'PING_RTT', comparison: 'AT_MOST', value: 200 },
  ],
};

describe('the requirement visualisation', () => {
  it('passes a cell only where every RF criterion of the chosen profile is met', () => {
    const result = computeVisualisation('requirement', { grid, radios, fields, band: '5', requirement: profile });
    expect(result.unit).toBe('pass');
    // −66 dBm meets −67 dBm and its 29 dB SNR meets 25 dB; −72 dBm fails both.
    expect([...result.values]).toEqual([1, 1, 1, 0, 0]);
    const rates = result.health!.criteria.map((c) => [c.criterion.type, c.isEvaluated, c.passShare]);
    expect(rates).toEqual([
      ['SIGNAL_STRENGTH', true, 0.6],
      ['SIGNAL_TO_NOISE_RATIO', true, 0.6],
      ['PING_RTT', false, 1],
    ]);
    expect(result.health!.overallPassShare).toBeCloseTo(0.6, 9);
  });

  it('judges the chosen profile everywhere, ignoring requirement areas that shape network health', () => {
    const lenient: RequirementProfile = { name: 'Lenient', criteria: [{ type: 'SIGNAL_STRENGTH', comparison: 'AT_LEAST', value: -90 }] };
    const areas: RequirementArea[] = [
      {
        polygon: [
          { x: 3, y: 0 },
          { x: 5, y: 0 },
          { x: 5, y: 1 },
          { x: 3, y: 1 },
        ] as PointM[],
        requirement: lenient,
      },
    ];
    const input = { grid, radios, fields, band: '5' as const, requirement: profile, requirementAreas: areas };
    expect([...computeVisualisation('nw-health', input).values]).toEqual([1, 1, 1, 1, 1]);
    expect([...computeVisualisation('requirement', input).values]).toEqual([1, 1, 1, 0, 0]);
  });

  it('ignores criteria of another band than the one shown', () => {
    const twoFourOnly: RequirementProfile = {
      name: '2.4',
      criteria: [{ type: 'SIGNAL_STRENGTH', comparison: 'AT_LEAST', value: -40, band: '2.4' }],
    };
    expect([...computeVisualisation('requirement', { grid, radios, fields, band: '5', requirement: twoFourOnly }).values]).toEqual([
      1, 1, 1, 1, 1,
    ]);
  });

  it('greys the cells failing the criterion a map shows, and every failing cell on the requirement map', () => {
    const strict: RequirementProfile = {
      name: 'Strict',
      criteria: [
        { type: 'SIGNAL_STRENGTH', comparison: 'AT_LEAST', value: -61 },
        { type: 'SIGNAL_TO_NOISE_RATIO', comparison: 'AT_LEAST', value: 25 },
      ],
    };
    const health = computeVisualisation('requirement', { grid, radios, fields, band: '5', requirement: strict }).health!;
    expect([...findGreyedCells('sig-strength', health, strict)]).toEqual([0, 0, 1, 1, 1]);
    expect([...findGreyedCells('snr', health, strict)]).toEqual([0, 0, 0, 1, 1]);
    expect([...findGreyedCells('requirement', health, strict)]).toEqual([0, 0, 1, 1, 1]);
    // The profile says nothing about the secondary signal: nothing is greyed on that map.
    expect([...findGreyedCells('sig-strength-2nd', health, strict)]).toEqual([0, 0, 0, 0, 0]);
  });

  it('gives each area the share of its cells that pass', () => {
    const passes = computeVisualisation('requirement', { grid, radios, fields, band: '5', requirement: profile }).values;
    const rect = (x0: number, x1: number) =>
      [
        { x: x0, y: 0 },
        { x: x1, y: 0 },
        { x: x1, y: 1 },
        { x: x0, y: 1 },
      ] as PointM[];
    const rates = summariseRequirementAreas(passes, grid, [
      { id: 'near', polygon: rect(0, 2) },
      { id: 'mid', polygon: rect(1, 5) },
      { id: 'outside', polygon: rect(10, 12) },
    ]);
    expect(rates[0]).toEqual({ areaId: 'near', cells: 2, passRate: 1 });
    expect(rates[1]).toEqual({ areaId: 'mid', cells: 4, passRate: 0.5 });
    expect(rates[2]!.cells).toBe(0);
    expect(rates[2]!.passRate).toBeNaN();
  });
});
