import type { PointM } from '../geometry/points.ts';
import type { Dbm } from '../units/units.ts';

/** One Wi-Fi observation at a known floor position (metres). */
export interface SurveySample {
  readonly position: PointM;
  /** The radio (or BSSID group) this observation belongs to. */
  readonly radioId: string;
  readonly rssiDbm: Dbm;
  readonly noiseDbm?: Dbm;
}

/** Observations of one radio averaged per square bin: mean position (m), mean RSSI (dBm) and count. */
export interface SampleBins {
  readonly xs: Float64Array;
  readonly ys: Float64Array;
  readonly rssi: Float64Array;
  readonly counts: Float64Array;
}

/**
 * Averages a radio's observations in square bins of `binSizeM` (dB mean, which averages out fast fading),
 * keeping the mean position of the observations rather than the bin centre.
 */
export function binSamples(samples: readonly SurveySample[], binSizeM: number): SampleBins {
  const acc = new Map<string, [number, number, number, number]>();
  for (const s of samples) {
    const key = `${Math.floor(s.position.x / binSizeM)},${Math.floor(s.position.y / binSizeM)}`;
    const a = acc.get(key);
    if (a) {
      a[0] += s.position.x;
      a[1] += s.position.y;
      a[2] += s.rssiDbm;
      a[3]++;
    } else acc.set(key, [s.position.x, s.position.y, s.rssiDbm, 1]);
  }
  const n = acc.size;
  const bins = { xs: new Float64Array(n), ys: new Float64Array(n), rssi: new Float64Array(n), counts: new Float64Array(n) };
  let i = 0;
  for (const [x, y, r, c] of acc.values()) {
    bins.xs[i] = x / c;
    bins.ys[i] = y / c;
    bins.rssi[i] = r / c;
    bins.counts[i] = c;
    i++;
  }
  return bins;
}

/** Splits samples by radio id, keeping input order within each radio. */
export function groupSamplesByRadio(samples: readonly SurveySample[]): Map<string, SurveySample[]> {
  const byRadio = new Map<string, SurveySample[]>();
  for (const s of samples) {
    const list = byRadio.get(s.radioId);
    if (list) list.push(s);
    else byRadio.set(s.radioId, [s]);
  }
  return byRadio;
}
