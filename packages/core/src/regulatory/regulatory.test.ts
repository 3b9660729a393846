import { describe, expect, it } from 'vitest';
import { bondedChannelsOf, checkRadioSetting, describeRadioSettingProblem, type RadioSetting } from './check-radio-setting.ts';
import { allowedChannelsOf, findRegulatoryDomain, maxEirpDbmOf, REGULATORY_DOMAINS } from './regulatory-domains.ts';

const domain = (code: string) => findRegulatoryDomain(code)!;
const setting = (patch: Partial<RadioSetting>): RadioSetting => ({
  band: '5',
  primary: 36,
  widthMhz: 20,
  transmitPowerDbm: 17,
  antennaGainDbi: 0,
  ...patch,
});

describe('regulatory table', () => {
  it('covers the US, EU/ETSI countries, the UK, Japan, Canada and Australia on every band', () => {
    for (const code of ['US', 'DE', 'FR', 'IE', 'NO', 'GB', 'JP', 'CA', 'AU'])
      for (const band of ['2.4', '5', '6'] as const)
        expect(allowedChannelsOf(domain(code), band).length, `${code} ${band}`).toBeGreaterThan(0);
    expect(new Set(REGULATORY_DOMAINS.map((d) => d.code)).size).toBe(REGULATORY_DOMAINS.length);
    expect(findRegulatoryDomain('de')?.name).toBe('Germany');
    expect(findRegulatoryDomain('XX')).toBeUndefined();
  });

  it('gives each country its 2.4 GHz channels', () => {
    expect(allowedChannelsOf(domain('US'), '2.4')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(allowedChannelsOf(domain('DE'), '2.4')).toHaveLength(13);
    expect(allowedChannelsOf(domain('CA'), '2.4')).toHaveLength(11);
  });

  it('leaves out 5 GHz channels a country does not allow', () => {
    expect(allowedChannelsOf(domain('DE'), '5')).not.toContain(149);
    expect(allowedChannelsOf(domain('DE'), '5')).not.toContain(144);
    expect(allowedChannelsOf(domain('GB'), '5')).toContain(149);
    expect(allowedChannelsOf(domain('CA'), '5')).not.toContain(124);
    expect(allowedChannelsOf(domain('AU'), '5')).not.toContain(120);
    expect(allowedChannelsOf(domain('US'), '5')).toEqual([
      36, 40, 44, 48, 52, 56, 60, 64, 100, 104, 108, 112, 116, 120, 124, 128, 132, 136, 140, 144, 149, 153, 157, 161, 165,
    ]);
  });

  it('opens the whole 6 GHz band in North America and its lower 500 MHz elsewhere', () => {
    expect(allowedChannelsOf(domain('US'), '6')).toHaveLength(59);
    expect(allowedChannelsOf(domain('CA'), '6').at(-1)).toBe(233);
    for (const code of ['DE', 'GB', 'JP', 'AU']) expect(allowedChannelsOf(domain(code), '6').at(-1)).toBe(93);
  });

  it('takes the lowest limit of the covered channels and spreads a density limit over the width', () => {
    expect(maxEirpDbmOf(domain('US'), '2.4', [6])).toBe(36);
    expect(maxEirpDbmOf(domain('DE'), '2.4', [6])).toBe(20);
    expect(maxEirpDbmOf(domain('DE'), '5', [100, 104, 108, 112])).toBe(30);
    // FCC 6 GHz low-power indoor: 5 dBm/MHz → 18 dBm over 20 MHz, 27 dBm over 160 MHz.
    expect(maxEirpDbmOf(domain('US'), '6', [1])).toBe(18);
    expect(maxEirpDbmOf(domain('US'), '6', [1, 5, 9, 13, 17, 21, 25, 29])).toBe(27);
    expect(maxEirpDbmOf(domain('DE'), '5', [149])).toBeUndefined();
  });
});

describe('checking a radio setting', () => {
  it('refuses a number that is not a channel of the band, whatever the country', () => {
    const check = checkRadioSetting(domain('US'), setting({ primary: 999 }));
    expect(check.channels).toBeUndefined();
    expect(check.problems).toEqual([{ field: 'channel', kind: 'not-a-channel', band: '5', channel: 999 }]);
    expect(describeRadioSettingProblem(check.problems[0]!)).toBe('Channel 999 is not a 5 GHz channel.');
    expect(checkRadioSetting(undefined, setting({ primary: 14, band: '2.4' })).problems[0]?.kind).toBe('not-a-channel');
  });

  it('refuses a width that holds no channel of that primary instead of narrowing it', () => {
    expect(checkRadioSetting(undefined, setting({ primary: 165, widthMhz: 80 })).problems).toEqual([
      { field: 'width', kind: 'no-such-width', band: '5', channel: 165, widthMhz: 80 },
    ]);
    expect(bondedChannelsOf('5', 44, 80)).toEqual([36, 40, 44, 48]);
    expect(bondedChannelsOf('2.4', 11, 40)).toBeUndefined();
    expect(bondedChannelsOf('2.4', 1, 40)).toEqual([1, 5]);
  });

  it('refuses a channel the country does not allow, naming the sub-channel that is not', () => {
    const check = checkRadioSetting(domain('DE'), setting({ primary: 149 }));
    expect(check.problems).toEqual([
      { field: 'channel', kind: 'not-allowed', band: '5', channel: 149, widthMhz: 20, country: 'Germany', countryCode: 'DE' },
    ]);
    expect(describeRadioSettingProblem(check.problems[0]!)).toBe('Channel 149 (5 GHz) is not allowed in Germany.');
    // 12 and 13 are allowed in Europe but not in the US: a 40 MHz channel at 9 needs 13.
    expect(checkRadioSetting(domain('US'), setting({ band: '2.4', primary: 9, widthMhz: 40 })).problems[0]).toMatchObject({ channel: 13 });
    expect(checkRadioSetting(domain('DE'), setting({ band: '2.4', primary: 9, widthMhz: 40 })).problems).toEqual([]);
  });

  it('refuses power over the settable range and EIRP over the limit, counting the antenna gain', () => {
    expect(checkRadioSetting(undefined, setting({ transmitPowerDbm: 40 })).problems).toEqual([
      { field: 'power', kind: 'power-range', powerDbm: 40, min: -10, max: 36 },
    ]);
    const us = checkRadioSetting(domain('US'), setting({ primary: 100, transmitPowerDbm: 26, antennaGainDbi: 6 }));
    expect(us.problems).toEqual([
      {
        field: 'power',
        kind: 'over-eirp',
        eirpDbm: 32,
        powerDbm: 26,
        antennaGainDbi: 6,
        maxEirpDbm: 30,
        country: 'United States',
        countryCode: 'US',
        channel: 100,
      },
    ]);
    expect(describeRadioSettingProblem(us.problems[0]!)).toBe(
      '32 dBm EIRP (26 dBm + 6 dBi antenna) exceeds the 30 dBm allowed on channel 100 in United States.',
    );
    expect(checkRadioSetting(domain('US'), setting({ primary: 100, transmitPowerDbm: 24, antennaGainDbi: 6 })).problems).toEqual([]);
    expect(checkRadioSetting(domain('DE'), setting({ band: '2.4', primary: 6, transmitPowerDbm: 21 })).problems[0]?.kind).toBe('over-eirp');
  });

  it('marks DFS channels and answers the occupied channels of an allowed setting', () => {
    const dfs = checkRadioSetting(domain('US'), setting({ primary: 52, widthMhz: 40 }));
    expect(dfs).toEqual({ channels: [52, 56], problems: [], isDfs: true });
    expect(checkRadioSetting(domain('US'), setting({ primary: 36, widthMhz: 80 })).isDfs).toBe(false);
  });
});
