import { findRegulatoryDomain } from '@airscope/core';
import { describe, expect, it } from 'vitest';
import { documentFromBatch, type EditorRecord } from '../document/editor-document.ts';
import { editRadio, radioProblems, radioSettingIn } from './radio-edit.ts';

const GERMANY = findRegulatoryDomain('DE');
const document = documentFromBatch({
  antennaTypes: [{ id: 'patch-6', status: 'CREATED', name: 'Patch', frequencyBand: 'SIX', hplane: { gains: [{ angle: 0, gain: 6 }] } }],
});
const radio = (patch: Record<string, unknown> = {}): EditorRecord => ({
  id: 'r5',
  accessPointId: 'ap',
  channel: [36, 40],
  transmitPower: 17,
  ...patch,
});

describe('editing a radio', () => {
  it('refuses a number that is no channel of the band and leaves the radio on its band, channel and width', () => {
    const edit = editRadio(document, radio(), GERMANY, { primary: 999 });
    expect(edit).toEqual({ record: null, refusal: { field: 'channel', kind: 'not-a-channel', band: '5', channel: 999 } });
    expect(radioSettingIn(document, radio())).toMatchObject({ band: '5', primary: 36, widthMhz: 40 });
  });

  it('refuses 40 dBm rather than clamping it, and power over the country’s EIRP limit', () => {
    expect(editRadio(document, radio(), GERMANY, { transmitPowerDbm: 40 }).refusal).toMatchObject({ kind: 'power-range' });
    expect(editRadio(document, radio(), GERMANY, { transmitPowerDbm: 24 }).refusal).toMatchObject({ kind: 'over-eirp', maxEirpDbm: 23 });
    expect(editRadio(document, radio(), undefined, { transmitPowerDbm: 24 }).record).toMatchObject({
      transmitPower: 24,
      channel: [36, 40],
    });
  });

  it('bonds a typed channel at the radio’s width, and refuses a width no channel of that primary has', () => {
    expect(editRadio(document, radio(), GERMANY, { primary: 112 }).record).toMatchObject({ channel: [108, 112] });
    expect(editRadio(document, radio({ channel: [100] }), GERMANY, { widthMhz: 160 }).record).toMatchObject({
      channel: [100, 104, 108, 112, 116, 120, 124, 128],
    });
    expect(editRadio(document, radio({ channel: [132] }), GERMANY, { widthMhz: 160 }).refusal).toMatchObject({ kind: 'no-such-width' });
  });

  it('refuses a channel that would put the current power over that channel’s limit', () => {
    const loud = radio({ channel: [100], transmitPower: 28 });
    expect(editRadio(document, loud, GERMANY, { primary: 104 }).record).toMatchObject({ channel: [104] });
    expect(editRadio(document, loud, GERMANY, { primary: 36 }).refusal).toMatchObject({ kind: 'over-eirp', field: 'power' });
  });

  it('lets a radio that breaks a newly chosen country’s rules be brought back one field at a time', () => {
    // Set up in the US: channel 149 at 30 dBm. Germany allows neither.
    const american = radio({ channel: [149], transmitPower: 30 });
    const quieter = editRadio(document, american, GERMANY, { transmitPowerDbm: 20 });
    expect(quieter.record).toMatchObject({ transmitPower: 20, channel: [149] });
    expect(editRadio(document, quieter.record!, GERMANY, { primary: 36 }).record).toMatchObject({ channel: [36], transmitPower: 20 });
    expect(editRadio(document, american, GERMANY, { transmitPowerDbm: 25 }).record).toMatchObject({ transmitPower: 25 });
  });

  it('counts the antenna gain, keeps a 6 GHz radio on 6 GHz and writes centre frequencies where the record has them', () => {
    const six = radio({ antennaTypeId: 'patch-6', channel: [5], channelByCenterFrequencyDefinedNarrowChannels: [5975], transmitPower: 10 });
    expect(radioSettingIn(document, six)).toMatchObject({ band: '6', primary: 5, widthMhz: 20, antennaGainDbi: 6 });
    // 23 dBm EIRP in Germany: 18 dBm + 6 dBi is over.
    expect(editRadio(document, six, GERMANY, { transmitPowerDbm: 18 }).refusal).toMatchObject({ kind: 'over-eirp', eirpDbm: 24 });
    expect(editRadio(document, six, GERMANY, { primary: 9 }).record).toMatchObject({
      channel: [9],
      channelByCenterFrequencyDefinedNarrowChannels: [5995],
    });
    expect(editRadio(document, six, GERMANY, { primary: 97 }).refusal).toMatchObject({ kind: 'not-allowed', band: '6' });
  });

  it('brings back a radio saved on channel 999 before channels were checked: shown on 5 GHz with the reason, fixed by a channel', () => {
    const broken = radio({ channel: [999] });
    expect(radioSettingIn(document, broken)).toMatchObject({ band: '5', primary: 999, widthMhz: 20 });
    expect(radioProblems(document, broken, undefined)?.problems).toEqual([
      { field: 'channel', kind: 'not-a-channel', band: '5', channel: 999 },
    ]);
    expect(editRadio(document, broken, undefined, { primary: 36 }).record).toMatchObject({ channel: [36] });
  });
});
