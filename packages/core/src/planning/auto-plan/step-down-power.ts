import { CoverageState, type CoverageProblem } from './coverage-state.ts';

/**
 * Lowers each chosen site's power (dB below full, in `stepDb` steps, at most `maxCutDb`) while `goalShare` of the
 * required cells still meets every target, site by site in order: less overlap for the same coverage.
 * Answers the cut (≤ 0 dB) per chosen site.
 */
export function stepDownPower(
  problem: CoverageProblem,
  sites: readonly number[],
  goalShare: number,
  stepDb: number,
  maxCutDb: number,
): number[] {
  const state = new CoverageState(problem);
  for (const site of sites) state.add(site);
  const offsets = sites.map(() => 0);
  sites.forEach((site, k) => {
    for (let cut = stepDb; cut <= maxCutDb + 1e-9; cut += stepDb) {
      state.remove(site, offsets[k]!);
      state.add(site, -cut);
      if (state.share >= goalShare) {
        offsets[k] = -cut;
        continue;
      }
      state.remove(site, -cut);
      state.add(site, offsets[k]!);
      break;
    }
  });
  return offsets;
}
