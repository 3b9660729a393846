import { describe, expect, it } from 'vitest';
import { mcsDataRateMbps } from './mcs-tables.ts';
import { buildRateTable, negotiateLink, rateAtSnr } from './data-rate.ts';
import { makeRadio } from '../testing/fixtures.ts';
import { REFERENCE_CLIENT, STOCK_CLIENT_PROFILES } from '../model/client-profiles.ts';
import { mhz } from '../units/units.ts';

describe('MCS data rates against published 802.11 tables', () => {
  it.each([
    ['HE', 11, 80, 2, 0.8, 1201],
    ['HE', 11, 20, 1, 0.8, 143.4],
    ['HE', 0, 20, 1, 0.8, 8.6],
    ['HE', 11, 160, 8, 0.8, 9607.8],
    ['HT', 7, 20, 1, 0.8, 65],
    ['HT', 7, 20, 1, 0.4, 72.2],
    ['HT', 7, 40, 4, 0.4, 600],
    ['VHT', 9, 80, 1, 0.4, 433.3],
    ['VHT', 9, 160, 2, 0.4, 1733.3],
    ['VHT', 9, 20, 3, 0.4, 288.9],
    ['EHT', 13, 320, 1, 0.8, 2882.4],
  ] as const)('%s MCS%i %i MHz %iSS GI %s µs = %s Mb/s', (phy, mcs, width, ss, gi, expected) => {
    expect(mcsDataRateMbps(phy, mcs, width, ss, gi)).toBeCloseTo(expected, expected % 1 === 0 ? 0 : 1);
  });

  it('rejects combinations the standard leaves undefined', () => {
    expect(mcsDataRateMbps('VHT', 9, 20, 1, 0.8)).toBeUndefined();
    expect(mcsDataRateMbps('VHT', 6, 80, 3, 0.8)).toBeUndefined();
    expect(mcsDataRateMbps('HT', 8, 20, 1, 0.8)).toBeUndefined();
    expect(mcsDataRateMbps('HE', 0, 320, 1, 0.8)).toBeUndefined();
  });
});

describe('data rate by SNR and capabilities', () => {
  const ax80 = makeRadio({ widthMhz: mhz(80), streams: 4, standards: ['N', 'AC', 'AX'] });

  it('picks the fastest MCS whose SNR threshold is met', () => {
    const table = buildRateTable(negotiateLink(ax80, REFERENCE_CLIENT)!);
    expect(rateAtSnr(table, 45)).toBeCloseTo(mcsDataRateMbps('HE', 11, 80, 4, 0.8)!, 3);
    expect(rateAtSnr(table, 27.5)).toBeCloseTo(mcsDataRateMbps('HE', 7, 80, 4, 0.8)!, 3);
    expect(rateAtSnr(table, 5)).toBe(0);
  });

  it('is limited by the client: a VoIP phone (802.11n, 1 stream, 20 MHz) gets at most 65 Mb/s', () => {
    const phone = STOCK_CLIENT_PROFILES.find((p) => p.name === 'VoIP Phone')!;
    const link = negotiateLink(ax80, phone)!;
    expect(link).toMatchObject({ technology: 'N', widthMhz: 20, streams: 1 });
    expect(rateAtSnr(buildRateTable(link), 60)).toBeCloseTo(65, 6);
  });

  it('falls back to 802.11n on 2.4 GHz for an 802.11ac radio', () => {
    expect(negotiateLink(makeRadio({ band: '2.4', standards: ['B', 'G', 'N', 'AC'] }), REFERENCE_CLIENT)!.technology).toBe('N');
  });
});
