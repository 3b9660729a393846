/**
 * The mall's peers scored leave-one-cell-out on each BSSID's 2 m cells, like our measured map and IDW there:
 * wifi-heatmapper's radius-limited IDW (radius from the other cells) and jantman's linear RBF with the floor's
 * corners at the minimum (closed-form leave-one-out). Per BSSID the MAE over its cells, then the mean over BSSIDs.
 */
import { fitRbfLinear, heatmapperRadius, interpolateIdwWithinRadius, rbfLinearLeaveOneOut } from './peer-interpolators.ts';
import { score, type MapScore, type SiteComparison } from './plan-aware-accuracy.ts';

/** One BSSID's cell means (m, dBm). */
export interface CellMeans {
  readonly cx: readonly number[];
  readonly cy: readonly number[];
  readonly cv: readonly number[];
}

/** The floor of ILC 2020 site 2 F8 (floor_info.json), whose corners jantman's RBF pins at the minimum. */
const MALL_EXTENT = { x0: 0, y0: 0, x1: 236.71181213998395, y1: 219.74676479990106 };

/**
 * Leave-one-cell-out scores of the two reproduced peers over every BSSID; `oursPerCell` (our errors per BSSID and
 * cell) gives our MAE on just the cells heatmapper fills, averaged over the same BSSIDs.
 */
function scoreMallPeers(bssids: readonly CellMeans[], oursPerCell: readonly (readonly number[])[]): MapScore[] {
  const heatmapper: number[] = [],
    oursThere: number[] = [],
    rbf: number[] = [];
  let blanks = 0,
    cells = 0;
  bssids.forEach((c, b) => {
    const fitted = fitRbfLinear(c.cx, c.cy, c.cv, MALL_EXTENT);
    const own: number[] = [],
      ownOurs: number[] = [],
      ownRbf: number[] = [];
    c.cv.forEach((v, i) => {
      const others = <T>(a: readonly T[]): T[] => a.filter((_, j) => j !== i);
      const xs = others(c.cx),
        ys = others(c.cy);
      const value = interpolateIdwWithinRadius(xs, ys, others(c.cv), c.cx[i]!, c.cy[i]!, heatmapperRadius(xs, ys));
      if (Number.isFinite(value)) {
        own.push(Math.abs(value - v));
        ownOurs.push(oursPerCell[b]![i]!);
      } else blanks++;
      ownRbf.push(Math.abs(rbfLinearLeaveOneOut(fitted, i) - v));
      cells++;
    });
    if (own.length > 0) {
      heatmapper.push(own.reduce((s, e) => s + e, 0) / own.length);
      oursThere.push(ownOurs.reduce((s, e) => s + e, 0) / ownOurs.length);
    }
    rbf.push(ownRbf.reduce((s, e) => s + e, 0) / ownRbf.length);
  });
  const heatmapperScore = score('IDW heatmapper radius', heatmapper);
  const coverage = 1 - blanks / cells;
  return [
    { ...heatmapperScore, coverage, ...(coverage < 1 ? { oursOnCoveredDb: score('measured only', oursThere).maeDb } : {}) },
    score('RBF-linear (jantman)', rbf),
  ];
}

/** The mall's row: our measured-only map and IDW from the leave-one-cell-out run, beside the two peers. */
export function compareMallMaps(
  bssids: readonly CellMeans[],
  mall: { oursMaeDb: number; oursCellErrors: readonly (readonly number[])[]; idwMaeDb: number; cells: number },
): SiteComparison {
  const ours = score('measured only', [mall.oursMaeDb]);
  const scores = [ours, { ...score('IDW p=2', [mall.idwMaeDb]), isPeer: true }, ...scoreMallPeers(bssids, mall.oursCellErrors)];
  return { site: 'Mall (no plan)', heldOut: mall.cells, scores, ours, methods: { prediction: 0, smoothing: 0, kriging: 0 } };
}
