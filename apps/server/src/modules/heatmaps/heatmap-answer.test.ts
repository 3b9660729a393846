import { describe, expect, it } from 'vitest';
import { decodeCompactHeatmap, EMPTY_HEATMAP, HeatmapResultSchema, type HeatmapResult } from '@airscope/contracts';
import { checkHeatmapResult, toHeatmapAnswer } from './heatmap-answer.ts';

const heatmap: HeatmapResult = {
  binType: 'dBm',
  bins: [{ from: -67, to: null, color: '#00ff00', share: 0.5 }],
  greyedCells: [1, 3],
  greyColor: '#808080',
  requirement: { id: null, name: 'Ekahau Best Practices', passRate: 0.5, criteria: [] },
  vertices: { originX: 0, originY: 0, cellSize: 0.5, cols: 2, rows: 2, values: [-60.5, null, -71.2, -88] },
  areas: [{ areaId: 'a', name: 'Hall', cells: 4, mean: -70, min: -88, max: -60.5, passRate: 0.5 }],
  contours: [
    {
      threshold: -67,
      rings: [
        [
          [0.1, 0.2],
          [0.7, 0.2],
          [0.4, 0.9],
        ],
      ],
    },
  ],
};

describe('the heatmap answer’s contract check', () => {
  it('passes what the contract passes, as the same JSON', () => {
    expect(JSON.stringify(checkHeatmapResult(heatmap))).toBe(JSON.stringify(HeatmapResultSchema.parse(heatmap)));
    expect(JSON.stringify(checkHeatmapResult(EMPTY_HEATMAP))).toBe(JSON.stringify(HeatmapResultSchema.parse(EMPTY_HEATMAP)));
  });

  it.each([
    ['a NaN value', { ...heatmap, vertices: { ...heatmap.vertices, values: [NaN, null, 1, 2] } }],
    ['a text value', { ...heatmap, vertices: { ...heatmap.vertices, values: ['1', null, 1, 2] } }],
    ['a fractional grey cell', { ...heatmap, greyedCells: [1.5] }],
    ['a three-number contour point', { ...heatmap, contours: [{ threshold: -67, rings: [[[0, 0, 0]]] }] }],
    ['an infinite contour point', { ...heatmap, contours: [{ threshold: -67, rings: [[[0, Infinity]]] }] }],
    ['a missing unit', { ...heatmap, binType: undefined }],
  ])('refuses %s, as the contract does', (_, broken) => {
    expect(() => HeatmapResultSchema.parse(broken)).toThrow();
    expect(() => checkHeatmapResult(broken as HeatmapResult)).toThrow();
  });

  it('answers a compact form that decodes to the JSON form', () => {
    const answer = toHeatmapAnswer(heatmap);
    const json = JSON.parse(answer.bytes('json').toString()) as HeatmapResult;
    expect(decodeCompactHeatmap(answer.bytes('compact'))).toEqual(json);
  });
});
