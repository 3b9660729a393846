import { cellCentreX, cellCentreY, type GridSpec } from '../model/grid.ts';
import type { SurveySample } from './survey-bins.ts';

/**
 * Measured noise floor per cell (dBm, NaN = unknown): Gaussian-kernel average (bandwidth m) of the noise
 * readings within maxDistanceM; noise is a property of the place, so readings of every radio are pooled.
 */
export function interpolateNoiseField(samples: readonly SurveySample[], grid: GridSpec, maxDistanceM = 8, bandwidthM = 3): Float32Array {
  const num = new Float64Array(grid.cols * grid.rows),
    den = new Float64Array(grid.cols * grid.rows);
  const steps = Math.ceil(maxDistanceM / grid.cellSizeM) + 1;
  const inv = -1 / (2 * bandwidthM * bandwidthM);
  for (const s of samples) {
    if (s.noiseDbm === undefined) continue;
    const cc = Math.floor((s.position.x - grid.originX) / grid.cellSizeM),
      rc = Math.floor((s.position.y - grid.originY) / grid.cellSizeM);
    for (let r = Math.max(0, rc - steps); r <= Math.min(grid.rows - 1, rc + steps); r++) {
      for (let c = Math.max(0, cc - steps); c <= Math.min(grid.cols - 1, cc + steps); c++) {
        const d2 = (cellCentreX(grid, c) - s.position.x) ** 2 + (cellCentreY(grid, r) - s.position.y) ** 2;
        if (d2 > maxDistanceM * maxDistanceM) continue;
        const k = Math.exp(d2 * inv);
        num[r * grid.cols + c]! += k * s.noiseDbm;
        den[r * grid.cols + c]! += k;
      }
    }
  }
  return Float32Array.from(num, (n, i) => (den[i]! > 0 ? n / den[i]! : NaN));
}
