import { describe, expect, it } from 'vitest';
import { describeComparison, withOursOnCovered } from './plan-aware-accuracy.ts';

const methods = { prediction: 0, smoothing: 0, kriging: 0 };

function site(errors: Map<string, number[]>) {
  const scores = withOursOnCovered(errors, 'plan-aware');
  return { site: 'test', heldOut: 4, scores, ours: scores.find((s) => s.label === 'plan-aware')!, methods };
}

describe('comparing our map with peers on the same points', () => {
  it('judges a peer that leaves the hard points blank on the points it fills', () => {
    // The peer skips the two points where every map errs most; ours is better than it wherever it answers.
    const errors = new Map([
      ['plan-aware', [1, 1, 6, 6]],
      ['IDW heatmapper radius', [1.5, 1.5, NaN, NaN]],
    ]);
    const peer = site(errors).scores.find((s) => s.label === 'IDW heatmapper radius')!;
    expect(peer.maeDb).toBe(1.5);
    expect(peer.coverage).toBe(0.5);
    expect(peer.oursOnCoveredDb).toBe(1);
    expect(describeComparison(site(errors))).toContain('at or below every peer');
  });

  it('says NOT, with the gap, when ours is worse on the points a peer fills', () => {
    const errors = new Map([
      ['plan-aware', [2, 2, 6, 6]],
      ['IDW heatmapper radius', [1.5, 1.5, NaN, NaN]],
      ['IDW p=2', [5, 5, 5, 5]],
    ]);
    const line = describeComparison(site(errors));
    expect(line).toContain('NOT at or below the best peer: our map (plan-aware) 2.00 vs IDW heatmapper radius 1.50 (+0.50 dB)');
    expect(line).toContain('IDW heatmapper radius 1.50 (50 % covered; ours there 2.00)');
  });

  it('compares a peer with full coverage against our whole map', () => {
    const errors = new Map([
      ['plan-aware', [1, 4]],
      ['IDW p=2', [2, 2.5]],
    ]);
    expect(describeComparison(site(errors))).toContain(
      'NOT at or below the best peer: our map (plan-aware) 2.50 vs IDW p=2 2.25 (+0.25 dB)',
    );
  });
});
