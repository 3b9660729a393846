import { isRfCriterion, type RequirementProfile } from './requirements.ts';

/** Per-cell judgement of network health: scope, profile index, band code (0 = 2.4, 1 = 5, 2 = 6) and failed-criteria bits. */
interface JudgedCells {
  readonly scope: Uint8Array;
  readonly profileAt: Uint8Array;
  readonly cellBand: Uint8Array;
  /** Bit k set = criterion k of the cell's profile failed; each criterion has its own bit (≤ 32 per profile). */
  readonly failed: Uint32Array;
  /** Written here: 1 / 0 on in-scope cells; out-of-scope cells keep what they hold (NaN). */
  readonly passes: Float32Array;
}

/**
 * The pass rates of network health counted from per-cell failure bits in one pass over the grid: a criterion's
 * applicable cells are the in-scope cells of its profile and band, and those passing are the ones without its bit.
 * Gives the same numbers as counting while judging (evaluateNetworkHealth), so an update re-judges only the cells
 * that changed.
 */
export function tallyHealth(profiles: readonly RequirementProfile[], cells: JudgedCells) {
  const { scope, profileAt, cellBand, failed, passes } = cells;
  const cellsOf = new Float64Array(profiles.length * 3);
  const failures = new Float64Array(profiles.length * 32);
  const profileCells = new Float64Array(profiles.length),
    profileHealthy = new Float64Array(profiles.length);
  let inScope = 0,
    healthy = 0;
  for (let i = 0; i < scope.length; i++) {
    if (scope[i] === 0) continue;
    const pk = profileAt[i]!;
    cellsOf[pk * 3 + cellBand[i]!]!++;
    inScope++;
    profileCells[pk]!++;
    let bits = failed[i]!;
    passes[i] = bits === 0 ? 1 : 0;
    if (bits === 0) {
      healthy++;
      profileHealthy[pk]!++;
    }
    // One count per set bit, lowest first.
    while (bits !== 0) {
      failures[pk * 32 + 31 - Math.clz32(bits & -bits)]!++;
      bits &= bits - 1;
    }
  }
  const bandCodes = ['2.4', '5', '6'] as const;
  const criteria = profiles.flatMap((p, pk) =>
    p.criteria.map((criterion, ck) => {
      const isEvaluated = isRfCriterion(criterion);
      const band = criterion.band === undefined ? -1 : bandCodes.indexOf(criterion.band);
      const applicable = band >= 0 ? cellsOf[pk * 3 + band]! : cellsOf[pk * 3]! + cellsOf[pk * 3 + 1]! + cellsOf[pk * 3 + 2]!;
      const passed = isEvaluated && applicable > 0 ? applicable - failures[pk * 32 + ck]! : applicable;
      return {
        profileName: p.name,
        criterion,
        isEvaluated,
        applicableCells: applicable,
        passShare: applicable > 0 ? passed / applicable : NaN,
      };
    }),
  );
  return {
    passes,
    failedCriteria: failed,
    overallPassShare: inScope > 0 ? healthy / inScope : NaN,
    inScopeCells: inScope,
    criteria,
    profiles: profiles.map((p, k) => ({
      name: p.name,
      cells: profileCells[k]!,
      passShare: profileCells[k]! > 0 ? profileHealthy[k]! / profileCells[k]! : NaN,
    })),
  };
}
