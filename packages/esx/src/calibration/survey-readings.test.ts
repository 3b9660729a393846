import { dbm, metres, mhz, pointM, type RadioModel } from '@airscope/core';
import { describe, expect, it } from 'vitest';
import { MAX_PAIRING_DISTANCE_M, pairSurveyReadings, SEGMENT_BLOCK_M } from './survey-readings.ts';

const radio = (id: string, apId: string, x: number, channel: number, band: '2.4' | '5' = '5'): RadioModel => ({
  id,
  apId,
  position: pointM(x, 5),
  heightM: metres(2.4),
  band,
  channel,
  centreMhz: mhz(5180),
  widthMhz: mhz(20),
  txPowerDbm: dbm(band === '5' ? 17 : 11),
  azimuthDeg: 0,
  tiltDeg: 0,
  streams: 2,
  standards: ['AX'],
});
const sample = (radioId: string, x: number, y: number) => ({ position: pointM(x, y), radioId, rssiDbm: dbm(-60) });

describe('survey readings of a planned floor', () => {
  const planned = [radio('p-36', 'ap-a', 2, 36), radio('p-36-far', 'ap-b', 30, 36), radio('p-1', 'ap-a', 2, 1, '2.4')];

  it('gives a measured radio to the planned radio of its own AP, else the nearest on its band and channel', () => {
    const measured = {
      radios: [radio('m-own', 'ap-a', 20, 149), radio('m-near', 'ap-x', 27, 36), radio('m-24', 'ap-y', 4, 1, '2.4')],
      samples: [sample('m-own', 1, 1), sample('m-near', 9, 1), sample('m-24', 17, 9)],
    };
    const readings = pairSurveyReadings(planned, measured);
    expect(readings.map((reading) => reading.radioId)).toEqual(['p-36', 'p-36-far', 'p-1']);
    expect(readings.map((reading) => reading.segmentId)).toEqual(['0,0', '1,0', '2,1']);
    expect(SEGMENT_BLOCK_M).toBe(8);
  });

  it('leaves out a measured radio with no planned radio on its channel within reach', () => {
    const measured = {
      radios: [radio('m-other-channel', 'ap-x', 2, 40), radio('m-too-far', 'ap-x', 30 + MAX_PAIRING_DISTANCE_M + 1, 36)],
      samples: [sample('m-other-channel', 1, 1), sample('m-too-far', 2, 2)],
    };
    expect(pairSurveyReadings(planned, measured)).toEqual([]);
  });
});
