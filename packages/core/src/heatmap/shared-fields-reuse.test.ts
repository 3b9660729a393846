import { describe, expect, it } from 'vitest';
import type { FloorModel, PointM, RadioModel } from '../index.ts';
import { EKAHAU_BEST_PRACTICES } from '../visualisation/requirements.ts';
import { computeFloorHeatmap } from './compute-floor-heatmap.ts';
import { computeHeatmapGrids, prepareSharedFields, type FloorHeatmapInput } from './heatmap-fields.ts';

const p = (x: number, y: number) => ({ x, y }) as PointM;
const radio = (id: string, x: number, channel: number): RadioModel => ({
  id,
  apId: `ap-${id}`,
  position: p(x, 5),
  heightM: 2.4 as never,
  band: '5',
  channel,
  centreMhz: (5000 + 5 * channel) as never,
  widthMhz: 20 as never,
  txPowerDbm: 17 as never,
  azimuthDeg: 0,
  tiltDeg: 0,
  streams: 2,
  standards: ['AC'],
});
const floor: FloorModel = {
  id: 'f1',
  walls: [{ a: p(12, 0), b: p(12, 20), thicknessM: 0.2 as never, attenuationDbPerM: { '2.4': 60, '5': 75, '6': 80 } }],
};
const hall = [p(0, 0), p(12, 0), p(12, 20), p(0, 20)];
const input: FloorHeatmapInput = {
  floor,
  widthM: 24,
  heightM: 20,
  radios: [radio('r1', 5, 36), radio('r2', 18, 36)],
  areas: [{ id: 'a1', name: 'Hall', polygon: hall }],
};
const options = { accuracy: 'high', 'radio-band': '5' } as const;

/** Issue 21: what every visualisation of a floor shares is worked out once per set of shared fields. */
describe('a floor’s shared fields drawn many times', () => {
  it('judge one requirement profile once, whichever visualisations ask, and another profile afresh', () => {
    const shared = prepareSharedFields(input, options);
    const judged = computeHeatmapGrids(shared, ['requirement'], { requirement: EKAHAU_BEST_PRACTICES }).get('requirement')!.health;
    const again = computeHeatmapGrids(shared, ['nw-health', 'snr'], { requirement: EKAHAU_BEST_PRACTICES }).get('nw-health')!.health;
    expect(again).toBe(judged);
    const stricter = {
      ...EKAHAU_BEST_PRACTICES,
      name: 'Strong signal only',
      criteria: [{ type: 'SIGNAL_STRENGTH' as const, comparison: 'AT_LEAST' as const, value: -50 }],
    };
    const other = computeHeatmapGrids(shared, ['requirement'], { requirement: stricter }).get('requirement')!.health!;
    expect(other).not.toBe(judged);
    expect(other.criteria.map((rate) => rate.profileName)).toEqual(['Strong signal only']);
    expect(other.overallPassShare).not.toBe(judged!.overallPassShare);
  });

  it('find an area’s cells once and give every visualisation the same statistics as fields computed afresh', () => {
    const shared = prepareSharedFields(input, options);
    expect(shared.cellsOf(hall)).toBe(shared.cellsOf([...hall]));
    for (const type of ['sig-strength', 'snr', 'ch-interference', 'nw-health', 'data-rate'] as const) {
      expect(
        computeFloorHeatmap(input, { ...options, type }, () => shared),
        type,
      ).toEqual(computeFloorHeatmap(input, { ...options, type }));
    }
  });
});
