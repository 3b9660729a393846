import { describe, expect, it } from 'vitest';
import { pointM } from '../geometry/points.ts';
import { dbm } from '../units/units.ts';
import { buildPlanAwareBins, fitPlanAwareResiduals } from './plan-aware-field.ts';
import type { SurveySample } from './survey-bins.ts';

// A 40 m corridor walked along y = 2 with 1 dB of seeded noise; the "plan" predicts free space (exponent 2) from
// its AP position, the readings follow their own AP and exponent.
function corridor(truth: { x: number; y: number; exponent: number }): SurveySample[] {
  let s = 7;
  const rnd = (): number => (s = (s * 16807) % 2147483647) / 2147483647 - 0.5;
  const samples: SurveySample[] = [];
  for (let x = 0.25; x < 40; x += 0.5) {
    const d = Math.max(1, Math.hypot(x - truth.x, 2 - truth.y));
    samples.push({ position: pointM(x, 2), radioId: 'r', rssiDbm: dbm(-35 - 10 * truth.exponent * Math.log10(d) + 2 * rnd()) });
  }
  return samples;
}

const freeSpaceFrom =
  (ap: { x: number; y: number }) =>
  (xs: ArrayLike<number>, ys: ArrayLike<number>): Float64Array =>
    Float64Array.from(xs, (x, i) => -35 - 20 * Math.log10(Math.max(1, Math.hypot(x - ap.x, ys[i]! - ap.y))));

describe('plan-aware candidates', () => {
  it('takes out a log-distance trend when the readings fall off faster than the plan, and holds it beyond the walk', () => {
    const ap = { x: 0, y: 2 };
    const bins = buildPlanAwareBins(corridor({ ...ap, exponent: 3.5 }), freeSpaceFrom(ap));
    const plain = fitPlanAwareResiduals(bins);
    const withTrend = fitPlanAwareResiduals(bins, { source: ap });
    expect(withTrend.method.startsWith('trend') || withTrend.method === 'survey path loss').toBe(true);
    expect(withTrend.heldOutMaeDb[withTrend.method]).toBeLessThan(0.8 * plain.heldOutMaeDb[plain.method]);
    // 80 m down the corridor, twice the walked length: the correction is the one at the walk's far end.
    const end = withTrend.residualAt(39.75, 2, NaN);
    if (withTrend.method.startsWith('trend')) expect(withTrend.residualAt(80, 2, NaN)).toBeCloseTo(end, 0);
    expect(end).toBeLessThan(-15 * Math.log10(39.75) + 3);
  });

  it("follows the survey's own path loss near the walk where the plan's AP is misplaced, and the plan away from it", () => {
    const truth = { x: 20, y: 2, exponent: 3 };
    const planned = { x: 8, y: 10 };
    const bins = buildPlanAwareBins(corridor(truth), freeSpaceFrom(planned));
    const fit = fitPlanAwareResiduals(bins, { source: planned, heightDifferenceM: 0 });
    expect(fit.method).toBe('survey path loss');
    expect(fit.heldOutMaeDb['survey path loss']).toBeLessThan(fit.heldOutMaeDb.smoothing);
    expect(fit.heldOutMaeDb['survey path loss']).toBeLessThan(fit.heldOutMaeDb['trend+smoothing']);
    // On the walk, at the true AP: the map reads what was measured there (about −35 dBm), not the plan's value.
    const predictedThere = freeSpaceFrom(planned)([20], [2])[0]!;
    expect(predictedThere + fit.residualAt(20, 2, predictedThere)).toBeGreaterThan(-38);
    // 20 m from the walk the survey says nothing: the map is the plan's prediction.
    expect(fit.residualAt(20, 22, -70)).toBe(0);
  });

  it('tries only what it has the data for: no trend without the radio position, no survey model without predictions', () => {
    const ap = { x: 0, y: 2 };
    const bins = buildPlanAwareBins(corridor({ ...ap, exponent: 2 }), freeSpaceFrom(ap));
    const { predicted: _dropped, ...withoutPredictions } = bins;
    const fit = fitPlanAwareResiduals(withoutPredictions);
    expect(fit.heldOutMaeDb.trend).toBeNaN();
    expect(fit.heldOutMaeDb['survey path loss']).toBeNaN();
    expect(Number.isFinite(fit.heldOutMaeDb.smoothing)).toBe(true);
  });
});
