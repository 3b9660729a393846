import { describe, expect, it } from 'vitest';
import { pointM } from '../geometry/points.ts';
import { sameOnAllBands } from '../model/bands.ts';
import type { FloorModel } from '../model/floor-model.ts';
import type { RadioModel } from '../model/radio-model.ts';
import { dbm, metres, mhz } from '../units/units.ts';
import { freeSpaceCouplingDbm, planChannels } from './channel-plan.ts';
import { channelPlanRadiosOf, predictCouplingDbm } from './predicted-coupling.ts';

const slab = { thicknessM: metres(0.3), attenuationDbPerM: sameOnAllBands(60) };
// A 40 m hall split at x = 10 by a 30 dB elevator-shaft wall; a second storey above it.
const ground: FloorModel = {
  id: 'g',
  elevationM: metres(0),
  slab,
  walls: [{ a: pointM(10, -20), b: pointM(10, 20), thicknessM: metres(0.2), attenuationDbPerM: sameOnAllBands(150) }],
};
const upper: FloorModel = { id: 'u', elevationM: metres(3.5), slab, walls: [] };
const radio = (id: string, floorId: string, x: number): RadioModel => ({
  id,
  apId: id,
  floorId,
  position: pointM(x, 0),
  heightM: metres(2.7),
  band: '2.4',
  channel: 1,
  centreMhz: mhz(2412),
  widthMhz: mhz(20),
  txPowerDbm: dbm(17),
  azimuthDeg: 0,
  tiltDeg: 0,
  streams: 2,
  standards: ['N'],
});
const radios = [radio('a', 'g', 6), radio('b', 'g', 14), radio('c', 'g', -14), radio('up', 'u', 6)];

describe('predicted coupling', () => {
  const coupling = predictCouplingDbm(radios, [ground, upper]);
  const planRadios = channelPlanRadiosOf(radios, [ground, upper], { '2.4': [1, 6] });
  const byId = new Map(planRadios.map((r) => [r.id, r]));

  it('loses the wall and the slab that free space ignores, and is the same both ways on one floor', () => {
    const ab = coupling(byId.get('a')!, byId.get('b')!)!,
      ac = coupling(byId.get('a')!, byId.get('c')!)!;
    expect(ab).toBeLessThan(ac);
    expect(freeSpaceCouplingDbm(byId.get('a')!, byId.get('b')!) - ab).toBeCloseTo(30, 0);
    expect(coupling(byId.get('b')!, byId.get('a')!)).toBeCloseTo(ab, 3);
    expect(freeSpaceCouplingDbm(byId.get('a')!, byId.get('up')!) - coupling(byId.get('a')!, byId.get('up')!)!).toBeGreaterThan(15);
    expect(byId.get('up')!.heightAboveDatumM).toBeCloseTo(6.2, 9);
  });

  it('lets the channel plan separate the APs that hear each other across the open hall rather than the nearest ones behind the wall', () => {
    const sameFloor = planRadios.filter((r) => r.id !== 'up');
    const predicted = planChannels(sameFloor, { coupling });
    // Two channels for three APs: the loudest pair (a and c, open hall) must differ; a and b, 8 m apart, may not.
    expect(predicted.channels.get('a')!.channel).not.toBe(predicted.channels.get('c')!.channel);
    // Free space alone sees b as a's nearest neighbour and separates them instead.
    const naive = planChannels(sameFloor);
    expect(naive.channels.get('a')!.channel).not.toBe(naive.channels.get('b')!.channel);
  });

  it('traces only the given sources and reads the others back by reciprocity', () => {
    const louder = { ...radio('b', 'g', 14), txPowerDbm: dbm(20) };
    const fromA = predictCouplingDbm([radios[0]!, louder], [ground, upper], { sources: new Set(['a']) });
    const full = predictCouplingDbm([radios[0]!, louder], [ground, upper]);
    const [a, b] = channelPlanRadiosOf([radios[0]!, louder], [ground, upper]);
    expect(fromA(a!, b!)).toBeCloseTo(full(a!, b!)!, 3);
    // b is 3 dB louder than a over the same path.
    expect(fromA(b!, a!)).toBeCloseTo(full(a!, b!)! + 3, 3);
  });
});
