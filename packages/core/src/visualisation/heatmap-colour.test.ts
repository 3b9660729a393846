import { describe, expect, it } from 'vitest';
import { heatmapColourOf, legendStopIndexOf, paintHeatmap, parseColour } from './heatmap-colour.ts';
import { DEFAULT_LEGENDS } from './legend-bins.ts';

const STOPS = [
  { from: -90, colour: '#ff0000' },
  { from: -70, colour: '#ffff00' },
  { from: -60, colour: '#00ff00' },
];

describe('the one heatmap colouring', () => {
  it('parses hex and rgb colours', () => {
    expect(parseColour('#0f0')).toEqual([0, 255, 0, 255]);
    expect(parseColour('#11223380')).toEqual([17, 34, 51, 128]);
    expect(parseColour('rgba(10, 20, 30, 0.5)')).toEqual([10, 20, 30, 128]);
    expect(parseColour('no colour')).toEqual([0, 0, 0, 0]);
  });

  it('takes the highest stop a value reaches, and none below every stop or without a value', () => {
    expect(legendStopIndexOf(-90, STOPS)).toBe(0);
    expect(legendStopIndexOf(-60.5, STOPS)).toBe(1);
    expect(legendStopIndexOf(20, STOPS)).toBe(2);
    expect(legendStopIndexOf(-95, STOPS)).toBe(-1);
    expect(legendStopIndexOf(Number.NaN, STOPS)).toBe(-1);
    expect(legendStopIndexOf(null, STOPS)).toBe(-1);
  });

  it('finds the same stop when the stops run downwards, as an API answer lists its bins', () => {
    const downwards = [
      { from: -60, to: null, colour: '#00ff00' },
      { from: -70, to: -60, colour: '#ffff00' },
      { from: -90, to: -70, colour: '#ff0000' },
    ];
    expect([-50, -60, -65, -90, -95].map((value) => legendStopIndexOf(value, downwards))).toEqual([0, 0, 1, 2, -1]);
    expect(heatmapColourOf(downwards)(-80)).toEqual([255, 0, 0, 255]);
  });

  it("leaves a value at or above a bin's finite upper bound unpainted", () => {
    expect(legendStopIndexOf(-50, [{ from: -90, to: -60, colour: '#ff0000' }])).toBe(-1);
  });

  it('paints a value in its legend colour and leaves values below every stop and NaN clear', () => {
    const pixels = paintHeatmap(new Float32Array([-40, -95, Number.NaN]), DEFAULT_LEGENDS['sig-strength']);
    expect([...pixels.slice(0, 4)]).toEqual([0x00, 0x68, 0x37, 255]);
    expect(pixels[7]).toBe(0);
    expect(pixels[11]).toBe(0);
  });

  it('replaces every colour’s opacity with the asked alpha, as report images draw at 70 %', () => {
    expect(heatmapColourOf(STOPS, 179)(-65)).toEqual([255, 255, 0, 179]);
    expect(heatmapColourOf(STOPS, 179)(-95)).toBeUndefined();
  });

  it('paints greyed cells grey whatever their value', () => {
    const pixels = paintHeatmap([-50, -65, null], STOPS, { greyed: { cells: [1, 2], colour: '#9e9e9e' } });
    expect([...pixels]).toEqual([0, 255, 0, 255, 158, 158, 158, 255, 158, 158, 158, 255]);
  });
});
