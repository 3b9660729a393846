import { describe, expect, it } from 'vitest';
import {
  fitTrend,
  krigeAt,
  krigeLeaveOneOut,
  searchBound,
  settingsGrid,
  type KrigingProblem,
  type KrigingSettings,
} from './kriging-bound.ts';

/** A smooth log-distance field with a ripple and deterministic "noise", on scattered points. */
function problem(n: number): KrigingProblem {
  const xs: number[] = [],
    ys: number[] = [],
    values: number[] = [],
    counts: number[] = [];
  for (let i = 0; i < n; i++) {
    const x = (i * 7.3) % 20,
      y = (i * 3.1) % 9;
    xs.push(x);
    ys.push(y);
    counts.push(1 + (i % 4));
    values.push(-40 - 25 * Math.log10(Math.max(0.5, Math.hypot(x - 4, y - 3))) + 2 * Math.sin(x / 2) + ((i * 37) % 7) / 7 - 0.5);
  }
  return { xs, ys, values, counts, source: { x: 4, y: 3 } };
}

const without = (p: KrigingProblem, i: number): KrigingProblem => ({
  ...p,
  xs: p.xs.filter((_, j) => j !== i),
  ys: p.ys.filter((_, j) => j !== i),
  values: p.values.filter((_, j) => j !== i),
  counts: p.counts!.filter((_, j) => j !== i),
});

describe('kriging bound', () => {
  it('gives the same leave-one-out residuals in closed form as refitting without each point', () => {
    const p = problem(30);
    for (const s of [
      { trend: 'log-distance', kernel: 'matern-3/2', lengthM: 3, nugget: 0.3, perCount: true },
      { trend: 'constant', kernel: 'squared-exponential', lengthM: 2, nugget: 0.05, perCount: false },
    ] satisfies KrigingSettings[]) {
      const loo = krigeLeaveOneOut(p, s);
      const trend = fitTrend(p, s.trend);
      p.values.forEach((v, i) => {
        const [refit] = krigeAt(without(p, i), s, [p.xs[i]!], [p.ys[i]!], trend);
        expect(loo[i]!).toBeCloseTo(v - refit!, 6);
      });
    }
  });

  it('reproduces the training values with a tiny nugget and smooths them with a large one', () => {
    const p = problem(25);
    const exact = krigeAt(p, { trend: 'constant', kernel: 'exponential', lengthM: 2, nugget: 1e-9, perCount: false }, p.xs, p.ys);
    exact.forEach((v, i) => expect(v).toBeCloseTo(p.values[i]!, 4));
    const flat = krigeAt(p, { trend: 'log-distance', kernel: 'exponential', lengthM: 2, nugget: 1e6, perCount: false }, p.xs, p.ys);
    const trend = fitTrend(p, 'log-distance');
    flat.forEach((v, i) => expect(v).toBeCloseTo(trend(p.xs[i]!, p.ys[i]!), 3));
  });

  it('reports the best shared setting and a per-radio choice at least as good', () => {
    const radios = [problem(30), problem(24)];
    const settings = settingsGrid({
      kernels: ['exponential', 'squared-exponential'],
      lengthsM: [1, 4],
      nuggets: [0.1, 1],
      perCount: [false],
    });
    const errors = (r: number, s: KrigingSettings): Float64Array => krigeLeaveOneOut(radios[r]!, s).map(Math.abs);
    const bound = searchBound(2, settings, errors, false);
    const shared = settings.map((s) => (mean(errors(0, s)) + mean(errors(1, s))) / 2);
    expect(bound.sharedMaeDb).toBeCloseTo(Math.min(...shared), 10);
    expect(bound.perRadioMaeDb).toBeLessThanOrEqual(bound.sharedMaeDb);
  });
});

const mean = (v: ArrayLike<number>): number => {
  let t = 0;
  for (let i = 0; i < v.length; i++) t += v[i]!;
  return t / v.length;
};

describe('honest choice', () => {
  it('scores each radio with the setting its selectors pick, not the one best on its own held-out points', () => {
    const settings = settingsGrid({ kernels: ['exponential'], lengthsM: [1, 4], nuggets: [0.1], perCount: [false] });
    // Held-out errors: radio 0 is best with setting index 1, radio 1 with index 0 (of the constant-trend pair).
    const heldOut = [
      [[3], [1], [9], [9]],
      [[2], [6], [9], [9]],
    ];
    const errors = (r: number, s: KrigingSettings): number[] => heldOut[r]![settings.indexOf(s)]!;
    // Training scores make each radio's selector (the other radio) pick setting 0 for radio 0 and 1 for radio 1.
    const training = [
      [5, 1, 9, 9],
      [1, 5, 9, 9],
    ];
    const bound = searchBound(2, settings, errors, false, {
      score: (r, s) => training[r]![settings.indexOf(s)]!,
      selectors: (r) => [1 - r],
    });
    expect(bound.perRadioMaeDb).toBe(1.5);
    expect(bound.honestMaeDb).toBe((3 + 6) / 2);
    // Without a training score, the selectors' own held-out errors pick: radio 1 is best with 0, radio 0 with 1.
    const byOthers = searchBound(2, settings, errors, false, { selectors: (r) => [1 - r] });
    expect(byOthers.honestMaeDb).toBe((3 + 6) / 2);
    const byItself = searchBound(2, settings, errors, false, { selectors: (r) => [r] });
    expect(byItself.honestMaeDb).toBe(byItself.perRadioMaeDb);
  });
});
