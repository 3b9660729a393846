import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { encodeCompactHeatmap, HeatmapResultSchema, type HeatmapResult } from '@airscope/contracts';

const gzipAsync = promisify(gzip);

/** The two forms a heatmap is answered in: JSON (the default) and the compact binary form. */
export type HeatmapForm = 'json' | 'compact';

/**
 * One heatmap answer as the bytes it is sent as: each form encoded once, on first demand, and its gzip
 * likewise, so an answer from the cache is a lookup and a send.
 */
export interface HeatmapAnswer {
  readonly result: HeatmapResult;
  bytes(form: HeatmapForm): Buffer;
  gzipped(form: HeatmapForm): Promise<Buffer>;
}

/** Checks the result against the contract once (the send skips the per-request check) and wraps it. */
export function toHeatmapAnswer(computed: HeatmapResult): HeatmapAnswer {
  const result = HeatmapResultSchema.parse(computed);
  const encoded = new Map<HeatmapForm, Buffer>();
  const zipped = new Map<HeatmapForm, Promise<Buffer>>();
  const bytes = (form: HeatmapForm): Buffer => {
    let found = encoded.get(form);
    if (!found) {
      found = form === 'json' ? Buffer.from(JSON.stringify(result)) : Buffer.from(encodeCompactHeatmap(result));
      encoded.set(form, found);
    }
    return found;
  };
  return {
    result,
    bytes,
    gzipped(form) {
      let found = zipped.get(form);
      if (!found) zipped.set(form, (found = gzipAsync(bytes(form), { level: 6 })));
      return found;
    },
  };
}
