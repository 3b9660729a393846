import { describe, expect, it } from 'vitest';
import { pointM } from '../geometry/points.ts';
import { channelOptionsFor } from './channel-options.ts';
import { channelPlanCost, planChannels, type ChannelPlanRadio } from './channel-plan.ts';

const radio = (
  id: string,
  x: number,
  y: number,
  band: ChannelPlanRadio['band'] = '2.4',
  extra: Partial<ChannelPlanRadio> = {},
): ChannelPlanRadio => ({ id, band, position: pointM(x, y), heightAboveDatumM: 2.4, txPowerDbm: 17, widthMhz: 20, ...extra });

/** A 6 × 6 grid of ceiling APs 12 m apart, listed in a scrambled but fixed order. */
function officeGrid(band: ChannelPlanRadio['band'], extra: Partial<ChannelPlanRadio> = {}): ChannelPlanRadio[] {
  const radios = Array.from({ length: 36 }, (_, i) => radio(`ap-${i}`, (i % 6) * 12, Math.floor(i / 6) * 12, band, extra));
  return radios.map((_, i) => radios[(i * 7) % 36]!);
}

function roundRobin(radios: readonly ChannelPlanRadio[], channels: readonly number[]) {
  const options = channelOptionsFor(radios[0]!.band, radios[0]!.widthMhz, channels);
  return new Map(radios.map((r, i) => [r.id, options[i % options.length]!]));
}

describe('channel options', () => {
  it('lists the aligned 80 MHz blocks of 5 GHz and leaves out blocks with a channel that is not allowed', () => {
    expect(channelOptionsFor('5', 80).map((o) => o.channel)).toEqual([36, 52, 100, 116, 132, 149]);
    expect(channelOptionsFor('5', 80)[0]).toMatchObject({ centreMhz: 5210, subChannels: [36, 40, 44, 48] });
    const nonDfs = [36, 40, 44, 48, 149, 153, 157, 161, 165];
    expect(channelOptionsFor('5', 40, nonDfs).map((o) => o.channel)).toEqual([36, 44, 149, 157]);
  });
});

describe('automatic channel plan', () => {
  it('gives three close 2.4 GHz radios the three non-overlapping channels', () => {
    const radios = [radio('a', 0, 0), radio('b', 8, 0), radio('c', 4, 6)];
    const plan = planChannels(radios);
    const restricted = planChannels(radios.map((r) => ({ ...r, allowedChannels: [1, 6, 11] })));
    expect(new Set([...restricted.channels.values()].map((o) => o.channel))).toEqual(new Set([1, 6, 11]));
    expect(restricted.overlappingPairs).toBe(0);
    // With all 13 channels allowed the plan still keeps them apart in spectrum (e.g. 1, 5, 9 or 1, 6, 11).
    expect(plan.overlappingPairs).toBe(0);
  });

  it('leaves no overlap among 20 close 5 GHz radios when 25 channels exist', () => {
    const radios = Array.from({ length: 20 }, (_, i) => radio(`r${i}`, (i % 5) * 3, Math.floor(i / 5) * 3, '5'));
    const plan = planChannels(radios);
    expect(plan.overlappingPairs).toBe(0);
    expect(new Set([...plan.channels.values()].map((o) => o.channel)).size).toBe(20);
  });

  it('beats a round-robin assignment of a 36-AP office on 2.4 GHz channels 1, 6 and 11', () => {
    const radios = officeGrid('2.4', { allowedChannels: [1, 6, 11] });
    const plan = planChannels(radios);
    const naive = channelPlanCost(radios, roundRobin(radios, [1, 6, 11]));
    expect(plan.interferenceMw).toBeLessThan(naive.interferenceMw * 0.8);
    // Within 10 % of the textbook lattice colouring (channel by (col + row) mod 3) of the same grid.
    const options = channelOptionsFor('2.4', 20, [1, 6, 11]);
    const lattice = new Map(radios.map((r) => [r.id, options[(r.position.x / 12 + r.position.y / 12) % 3]!]));
    expect(plan.interferenceMw).toBeLessThan(channelPlanCost(radios, lattice).interferenceMw * 1.1);
    expect(channelPlanCost(radios, plan.channels).interferenceMw).toBeCloseTo(plan.interferenceMw, 12);
    // Next-door APs (12 m apart) never share a channel.
    const at = (x: number, y: number) => plan.channels.get(radios.find((r) => r.position.x === x && r.position.y === y)!.id)!.channel;
    for (let x = 0; x < 60; x += 12) for (let y = 0; y <= 60; y += 12) expect(at(x, y)).not.toBe(at(x + 12, y));
  });

  it('beats round robin at 80 MHz on 5 GHz and respects the allowed channels', () => {
    const allowed = [36, 40, 44, 48, 52, 56, 60, 64, 149, 153, 157, 161];
    const radios = officeGrid('5', { widthMhz: 80, allowedChannels: allowed });
    const plan = planChannels(radios);
    expect(plan.interferenceMw).toBeLessThan(channelPlanCost(radios, roundRobin(radios, allowed)).interferenceMw);
    for (const option of plan.channels.values()) {
      expect(option.widthMhz).toBe(80);
      expect(option.subChannels.every((c) => allowed.includes(c))).toBe(true);
    }
  });

  it('follows the given coupling instead of distance, and is deterministic', () => {
    // a and b sit together but a wall between them (coupling −120 dBm) isolates them; c, far off, hears a loudly.
    const radios = [radio('a', 0, 0), radio('b', 1, 0), radio('c', 80, 0)].map((r) => ({ ...r, allowedChannels: [1, 6] }));
    const table: Record<string, number> = { 'a>b': -120, 'b>a': -120, 'a>c': -40, 'c>a': -40, 'b>c': -90, 'c>b': -90 };
    const coupling = (from: ChannelPlanRadio, to: ChannelPlanRadio) => table[`${from.id}>${to.id}`];
    const plan = planChannels(radios, { coupling });
    expect(plan.channels.get('a')!.channel).not.toBe(plan.channels.get('c')!.channel);
    expect(plan.channels.get('a')!.channel).toBe(plan.channels.get('b')!.channel);
    expect([...planChannels(radios, { coupling }).channels]).toEqual([...plan.channels]);
  });

  it('refuses a radio with no channel at its width', () => {
    expect(() => planChannels([radio('x', 0, 0, '2.4', { widthMhz: 40 })])).toThrow(/no 40 MHz channel/);
  });
});
