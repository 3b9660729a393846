import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { channelToFrequency, frequencyToChannel, normalizeRadioChannel } from './normalize-channel.ts';

describe('normalising Wi-Fi channels', () => {
  it.each([
    [[1], undefined, { band: 'TWO', centerFrequencyMhz: 2412, widthMhz: 20, centerChannel: 1 }],
    [[14], undefined, { band: 'TWO', centerFrequencyMhz: 2484, widthMhz: 20 }],
    [[1, 5], undefined, { band: 'TWO', centerFrequencyMhz: 2422, widthMhz: 40, centerChannel: 3 }],
    [[36], undefined, { band: 'FIVE', centerFrequencyMhz: 5180, widthMhz: 20 }],
    [[36, 40, 44, 48], undefined, { band: 'FIVE', centerFrequencyMhz: 5210, widthMhz: 80, centerChannel: 42 }],
    [[36, 40, 44, 48, 52, 56, 60, 64], undefined, { band: 'FIVE', centerFrequencyMhz: 5250, widthMhz: 160, centerChannel: 50 }],
    [[149], 'SIX', { band: 'SIX', centerFrequencyMhz: 6695, widthMhz: 20 }],
    [[37], undefined, { band: 'SIX', centerFrequencyMhz: 6135, widthMhz: 20 }],
  ] as const)('reads channel numbers %j (hint %s)', (channel, hint, expected) => {
    expect(normalizeRadioChannel({ channel }, hint)).toMatchObject(expected);
  });

  it('prefers centre frequencies over channel numbers when a record has both', () => {
    expect(normalizeRadioChannel({ channel: [1], channelByCenterFrequencyDefinedNarrowChannels: [5180, 5200] })).toMatchObject({
      band: 'FIVE',
      widthMhz: 40,
    });
  });

  it('reads the special 6 GHz channel 2 and 2.4 GHz channel 14', () => {
    expect(frequencyToChannel(5935)).toEqual({ band: 'SIX', channel: 2 });
    expect(frequencyToChannel(2484)).toEqual({ band: 'TWO', channel: 14 });
  });

  it('returns nothing for radios without a channel (BLE) or with impossible values', () => {
    expect(normalizeRadioChannel({})).toBeUndefined();
    expect(normalizeRadioChannel({ channel: [] })).toBeUndefined();
    expect(normalizeRadioChannel({ channel: [300] })).toBeUndefined();
    expect(normalizeRadioChannel({ channelByCenterFrequencyDefinedNarrowChannels: [2412, 5180] })).toBeUndefined();
  });

  it('maps every channel to a frequency and back on each band', () => {
    fc.assert(
      fc.property(fc.constantFrom('TWO', 'FIVE', 'SIX' as const), fc.integer({ min: 1, max: 233 }), (band, channel) => {
        const mhz = channelToFrequency(channel, band);
        if (mhz !== undefined) expect(frequencyToChannel(mhz)).toEqual({ band, channel });
      }),
    );
  });
});
