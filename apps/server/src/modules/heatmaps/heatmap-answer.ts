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
  const result = checkHeatmapResult(computed);
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

const isNumberOrNull = (v: unknown) => v === null || (typeof v === 'number' && Number.isFinite(v));

/**
 * `HeatmapResultSchema.parse`, with the three long arrays (the grid's values, the grey-out's cells, the contour
 * points: tens of thousands of items) checked by plain loops instead of zod, which also copied them; same rules.
 */
export function checkHeatmapResult(computed: HeatmapResult): HeatmapResult {
  const { vertices, contours, greyedCells, ...rest } = computed;
  const checked = HeatmapResultSchema.parse({
    ...rest,
    ...(greyedCells !== undefined ? { greyedCells: [] } : {}),
    vertices: { ...vertices, values: [] },
    contours: contours.map(({ threshold }) => ({ threshold, rings: [] })),
  });
  const fail = (what: string) => {
    throw new Error(`heatmap answer breaks its contract: ${what}`);
  };
  if (!Array.isArray(vertices.values) || !vertices.values.every(isNumberOrNull)) fail('a grid value is not a finite number or null');
  if (greyedCells !== undefined && !(Array.isArray(greyedCells) && greyedCells.every((cell) => Number.isInteger(cell))))
    fail('a grey cell is not an integer');
  for (const level of contours) {
    if (!Array.isArray(level.rings)) fail('contour rings are not a list');
    for (const ring of level.rings) {
      if (!Array.isArray(ring)) fail('a contour ring is not a list');
      for (const point of ring)
        if (!Array.isArray(point) || point.length !== 2 || !Number.isFinite(point[0]) || !Number.isFinite(point[1]))
          fail('a contour point is not [x, y]');
    }
  }
  return {
    ...checked,
    ...(greyedCells !== undefined ? { greyedCells } : {}),
    vertices: { ...checked.vertices, values: vertices.values },
    contours: contours.map((level, k) => ({ threshold: checked.contours[k]!.threshold, rings: level.rings })),
  };
}
