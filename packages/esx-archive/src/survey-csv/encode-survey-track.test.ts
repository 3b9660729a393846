import { describe, expect, it } from 'vitest';
import { decodeSurveyTrack } from '@airscope/esx';
import { encodeSurveyTrack, type TrackSample } from './encode-survey-track.ts';

const SAMPLES: TrackSample[] = [
  { timeMs: 0, apIndex: 0, rssi: -50, noise: -95, frequencyMhz: 5180 },
  { timeMs: 0, apIndex: 1, rssi: -51, noise: undefined, frequencyMhz: 5180 },
  { timeMs: 5250, apIndex: 300, rssi: -128, noise: -90, frequencyMhz: 2412 },
];

describe('decodeSurveyTrack', () => {
  it('reads back what the CSV importer encodes', () => {
    const { records, complete } = decodeSurveyTrack(encodeSurveyTrack(SAMPLES));
    expect(complete).toBe(true);
    expect(records).toEqual(
      SAMPLES.map((s) => ({ timeMs: s.timeMs, apIndex: s.apIndex, rssiDbm: s.rssi, noiseDbm: s.noise, frequencyMhz: s.frequencyMhz })),
    );
  });

  it('stops cleanly at an unknown tag, a cut value or a wrong header, keeping earlier records', () => {
    const bytes = encodeSurveyTrack(SAMPLES);
    expect(decodeSurveyTrack(bytes.subarray(0, bytes.length - 8))).toMatchObject({
      complete: false,
      records: [{ apIndex: 0 }, { apIndex: 1 }],
    });
    const unknown = Buffer.concat([encodeSurveyTrack(SAMPLES.slice(0, 1)), Buffer.from([0x7f, 1, 2])]);
    expect(decodeSurveyTrack(unknown)).toMatchObject({ complete: false, records: [{ apIndex: 0 }] });
    expect(decodeSurveyTrack(Buffer.from([0x01, 0x02]))).toEqual({ complete: false, records: [] });
    expect(decodeSurveyTrack(Buffer.from([0x02, 0x01]))).toEqual({ complete: true, records: [] });
  });
});
