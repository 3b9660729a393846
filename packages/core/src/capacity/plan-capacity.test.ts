import { describe, expect, it } from 'vitest';
import type { PointM } from '../geometry/points.ts';
import type { ClientProfile } from '../model/client-profiles.ts';
import { createGrid } from '../model/grid.ts';
import type { RadioModel } from '../model/radio-model.ts';
import type { Dbm, Metres, Mhz } from '../units/units.ts';
import { planCapacity } from './plan-capacity.ts';

const grid = createGrid(10, 10, 1);
const square: PointM[] = [
  { x: 0, y: 0 },
  { x: 10, y: 0 },
  { x: 10, y: 10 },
  { x: 0, y: 10 },
] as PointM[];
// An 802.11a-only client without offset: its link is legacy OFDM, so the rate table is the plain 6–54 Mb/s ladder.
const legacyClient: ClientProfile = {
  name: 'a-only',
  offsetDb: { '2.4': 0, '5': 0, '6': 0 },
  streams: 1,
  maxWidthMhz: 20,
  technologies: ['A'],
};

function radio(id: string, channel = 36): RadioModel {
  return {
    id,
    apId: `ap-${id}`,
    position: { x: 5, y: 5 } as PointM,
    heightM: 2.4 as Metres,
    band: '5',
    channel,
    centreMhz: 5180 as Mhz,
    widthMhz: 20 as Mhz,
    txPowerDbm: 14 as Dbm,
    azimuthDeg: 0,
    tiltDeg: 0,
    streams: 2,
    standards: ['A', 'N', 'AC'],
  };
}
const flatField = (dbm: number) => new Float32Array(grid.cols * grid.rows).fill(dbm);

describe('planCapacity', () => {
  it('matches the hand-computed airtime of one AP serving known clients at a known rate within 1 %', () => {
    // −50 dBm over −95 dBm noise = 45 dB SNR → 54 Mb/s (802.11a top rate). The MAC-efficiency model gives 37.11 %
    // of it as TCP goodput (hand computation in airtime-efficiency.test.ts) = 20.04 Mb/s.
    // 5 clients × 2 Mb/s = 10 Mb/s → airtime 10 / 20.04 = 49.9 %.
    const result = planCapacity({
      grid,
      radios: [radio('r1')],
      fields: new Map([['r1', flatField(-50)]]),
      areas: [
        {
          id: 'a',
          name: 'Office',
          polygon: square,
          groups: [{ device: legacyClient, count: 5, applications: [{ name: 'Web', bitRateBps: 2e6, fullDuplex: false, isVoice: false }] }],
        },
      ],
    });
    const [row] = result.radios;
    expect(row!.clients).toBeCloseTo(5, 6);
    expect(row!.meanPhyRateMbps).toBe(54);
    expect(row!.demandMbps).toBeCloseTo(10, 6);
    expect(Math.abs(row!.airtime - 0.499) / 0.499).toBeLessThan(0.01);
    expect(row!.isOverloaded).toBe(false);
    expect(result.unservedClients).toBe(0);
    expect(result.airtimePercent[0]).toBeCloseTo(row!.airtime * 100, 3);
  });

  it('flags a radio above 50 % airtime when its clients run voice, but not plain data at the same load', () => {
    // Full duplex doubles the load: 6 clients × 2 × 1 Mb/s = 12 Mb/s of 20.04 Mb/s goodput → 59.9 % airtime.
    const area = (isVoice: boolean) => ({
      id: 'a',
      name: 'Floor',
      polygon: square,
      groups: [{ device: legacyClient, count: 6, applications: [{ name: 'Call', bitRateBps: 1e6, fullDuplex: true, isVoice }] }],
    });
    const voice = planCapacity({ grid, radios: [radio('r1')], fields: new Map([['r1', flatField(-50)]]), areas: [area(true)] }).radios[0]!;
    const data = planCapacity({ grid, radios: [radio('r1')], fields: new Map([['r1', flatField(-50)]]), areas: [area(false)] }).radios[0]!;
    expect(voice.airtime).toBeCloseTo(data.airtime, 9);
    expect(voice.airtime).toBeGreaterThan(0.5);
    expect(voice.airtime).toBeLessThan(0.7);
    expect(voice.limit).toBe(0.5);
    expect(voice.isOverloaded).toBe(true);
    expect(data.isOverloaded).toBe(false);
  });

  it('associates each client with the radio it hears best and counts clients out of coverage as unserved', () => {
    const left = new Float32Array(grid.cols * grid.rows);
    const right = new Float32Array(grid.cols * grid.rows);
    for (let i = 0; i < left.length; i++) {
      const col = i % grid.cols;
      left[i] = col < 5 ? -45 : -70;
      right[i] = col < 5 ? -70 : col < 8 ? -45 : -95;
    }
    left.fill(-95, 80, 100);
    const result = planCapacity({
      grid,
      radios: [radio('left', 36), radio('right', 149)],
      fields: new Map([
        ['left', left],
        ['right', right],
      ]),
      areas: [
        {
          id: 'a',
          name: 'Hall',
          polygon: square,
          groups: [
            { device: legacyClient, count: 100, applications: [{ name: 'Web', bitRateBps: 1e5, fullDuplex: false, isVoice: false }] },
          ],
        },
      ],
    });
    const byId = new Map(result.radios.map((row) => [row.radioId, row]));
    // Rows 0–7: columns 0–4 and 8–9 hear the left radio best (40 + 16 cells), columns 5–7 the right one (24).
    // Rows 8–9 lose the left radio: columns 0–7 go to the right one (16), columns 8–9 hear nothing usable (4).
    expect(byId.get('left')!.clients).toBeCloseTo(56, 6);
    expect(byId.get('right')!.clients).toBeCloseTo(40, 6);
    expect(result.unservedClients).toBeCloseTo(4, 6);
  });
});
