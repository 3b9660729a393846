import type { CoverageTarget } from './coverage-targets.ts';

/**
 * A site-selection instance: required cells, what each needs (per target, how many APs at its level) and each
 * candidate site's level at every required cell at full power. Levels are dBm before the client offset.
 */
export interface CoverageProblem {
  readonly cellCount: number;
  readonly targets: readonly CoverageTarget[];
  /** Per target, APs each required cell needs at that level (0 = the target does not apply there). */
  readonly demand: readonly Uint8Array[];
  /** Per candidate, its level (dBm) at each required cell at full power. */
  readonly levels: readonly Float32Array[];
  /** Levels of radios that stay as they are (planned APs, APs on other floors), counted before any candidate. */
  readonly fixedLevels?: readonly Float32Array[];
}

/**
 * Running coverage of a set of chosen sites: per target and cell the APs heard at its level, the cells that
 * meet every target, and the total deficit Σ max(0, demand − count). Adding and removing a site costs the
 * length of its cover lists; a site may run below full power (`offsetDb` ≤ 0).
 */
export class CoverageState {
  readonly counts: Uint16Array[];
  private readonly unmet: Uint8Array;
  satisfied = 0;
  deficit = 0;
  private readonly fullPower = new Map<number, Int32Array[]>();

  constructor(readonly problem: CoverageProblem) {
    const { cellCount, targets, demand } = problem;
    this.counts = targets.map(() => new Uint16Array(cellCount));
    this.unmet = new Uint8Array(cellCount);
    for (let i = 0; i < cellCount; i++) {
      for (let j = 0; j < targets.length; j++) {
        const need = demand[j]![i]!;
        if (need > 0) {
          this.unmet[i]!++;
          this.deficit += need;
        }
      }
      if (this.unmet[i] === 0) this.satisfied++;
    }
    for (const levels of problem.fixedLevels ?? []) this.apply(this.coverOfLevels(levels, 0), 1);
  }

  /** Share (0–1) of required cells meeting every target. */
  get share(): number {
    return this.problem.cellCount > 0 ? this.satisfied / this.problem.cellCount : 1;
  }

  /** Per target, the required cells a site reaches at its level with `offsetDb` of power. */
  coverOf(site: number, offsetDb = 0): Int32Array[] {
    if (offsetDb !== 0) return this.coverOfLevels(this.problem.levels[site]!, offsetDb);
    let cover = this.fullPower.get(site);
    if (!cover) this.fullPower.set(site, (cover = this.coverOfLevels(this.problem.levels[site]!, 0)));
    return cover;
  }

  add(site: number, offsetDb = 0): void {
    this.apply(this.coverOf(site, offsetDb), 1);
  }

  remove(site: number, offsetDb = 0): void {
    this.apply(this.coverOf(site, offsetDb), -1);
  }

  /** Deficit the site would remove if added. */
  gainOf(site: number): number {
    const cover = this.coverOf(site);
    let gain = 0;
    cover.forEach((cells, j) => {
      const counts = this.counts[j]!,
        demand = this.problem.demand[j]!;
      for (let k = 0; k < cells.length; k++) if (counts[cells[k]!]! < demand[cells[k]!]!) gain++;
    });
    return gain;
  }

  /** Deficit the site would add if removed (it never falls as other sites are removed). */
  lossOf(site: number, offsetDb = 0): number {
    const cover = this.coverOf(site, offsetDb);
    let loss = 0;
    cover.forEach((cells, j) => {
      const counts = this.counts[j]!,
        demand = this.problem.demand[j]!;
      for (let k = 0; k < cells.length; k++) if (counts[cells[k]!]! <= demand[cells[k]!]!) loss++;
    });
    return loss;
  }

  private coverOfLevels(levels: Float32Array, offsetDb: number): Int32Array[] {
    return this.problem.targets.map((target, j) => {
      const demand = this.problem.demand[j]!;
      const out: number[] = [];
      for (let i = 0; i < levels.length; i++) if (demand[i]! > 0 && levels[i]! + offsetDb >= target.thresholdDbm) out.push(i);
      return Int32Array.from(out);
    });
  }

  private apply(cover: readonly Int32Array[], step: 1 | -1): void {
    cover.forEach((cells, j) => {
      const counts = this.counts[j]!,
        demand = this.problem.demand[j]!;
      for (let k = 0; k < cells.length; k++) {
        const i = cells[k]!;
        const before = counts[i]!;
        const after = before + step;
        counts[i] = after;
        const need = demand[i]!;
        if (step === 1 && after <= need) {
          this.deficit--;
          if (after === need && --this.unmet[i]! === 0) this.satisfied++;
        } else if (step === -1 && before <= need) {
          this.deficit++;
          if (before === need && this.unmet[i]!++ === 0) this.satisfied--;
        }
      }
    });
  }
}
