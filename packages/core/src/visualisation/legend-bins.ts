import type { VisualizationType } from './visualisation-types.ts';

/** A legend stop: values ≥ `from` (up to the next stop) get this colour. */
export interface LegendStop {
  readonly from: number;
  readonly colour: string;
}

/** A legend bin with the share (0–1) of in-scope cells whose value falls in [from, to). */
export interface LegendBin {
  readonly from: number;
  readonly to: number;
  readonly colour: string;
  readonly cells: number;
  readonly share: number;
}

/** Legend bins plus the shares of in-scope cells below the first stop and with no value at all. */
export interface LegendSummary {
  readonly bins: readonly LegendBin[];
  readonly belowShare: number;
  readonly noValueShare: number;
  readonly inScopeCells: number;
}

const SIGNAL: readonly LegendStop[] = [
  { from: -90, colour: '#d7191c' },
  { from: -85, colour: '#f46d43' },
  { from: -80, colour: '#fdae61' },
  { from: -75, colour: '#fee08b' },
  { from: -70, colour: '#d9ef8b' },
  { from: -67, colour: '#a6d96a' },
  { from: -65, colour: '#66bd63' },
  { from: -60, colour: '#1a9850' },
  { from: -50, colour: '#006837' },
];
const RATE: readonly LegendStop[] = [1, 6, 12, 24, 54, 100, 200, 400, 800, 1200].map((from, i) => ({
  from,
  colour: SIGNAL[Math.min(i, SIGNAL.length - 1)]!.colour,
}));

/** Default legend per visualisation (signal stops span the −92…−20 dBm legends of .esx defaults). */
export const DEFAULT_LEGENDS: Readonly<Record<VisualizationType, readonly LegendStop[]>> = {
  'sig-strength': SIGNAL,
  'sig-strength-2nd': SIGNAL,
  snr: [5, 10, 15, 20, 25, 30, 35, 40, 45].map((from, i) => ({ from, colour: SIGNAL[i]!.colour })),
  'ch-interference': [0, 1, 2, 3, 4, 5].map((from, i) => ({
    from,
    colour: ['#1a9850', '#a6d96a', '#fee08b', '#fdae61', '#f46d43', '#d7191c'][i]!,
  })),
  'nw-health': [
    { from: 0, colour: '#d7191c' },
    { from: 1, colour: '#1a9850' },
  ],
  requirement: [
    { from: 0, colour: '#d7191c' },
    { from: 1, colour: '#1a9850' },
  ],
  'data-rate': RATE,
  throughput: RATE,
  'no-visualization': [],
};

/** Counts in-scope cells per legend bin; stops must be ascending; the last bin is open-ended. */
export function computeLegendBins(values: Float32Array, stops: readonly LegendStop[], scope?: Uint8Array): LegendSummary {
  const counts = new Float64Array(stops.length);
  let below = 0,
    none = 0,
    inScope = 0;
  for (let i = 0; i < values.length; i++) {
    if (scope && scope[i] === 0) continue;
    inScope++;
    const v = values[i]!;
    if (Number.isNaN(v)) {
      none++;
      continue;
    }
    let k = stops.length - 1;
    while (k >= 0 && v < stops[k]!.from) k--;
    if (k < 0) below++;
    else counts[k]!++;
  }
  const share = (n: number): number => (inScope > 0 ? n / inScope : 0);
  return {
    bins: stops.map((s, k) => ({
      from: s.from,
      to: stops[k + 1]?.from ?? Infinity,
      colour: s.colour,
      cells: counts[k]!,
      share: share(counts[k]!),
    })),
    belowShare: share(below),
    noValueShare: share(none),
    inScopeCells: inScope,
  };
}
