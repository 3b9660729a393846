import { describe, expect, it } from 'vitest';
import { CoverageState, type CoverageProblem } from './coverage-state.ts';
import { selectSites, selectSitesByRemoval, selectSitesGreedy } from './select-sites.ts';
import { lowerBoundSites } from './site-lower-bound.ts';

/** Sites as sets of cells: a covered cell hears the site at −50 dBm, the others at −100. */
function problemOf(cellCount: number, sets: readonly (readonly number[])[], count = 1): CoverageProblem {
  return {
    cellCount,
    targets: [{ thresholdDbm: -67, count }],
    demand: [new Uint8Array(cellCount).fill(count)],
    levels: sets.map((cells) => {
      const levels = new Float32Array(cellCount).fill(-100);
      for (const cell of cells) levels[cell] = -50;
      return levels;
    }),
  };
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

/**
 * The textbook instance that fools greedy: two rows of 14 cells (the optimum, 2 sites) and three blocks of
 * 2, 4 and 8 columns (16, 8 and 4 cells), each a little bigger than what a row still adds when greedy picks it.
 */
const columns = (from: number, to: number) => range(from, to).flatMap((col) => [col, col + 14]);
const FOOLS_GREEDY = problemOf(28, [range(0, 14), range(14, 28), columns(0, 2), columns(2, 6), columns(6, 14)]);

describe('site selection', () => {
  it('greedy takes the three blocks where two rows cover everything', () => {
    expect(selectSitesGreedy(FOOLS_GREEDY, 1)).toEqual([4, 3, 2]);
  });

  it('the auto-planner selection finds the two rows', () => {
    expect(selectSites(FOOLS_GREEDY, 1)).toEqual([0, 1]);
    expect(selectSitesByRemoval(FOOLS_GREEDY, 1)).toEqual([0, 1]);
  });

  it('stops at the goal share: 16 of 28 cells need only the biggest block', () => {
    expect(selectSitesGreedy(FOOLS_GREEDY, 16 / 28)).toEqual([4]);
    expect(selectSites(FOOLS_GREEDY, 16 / 28)).toHaveLength(1);
  });

  it('bounds the count from below by the cells needed over the widest site', () => {
    expect(lowerBoundSites(FOOLS_GREEDY, 1)).toBe(2); // 28 cells / 16 at most per site
    expect(lowerBoundSites(FOOLS_GREEDY, 0.5)).toBe(1); // 14 of 28 may fail
    // Every cell needs 3 sites: 84 coverings over 16 per site.
    expect(
      lowerBoundSites(
        problemOf(
          28,
          FOOLS_GREEDY.levels.map(() => range(0, 16)),
          3,
        ),
        1,
      ),
    ).toBe(6);
  });

  it('keeps the cells met and the deficit as sites come and go', () => {
    const problem = problemOf(
      4,
      [
        [0, 1],
        [1, 2],
        [2, 3],
      ],
      2,
    );
    const state = new CoverageState(problem);
    expect([state.satisfied, state.deficit]).toEqual([0, 8]);
    state.add(0);
    state.add(1);
    expect([state.satisfied, state.deficit, state.gainOf(2), state.lossOf(0)]).toEqual([1, 4, 2, 2]);
    state.add(2);
    expect([state.satisfied, state.deficit]).toEqual([2, 2]);
    state.remove(1);
    expect([state.satisfied, state.deficit]).toEqual([0, 4]);
  });

  it('counts a site at lower power on fewer cells', () => {
    const problem: CoverageProblem = {
      cellCount: 3,
      targets: [{ thresholdDbm: -67, count: 1 }],
      demand: [new Uint8Array(3).fill(1)],
      levels: [Float32Array.from([-50, -60, -66])],
    };
    const state = new CoverageState(problem);
    state.add(0, -3);
    expect(state.satisfied).toBe(2);
  });
});
