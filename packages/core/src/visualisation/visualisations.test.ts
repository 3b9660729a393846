import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGrid } from '../model/grid.ts';
import { channelCentreMhz } from '../model/channels.ts';
import type { Band } from '../model/bands.ts';
import type { RadioModel } from '../model/radio-model.ts';
import { makeRadio } from '../testing/fixtures.ts';
import { mhz } from '../units/units.ts';
import { computeVisualisation, computeVisualisations } from './compute-visualisations.ts';
import { EKAHAU_BEST_PRACTICES, type RequirementProfile } from './requirements.ts';
import { VISUALISATION_TYPES } from './visualisation-types.ts';

const onChannel = (id: string, apId: string, band: Band, channel: number, widthMhz = 20, centre?: number): RadioModel =>
  makeRadio({ id, apId, band, channel, widthMhz: mhz(widthMhz), centreMhz: mhz(centre ?? channelCentreMhz(band, channel)) });

describe('visualisations from per-radio fields', () => {
  const grid = createGrid(3, 1, 1);

  it('keeps the secondary signal at or below the primary everywhere', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.double({ min: -120, max: -20, noNaN: true }), { minLength: 3, maxLength: 3 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 3 }),
        (values, aps) => {
          const radios = values.map((_, k) => makeRadio({ id: `r${k}`, apId: `ap${k % aps}` }));
          const fields = new Map(values.map((v, k) => [`r${k}`, Float32Array.from(v)]));
          const out = computeVisualisations(['sig-strength', 'sig-strength-2nd'], { grid, radios, fields, band: '5' });
          const p = out.get('sig-strength')!.values,
            s = out.get('sig-strength-2nd')!.values;
          for (let i = 0; i < 3; i++) if (!Number.isNaN(s[i]!)) expect(s[i]).toBeLessThanOrEqual(p[i]!);
        },
      ),
    );
  });

  it('takes the secondary from another AP, not another radio of the serving AP', () => {
    const radios = [makeRadio({ id: 'a1', apId: 'A' }), makeRadio({ id: 'a2', apId: 'A' }), makeRadio({ id: 'b', apId: 'B' })];
    const fields = new Map([
      ['a1', Float32Array.of(-50, -50, -50)],
      ['a2', Float32Array.of(-55, -55, -55)],
      ['b', Float32Array.of(-70, -70, -70)],
    ]);
    expect([...computeVisualisation('sig-strength-2nd', { grid, radios, fields, band: '5' }).values]).toEqual([-70, -70, -70]);
  });

  it('applies the client offset and the band filter', () => {
    const radios = [makeRadio({ id: 'five' }), makeRadio({ id: 'two', band: '2.4' })];
    const fields = new Map([
      ['five', Float32Array.of(-60, -60, -60)],
      ['two', Float32Array.of(-40, -40, -40)],
    ]);
    const client = {
      name: 'phone',
      offsetDb: { '2.4': -10, '5': -10, '6': -10 },
      streams: 1,
      maxWidthMhz: 20,
      technologies: ['N' as const],
    };
    expect(computeVisualisation('sig-strength', { grid, radios, fields, band: '5', client }).values[0]).toBe(-70);
    expect(computeVisualisation('sig-strength', { grid, radios, fields, band: 'any' }).values[0]).toBe(-40);
  });

  it('counts overlapping radios above the threshold, including every 20 MHz sub-channel of wide channels', () => {
    const serving = onChannel('s', 'S', '5', 36, 80, 5210);
    const radios = [
      serving,
      onChannel('in80', 'A', '5', 44),
      onChannel('next80', 'B', '5', 52),
      onChannel('wide160', 'C', '5', 36, 160, 5250),
      onChannel('weak', 'D', '5', 40),
    ];
    const fields = new Map(
      [
        ['s', -50],
        ['in80', -80],
        ['next80', -60],
        ['wide160', -84],
        ['weak', -86],
      ].map(([id, v]) => [id as string, Float32Array.of(v as number, v as number, v as number)]),
    );
    expect(computeVisualisation('ch-interference', { grid, radios, fields, band: '5' }).values[0]).toBe(2);
    const twoFour = [onChannel('s', 'S', '2.4', 1), onChannel('c3', 'A', '2.4', 3), onChannel('c6', 'B', '2.4', 6)];
    const f24 = new Map(
      [
        ['s', -40],
        ['c3', -70],
        ['c6', -60],
      ].map(([id, v]) => [id as string, Float32Array.of(v as number, v as number, v as number)]),
    );
    expect(computeVisualisation('ch-interference', { grid, radios: twoFour, fields: f24, band: '2.4' }).values[0]).toBe(1);
  });

  it('computes SNR against the band noise floor or measured noise', () => {
    const radios = [makeRadio({ id: 'r' })];
    const fields = new Map([['r', Float32Array.of(-60, -60, -60)]]);
    const snr = computeVisualisation('snr', { grid, radios, fields, band: '5', measuredNoiseDbm: Float32Array.of(NaN, -80, NaN) }).values;
    expect([...snr]).toEqual([35, 20, 35]);
  });

  it('evaluates network health on a hand-computable case', () => {
    const profile: RequirementProfile = {
      name: 'test',
      criteria: [
        { type: 'SIGNAL_STRENGTH', comparison: 'AT_LEAST', value: -67 },
        { type: 'SECONDARY_SIGNAL_STRENGTH', comparison: 'AT_LEAST', value: -75 },
        { type: 'CHANNEL_OVERLAP', comparison: 'AT_MOST', value: 0, additionalLimit: -85 },
        { type: 'PING_RTT', comparison: 'AT_MOST', value: 200 },
      ],
    };
    const radios = [onChannel('a', 'A', '5', 36), onChannel('b', 'B', '5', 36), onChannel('c', 'C', '5', 149)];
    // Cell 0: −60 / −70 co-channel (fails overlap); cell 1: −60 / −90 weak co-channel, −74 on 149 (passes); cell 2: −70 (fails primary).
    const fields = new Map([
      ['a', Float32Array.of(-60, -60, -70)],
      ['b', Float32Array.of(-70, -90, -95)],
      ['c', Float32Array.of(-95, -74, -95)],
    ]);
    const r = computeVisualisation('nw-health', { grid, radios, fields, band: '5', requirement: profile });
    expect([...r.values]).toEqual([0, 1, 0]);
    expect(r.health!.overallPassShare).toBeCloseTo(1 / 3, 9);
    expect(r.health!.criteria.map((c) => c.passShare)).toEqual([2 / 3, 2 / 3, 2 / 3, 1]);
    expect(r.health!.criteria[3]!.isEvaluated).toBe(false);
    expect(r.health!.failedCriteria[2]).toBe(0b11);
  });

  it('keeps excluded cells out of scope and pass rates', () => {
    const radios = [makeRadio({ id: 'r' })];
    const fields = new Map([['r', Float32Array.of(-60, -80, -60)]]);
    const r = computeVisualisation('nw-health', {
      grid,
      radios,
      fields,
      band: '5',
      requirement: { name: 'p', criteria: [{ type: 'SIGNAL_STRENGTH', comparison: 'AT_LEAST', value: -67 }] },
      scope: Uint8Array.of(1, 0, 1),
    });
    expect(r.health!.overallPassShare).toBe(1);
    expect(Number.isNaN(r.values[1]!)).toBe(true);
  });

  it('runs the stock Ekahau Best Practices profile and yields nothing for no-visualization', () => {
    const radios = [makeRadio({ id: 'r', widthMhz: mhz(20) })];
    const fields = new Map([['r', Float32Array.of(-50, -66, -90)]]);
    const all = computeVisualisations([...VISUALISATION_TYPES, 'no-visualization'], {
      grid,
      radios,
      fields,
      band: '5',
      requirement: EKAHAU_BEST_PRACTICES,
    });
    expect(all.get('no-visualization')!.values).toHaveLength(0);
    expect([...all.get('nw-health')!.values]).toEqual([0, 0, 0]);
    const rate = all.get('data-rate')!.values,
      tput = all.get('throughput')!.values;
    expect(rate[0]).toBeCloseTo(286.8, 1);
    expect(tput[0]).toBeLessThan(rate[0]!);
    expect(rate[2]).toBe(0);
  });
});
