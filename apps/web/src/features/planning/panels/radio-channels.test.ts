import { describe, expect, it } from 'vitest';
import { channelsFor } from './radio-channels.ts';

describe('channel lists of a radio', () => {
  it('bonds the aligned 5 GHz block holding the primary channel', () => {
    expect(channelsFor('FIVE', 44, 40)).toEqual([44, 48]);
    expect(channelsFor('FIVE', 44, 80)).toEqual([36, 40, 44, 48]);
    expect(channelsFor('FIVE', 100, 20)).toEqual([100]);
  });

  it('bonds 2.4 GHz upwards and never past channel 13', () => {
    expect(channelsFor('TWO', 1, 40)).toEqual([1, 5]);
    expect(channelsFor('TWO', 11, 40)).toEqual([11]);
  });
});
