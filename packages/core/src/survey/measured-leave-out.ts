import { addBin, heldModelAt, holdChoices, normalSums, solveSums } from './held-choice-fit.ts';
import type { MeasuredRadioModel } from './measured-radio-model.ts';
import { chooseSmoothing, DEFAULT_BANDWIDTHS_M, DEFAULT_SHRINKAGES, smoothResidualAt } from './residual-smoothing.ts';
import { kernelSums, neighbourLists } from './smoothing-sums.ts';

/** A group of bins to leave out together and the point (m) to predict it at. */
export interface LeftOutGroup {
  readonly bins: readonly number[];
  readonly x: number;
  readonly y: number;
}

/** Candidate smoothing settings, as fitMeasuredRadio's options name them. */
export interface SmoothingCandidates {
  readonly bandwidthsM?: readonly number[];
  readonly shrinkages?: readonly number[];
}

/**
 * Leave-group-out predictions of a measured model, in closed form. Held from the fit on every bin: the AP position
 * and the Huber weights (held-choice-fit.ts). Refitted without the group: intercept and exponent (the full normal
 * sums minus the group's terms), the residuals, and the smoothing bandwidth and shrinkage, re-chosen by the same
 * leave-one-bin-out criterion as chooseSmoothing. Residuals of the refit are r + Δa + Δn·x, so every bin's kernel
 * sums Σk·r, Σk, Σk·x (computed once per bandwidth, less the group's own terms) give each criterion and the
 * prediction without another pass. refitWithoutGroup does the same refit from scratch; the tests hold them equal.
 */
export function leaveGroupsOut(
  model: MeasuredRadioModel,
  groups: readonly LeftOutGroup[],
  candidates: SmoothingCandidates = {},
): Float64Array {
  const bandwidths = candidates.bandwidthsM ?? DEFAULT_BANDWIDTHS_M;
  const shrinkages = candidates.shrinkages ?? DEFAULT_SHRINKAGES;
  const held = holdChoices(model);
  const { bins, smoother } = model;
  const n = bins.xs.length;
  const full = normalSums(held);
  const fullFit = solveSums(held, full);
  const r = Float64Array.from(bins.rssi, (y, i) => y - (fullFit.a + fullFit.n * held.logTerm[i]!));
  const x = held.logTerm;
  const neighbours = neighbourLists(bins.xs, bins.ys, 3 * Math.max(...bandwidths), smoother.isBlocked);
  const sums = bandwidths.map((h) => kernelSums(neighbours, smoother.weights, r, x, h));
  const out = new Float64Array(groups.length);
  const left = new Uint8Array(n);
  const minus = bandwidths.map(() => ({ a: new Float64Array(n), b: new Float64Array(n), c: new Float64Array(n) }));
  groups.forEach((group, g) => {
    const normal = { ...full };
    for (const i of group.bins) {
      addBin(normal, held, i, -1);
      left[i] = 1;
    }
    const refit = solveSums(held, normal);
    const da = fullFit.a - refit.a,
      dn = fullFit.n - refit.n;
    const touched = new Set<number>();
    bandwidths.forEach((h, c) => {
      const inv = -1 / (2 * h * h),
        reach2 = 9 * h * h;
      for (const i of group.bins)
        for (const [j, d2] of neighbours[i]!) {
          if (d2 > reach2) continue;
          const k = smoother.weights[i]! * Math.exp(d2 * inv);
          minus[c]!.a[j]! += k * r[i]!;
          minus[c]!.b[j]! += k;
          minus[c]!.c[j]! += k * x[i]!;
          touched.add(j);
        }
    });
    let best = { h: bandwidths[0]!, lambda: shrinkages[0]!, err: Infinity };
    bandwidths.forEach((h, c) => {
      const errors = new Float64Array(shrinkages.length);
      for (let i = 0; i < n; i++) {
        if (left[i]) continue;
        const num = sums[c]!.a[i]! - minus[c]!.a[i]! + da * (sums[c]!.b[i]! - minus[c]!.b[i]!) + dn * (sums[c]!.c[i]! - minus[c]!.c[i]!);
        const den = sums[c]!.b[i]! - minus[c]!.b[i]!;
        const own = r[i]! + da + dn * x[i]!;
        shrinkages.forEach((lambda, l) => (errors[l]! += Math.abs(own - num / (den + lambda))));
      }
      shrinkages.forEach((lambda, l) => {
        if (errors[l]! < best.err) best = { h, lambda, err: errors[l]! };
      });
    });
    for (const m of minus) for (const j of touched) m.a[j] = m.b[j] = m.c[j] = 0;
    let num = 0,
      den = 0;
    const inv = -1 / (2 * best.h * best.h);
    for (let j = 0; j < n; j++) {
      if (left[j]) continue;
      const d2 = (bins.xs[j]! - group.x) ** 2 + (bins.ys[j]! - group.y) ** 2;
      if (d2 > 9 * best.h * best.h || (smoother.isBlocked && smoother.isBlocked(bins.xs[j]!, bins.ys[j]!, group.x, group.y))) continue;
      const k = smoother.weights[j]! * Math.exp(d2 * inv);
      num += k * (r[j]! + da + dn * x[j]!);
      den += k;
    }
    for (const i of group.bins) left[i] = 0;
    out[g] = heldModelAt(held, refit.a, refit.n, group.x, group.y) + num / (den + best.lambda);
  });
  return out;
}

/** The same prediction by refitting without the group from scratch: new sums, residuals and smoothing choice. */
export function refitWithoutGroup(model: MeasuredRadioModel, group: LeftOutGroup, candidates: SmoothingCandidates = {}): number {
  const held = holdChoices(model);
  const { bins, smoother } = model;
  const keep = new Uint8Array(bins.xs.length).fill(1);
  for (const i of group.bins) keep[i] = 0;
  const { a, n } = solveSums(held, normalSums(held, keep));
  const kept = Array.from(keep.keys()).filter((i) => keep[i]);
  const base = {
    xs: Float64Array.from(kept, (i) => bins.xs[i]!),
    ys: Float64Array.from(kept, (i) => bins.ys[i]!),
    residuals: Float64Array.from(kept, (i) => bins.rssi[i]! - (a + n * held.logTerm[i]!)),
    weights: Float64Array.from(kept, (i) => smoother.weights[i]!),
    ...(smoother.isBlocked ? { isBlocked: smoother.isBlocked } : {}),
  };
  const choice = chooseSmoothing(base, candidates.bandwidthsM, candidates.shrinkages);
  const residual = smoothResidualAt({ ...base, bandwidthM: choice.bandwidthM, shrinkage: choice.shrinkage }, group.x, group.y);
  return heldModelAt(held, a, n, group.x, group.y) + residual;
}
