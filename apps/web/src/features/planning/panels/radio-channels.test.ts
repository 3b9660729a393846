import { describe, expect, it } from 'vitest';
import { channelsFor } from './radio-channels.ts';

describe('channel lists of a radio', () => {
  it('bonds the aligned 5 GHz block holding the primary channel', () => {
    expect(channelsFor('FIVE', 44, 40)).toEqual([44, 48]);
    expect(channelsFor('FIVE', 44, 80)).toEqual([36, 40, 44, 48]);
    expect(channelsFor('FIVE', 100, 20)).toEqual([100]);
  });

  it("bonds within the primary's 5 GHz segment, and keeps the primary alone where the segment has no such block", () => {
    expect(channelsFor('FIVE', 149, 40)).toEqual([149, 153]);
    expect(channelsFor('FIVE', 157, 80)).toEqual([149, 153, 157, 161]);
    expect(channelsFor('FIVE', 132, 160)).toEqual([132]);
    expect(channelsFor('FIVE', 165, 40)).toEqual([165]);
    expect(channelsFor('SIX', 9, 80)).toEqual([1, 5, 9, 13]);
  });

  it('bonds 2.4 GHz upwards and never past channel 13', () => {
    expect(channelsFor('TWO', 1, 40)).toEqual([1, 5]);
    expect(channelsFor('TWO', 11, 40)).toEqual([11]);
  });
});
