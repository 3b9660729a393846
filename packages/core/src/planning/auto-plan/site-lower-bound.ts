import { CoverageState, type CoverageProblem } from './coverage-state.ts';

/**
 * A lower bound on the APs any choice among the candidate sites needs (at most full power): for each target,
 * the AP-cell coverings the cells still need after the fixed radios, less the largest needs of the
 * (1 − goal) share of cells allowed to fail, over the most cells one site reaches at that level. The largest
 * bound over the targets holds for all of them.
 */
export function lowerBoundSites(problem: CoverageProblem, goalShare: number): number {
  const state = new CoverageState(problem);
  const mayFail = Math.floor((1 - goalShare) * problem.cellCount + 1e-9);
  let bound = 0;
  problem.targets.forEach((_, j) => {
    const counts = state.counts[j]!,
      demand = problem.demand[j]!;
    const residual = Array.from(demand, (need, i) => Math.max(0, need - counts[i]!)).sort((a, b) => b - a);
    const needed = residual.slice(mayFail).reduce((sum, need) => sum + need, 0);
    if (needed === 0) return;
    let widest = 0;
    problem.levels.forEach((_, site) => (widest = Math.max(widest, state.coverOf(site)[j]!.length)));
    bound = Math.max(bound, widest === 0 ? Infinity : Math.ceil(needed / widest));
  });
  return bound;
}
