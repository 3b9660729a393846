import type { PointM } from '../../geometry/points.ts';
import { CoverageState, type CoverageProblem } from './coverage-state.ts';

/** How far the drop-and-repair search looks; the defaults suit sites a couple of metres apart. */
export interface RepairOptions {
  /** Chosen sites nearest the dropped one that may move; default 8. */
  readonly movers?: number;
  /** A site moves to candidates within this distance (m); default 8. */
  readonly radiusM?: number;
  /** Moves tried per drop; default 4. */
  readonly rounds?: number;
}

/**
 * Drop and repair: take one chosen site away, then move its nearest neighbours one at a time to the nearby
 * candidate that meets the most cells (then the least deficit); keep the drop when `goalShare` is met again,
 * else undo it. Repeats over the sites until a whole pass drops none. Without positions every site is near.
 */
export function dropAndRepair(
  problem: CoverageProblem,
  start: readonly number[],
  goalShare: number,
  positions?: readonly PointM[],
  options: RepairOptions = {},
): number[] {
  const movers = options.movers ?? 8,
    radius = options.radiusM ?? 8,
    rounds = options.rounds ?? 4;
  const state = new CoverageState(problem);
  const chosen = [...start];
  for (const site of chosen) state.add(site);
  const distance = (a: number, b: number) =>
    positions ? Math.hypot(positions[a]!.x - positions[b]!.x, positions[a]!.y - positions[b]!.y) : 0;
  const nearby = (site: number) => problem.levels.map((_, c) => c).filter((c) => c !== site && distance(site, c) <= radius);
  let dropped = true;
  while (dropped && chosen.length > 1) {
    dropped = false;
    for (const victim of [...chosen].sort((a, b) => state.lossOf(a) - state.lossOf(b) || a - b)) {
      state.remove(victim);
      chosen.splice(chosen.indexOf(victim), 1);
      const moves: [number, number][] = [];
      const near = [...chosen].sort((a, b) => distance(victim, a) - distance(victim, b) || a - b).slice(0, movers);
      for (let round = 0; round < rounds && state.share < goalShare; round++) {
        const move = bestMove(state, near, chosen, nearby);
        if (!move) break;
        applyMove(state, chosen, near, move[0], move[1]);
        moves.push(move);
      }
      if (state.share >= goalShare) {
        dropped = true;
        break;
      }
      for (const [from, to] of moves.reverse()) applyMove(state, chosen, near, to, from);
      state.add(victim);
      chosen.push(victim);
    }
  }
  return chosen.sort((a, b) => a - b);
}

/** The move of one site to a free nearby candidate that most improves (cells met, then deficit), if any does. */
function bestMove(
  state: CoverageState,
  near: readonly number[],
  chosen: readonly number[],
  nearby: (site: number) => number[],
): [number, number] | undefined {
  const taken = new Set(chosen);
  let best: [number, number] | undefined;
  let bestSatisfied = state.satisfied,
    bestDeficit = state.deficit;
  for (const from of near) {
    state.remove(from);
    for (const to of nearby(from)) {
      if (taken.has(to)) continue;
      state.add(to);
      if (state.satisfied > bestSatisfied || (state.satisfied === bestSatisfied && state.deficit < bestDeficit)) {
        best = [from, to];
        bestSatisfied = state.satisfied;
        bestDeficit = state.deficit;
      }
      state.remove(to);
    }
    state.add(from);
  }
  return best;
}

function applyMove(state: CoverageState, chosen: number[], near: number[], from: number, to: number): void {
  state.remove(from);
  state.add(to);
  chosen[chosen.indexOf(from)] = to;
  near[near.indexOf(from)] = to;
}
