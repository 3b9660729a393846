import { describe, expect, it } from 'vitest';
import { pointM } from '../geometry/points.ts';
import { seededRandom } from '../testing/fixtures.ts';
import { dbm } from '../units/units.ts';
import { fitMeasuredRadio, predictMeasuredAt } from './measured-radio-model.ts';
import { leaveGroupsOut, refitWithoutGroup, type LeftOutGroup } from './measured-leave-out.ts';
import type { SurveySample } from './survey-bins.ts';

/** A walk through a 30 × 20 m floor heard from an AP at (12, 7): log-distance with n = 3 plus seeded noise. */
function survey(seed: number, count: number): SurveySample[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => {
    const x = 30 * random(),
      y = 20 * random();
    const d2 = (x - 12) ** 2 + (y - 7) ** 2 + 2.25;
    return { position: pointM(x, y), radioId: 'ap', rssiDbm: dbm(-35 - 15 * Math.log10(d2) + 8 * (random() - 0.5)) };
  });
}

/** The bins of each 2 m cell, left out together and predicted at the cell's mean bin position. */
function cellGroups(model: ReturnType<typeof fitMeasuredRadio>): LeftOutGroup[] {
  const byCell = new Map<string, number[]>();
  model.bins.xs.forEach((x, i) => {
    const key = `${Math.floor(x / 2)},${Math.floor(model.bins.ys[i]! / 2)}`;
    byCell.set(key, [...(byCell.get(key) ?? []), i]);
  });
  return [...byCell.values()].map((bins) => ({
    bins,
    x: bins.reduce((s, i) => s + model.bins.xs[i]!, 0) / bins.length,
    y: bins.reduce((s, i) => s + model.bins.ys[i]!, 0) / bins.length,
  }));
}

// Refits are the slow reference: a loaded CI machine gets time for them (no test asserts a duration).
describe('leave-group-out of the measured model in closed form', { timeout: 60_000 }, () => {
  it('equals refitting without each 2 m cell: intercept, exponent, residuals and smoothing choice refitted', () => {
    const model = fitMeasuredRadio('ap', survey(11, 300));
    const groups = cellGroups(model);
    expect(groups.length).toBeGreaterThan(60);
    const closed = leaveGroupsOut(model, groups);
    groups.slice(0, 30).forEach((group, g) => expect(closed[g]).toBeCloseTo(refitWithoutGroup(model, group), 9));
  });

  it('equals refitting when the exponent is held at its bound', () => {
    const samples = survey(5, 40).map((s) => ({ ...s, rssiDbm: dbm(-40) }));
    const model = fitMeasuredRadio('ap', samples);
    expect(model.fit.exponent).toBe(1.5);
    const groups = cellGroups(model);
    const closed = leaveGroupsOut(model, groups);
    groups.forEach((group, g) => expect(closed[g]).toBeCloseTo(refitWithoutGroup(model, group), 9));
  });

  it('lands near the full refit that searches the AP position and the smoothing again', () => {
    const samples = survey(3, 400);
    const model = fitMeasuredRadio('ap', samples);
    const groups = cellGroups(model).slice(0, 30);
    const closed = leaveGroupsOut(model, groups);
    let closedError = 0,
      refitError = 0;
    groups.forEach((group, g) => {
      const inCell = (s: SurveySample) =>
        Math.floor(s.position.x / 2) === Math.floor(group.x / 2) && Math.floor(s.position.y / 2) === Math.floor(group.y / 2);
      const truth = samples.filter(inCell).reduce((sum, s, _, all) => sum + s.rssiDbm / all.length, 0);
      const refit = fitMeasuredRadio(
        'ap',
        samples.filter((s) => !inCell(s)),
        { initialPosition: model.fit },
      );
      closedError += Math.abs(closed[g]! - truth);
      refitError += Math.abs(predictMeasuredAt(refit, group.x, group.y) - truth);
    });
    expect(Math.abs(closedError - refitError) / groups.length).toBeLessThan(0.5);
  });
});
