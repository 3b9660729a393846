import { channelCentreMhz, dbm, metres, mhz, pointM, sameOnAllBands, type FloorModel, type RadioModel } from '@airscope/core';
import { describe, expect, it } from 'vitest';
import { planBuildingChannels } from './auto-channel-plan.ts';

const slab = { thicknessM: metres(0.3), attenuationDbPerM: sameOnAllBands(40) };
const floors: FloorModel[] = [0, 1].map((level) => ({ id: `f${level}`, elevationM: metres(level * 3.5), slab, walls: [] }));
const radio = (id: string, floorId: string, x: number, band: '2.4' | '5', channel: number, width = 20): RadioModel => ({
  id,
  apId: id.split('-')[0]!,
  floorId,
  position: pointM(x, 5),
  heightM: metres(2.7),
  band,
  channel,
  centreMhz: mhz(channelCentreMhz(band, channel) + (width - 20) / 2),
  widthMhz: mhz(width),
  txPowerDbm: dbm(17),
  azimuthDeg: 0,
  tiltDeg: 0,
  streams: 2,
  standards: ['AX'],
});

describe('automatic channel plan of a building', () => {
  it('spreads a two-storey office left all on one channel, across both floors, in the .esx channel-list form', () => {
    const building = floors.map((floor, level) => ({
      floor,
      radios: [0, 1, 2].flatMap((k) => [
        radio(`ap${level}${k}-2`, floor.id, 5 + k * 12, '2.4', 1),
        radio(`ap${level}${k}-5`, floor.id, 5 + k * 12, '5', 36, 40),
      ]),
    }));
    const plan = planBuildingChannels(building, { '2.4': [1, 6, 11] });
    expect(plan.overlappingPairsBefore).toBe(30);
    expect(plan.overlappingPairsAfter).toBeLessThan(plan.overlappingPairsBefore);
    const fives = plan.planned.filter((p) => p.radioId.endsWith('-5'));
    // Twelve 40 MHz channels exist on 5 GHz: six radios get six different ones, each two adjacent 20 MHz channels.
    expect(new Set(fives.map((p) => p.channels.join(','))).size).toBe(6);
    for (const p of fives) expect(p.channels[1]! - p.channels[0]!).toBe(4);
    expect(plan.planned.filter((p) => p.radioId.endsWith('-2')).every((p) => [1, 6, 11].includes(p.channels[0]!))).toBe(true);
    expect(plan.planned.some((p) => p.isChanged)).toBe(true);
  });
});
