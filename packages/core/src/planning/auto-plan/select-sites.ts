import { CoverageState, type CoverageProblem } from './coverage-state.ts';
import type { PointM } from '../../geometry/points.ts';
import { dropAndRepair } from './improve-sites.ts';
import { SiteHeap } from './site-heap.ts';

/**
 * Plain greedy set multicover: add the site that removes the most deficit (lazy evaluation: a site's gain only
 * falls as others are added) until `goalShare` of the required cells meet every target or nothing helps.
 */
export function selectSitesGreedy(problem: CoverageProblem, goalShare: number): number[] {
  const state = new CoverageState(problem);
  const heap = new SiteHeap();
  problem.levels.forEach((_, site) => heap.push(site, -state.gainOf(site)));
  const chosen: number[] = [];
  while (state.share < goalShare && heap.size > 0) {
    const top = heap.pop()!;
    const gain = state.gainOf(top.site);
    if (gain <= 0) continue;
    const next = heap.peek();
    if (next && -gain > next.key) {
      heap.push(top.site, -gain);
      continue;
    }
    state.add(top.site);
    chosen.push(top.site);
  }
  return chosen;
}

/**
 * Reverse delete: start from every site and drop the one whose removal adds the least deficit (lazy: that loss
 * never falls as others go), as long as `goalShare` still holds. It keeps the few sites that cover regions
 * alone where greedy's first big picks leave gaps to patch.
 */
export function selectSitesByRemoval(problem: CoverageProblem, goalShare: number, start?: readonly number[]): number[] {
  const state = new CoverageState(problem);
  const sites = start ?? problem.levels.map((_, site) => site);
  for (const site of sites) state.add(site);
  if (state.share < goalShare) return [...sites];
  // Among equal losses the site reaching fewer cells goes first; the key still never falls, so laziness holds.
  const reach = (site: number) => state.coverOf(site).reduce((sum, cells) => sum + cells.length, 0);
  const scale = problem.cellCount * problem.targets.length + 1;
  const keyOf = (site: number) => state.lossOf(site) * scale + reach(site);
  const heap = new SiteHeap();
  for (const site of sites) heap.push(site, keyOf(site));
  const kept = new Set(sites);
  while (heap.size > 0) {
    const top = heap.pop()!;
    const loss = keyOf(top.site);
    const next = heap.peek();
    if (next && loss > next.key) {
      heap.push(top.site, loss);
      continue;
    }
    state.remove(top.site);
    if (state.share >= goalShare) kept.delete(top.site);
    else state.add(top.site);
  }
  return sites.filter((site) => kept.has(site));
}

/**
 * The fewest sites of: greedy, reverse delete from every site, and reverse delete from greedy's choice (which
 * prunes its redundant early picks), each then improved by drop and repair; ties go to the one with more cells met.
 */
export function selectSites(problem: CoverageProblem, goalShare: number, positions?: readonly PointM[]): number[] {
  const greedy = selectSitesGreedy(problem, goalShare);
  const starts = [greedy, selectSitesByRemoval(problem, goalShare, greedy), selectSitesByRemoval(problem, goalShare)];
  const options = starts.map((sites) => dropAndRepair(problem, sites, goalShare, positions));
  const scored = options.map((sites) => {
    const state = new CoverageState(problem);
    for (const site of sites) state.add(site);
    return { sites, meets: state.share >= goalShare, satisfied: state.satisfied };
  });
  scored.sort((a, b) => Number(b.meets) - Number(a.meets) || a.sites.length - b.sites.length || b.satisfied - a.satisfied);
  return [...scored[0]!.sites].sort((a, b) => a - b);
}
