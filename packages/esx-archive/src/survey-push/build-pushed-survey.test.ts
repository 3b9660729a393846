import { describe, expect, it } from 'vitest';
import { decodeSurveyTrack } from '@airscope/esx';
import { makeRecordId } from '../survey-csv/make-record-id.ts';
import { buildPushedSurvey, PushedSurveyError, type PushedScan } from './build-pushed-survey.ts';

const floorPlan = { id: 'floor-1', width: 800, height: 480 };
const empty = { accessPoints: [], measuredRadios: [], accessPointMeasurements: [] };
const makeId = (push: string) => (kind: string, key: string) => makeRecordId(push, kind, key);
const scans: PushedScan[] = [
  {
    timeMs: Date.parse('2026-11-20T10:00:00Z'),
    x: 100,
    y: 200,
    networks: [
      { bssid: '3C:37:86:5E:A1:10', ssid: 'Lab', frequencyMhz: 5180, widthMhz: 80, signalDbm: -41.4 },
      { bssid: '3c:37:86:5e:a1:11', ssid: 'Lab', frequencyMhz: 2437, widthMhz: 20, signalDbm: -50 },
    ],
  },
  {
    timeMs: Date.parse('2026-11-20T10:00:05Z'),
    x: 300,
    y: 200,
    networks: [{ bssid: '3c:37:86:5e:a1:10', ssid: 'Lab', frequencyMhz: 5180, widthMhz: 80, signalDbm: -60 }],
  },
];

describe('buildPushedSurvey', () => {
  it('makes one walk: a route point per scan, a track sample per reading, one AP with a radio per band', () => {
    const built = buildPushedSurvey({ floorPlan, surveyName: 'Walk', scans }, empty, makeId('push-1'));
    expect(built.survey).toMatchObject({
      name: 'Walk',
      floorPlanId: 'floor-1',
      startTime: '2026-11-20T10:00:00.000Z',
      duration: 5e9,
      routeType: 'CONTINUOUS',
    });
    expect(built.survey.routePoints).toEqual([
      [
        { time: 0, location: { x: 100, y: 200 } },
        { time: 5e9, location: { x: 300, y: 200 } },
      ],
    ]);
    const count = (collection: string) => built.records.filter((r) => r.collection === collection).length;
    expect([
      count('accessPoints'),
      count('measuredRadios'),
      count('accessPointMeasurements'),
      count('surveys'),
      count('surveyLookups'),
    ]).toEqual([1, 2, 2, 1, 1]);
    const wide = built.records.find((r) => r.collection === 'accessPointMeasurements' && r.record.mac === '3c:37:86:5e:a1:10');
    expect(wide?.record).toMatchObject({ ssid: 'Lab', channelByCenterFrequencyDefinedNarrowChannels: [5180, 5200, 5220, 5240] });
    expect(built.sampleCount).toBe(3);
    expect(built.accessPointCount).toBe(1);
    const decoded = decodeSurveyTrack(built.track.bytes);
    expect(decoded.records.map((r) => [r.timeMs, r.rssiDbm])).toEqual([
      [0, -41],
      [0, -50],
      [5000, -60],
    ]);
  });

  it('joins the access points, radios and measurements the project already has instead of adding copies', () => {
    const first = buildPushedSurvey({ floorPlan, surveyName: 'Walk 1', scans }, empty, makeId('push-1'));
    const of = (collection: string) => first.records.filter((r) => r.collection === collection).map((r) => r.record) as never[];
    const existing = {
      accessPoints: of('accessPoints'),
      measuredRadios: of('measuredRadios'),
      accessPointMeasurements: of('accessPointMeasurements'),
    };
    const more: PushedScan[] = [
      {
        timeMs: scans[0]!.timeMs,
        x: 50,
        y: 50,
        networks: [
          { bssid: '3c:37:86:5e:a1:10', ssid: 'Lab', frequencyMhz: 5180, widthMhz: 80, signalDbm: -45 },
          { bssid: '3c:37:86:5e:a1:12', ssid: 'Lab guest', frequencyMhz: 5180, widthMhz: 80, signalDbm: -46 },
        ],
      },
    ];
    const second = buildPushedSurvey({ floorPlan, surveyName: 'Walk 2', scans: more }, existing, makeId('push-2'));
    expect(second.records.filter((r) => r.collection === 'accessPoints')).toEqual([]);
    const measurements = second.records.filter((r) => r.collection === 'accessPointMeasurements');
    expect(measurements.map((r) => (r.record as { mac?: string }).mac)).toEqual(['3c:37:86:5e:a1:12']);
    const radios = second.records.filter((r) => r.collection === 'measuredRadios');
    const fiveGhz = existing.measuredRadios.find(
      (r: { accessPointMeasurementIds: string[] }) =>
        r.accessPointMeasurementIds.length === 1 &&
        (existing.accessPointMeasurements as Array<{ id: string; mac: string }>).find((m) => m.id === r.accessPointMeasurementIds[0])
          ?.mac === '3c:37:86:5e:a1:10',
    ) as { id: string } | undefined;
    expect(radios.map((r) => r.record.id)).toEqual([fiveGhz!.id]);
    expect(second.survey.wifiTracks?.[0]?.accessPointMeasurementIds?.[0]).toBe(
      first.survey.wifiTracks?.[0]?.accessPointMeasurementIds?.[0],
    );
  });

  it('refuses a point off the plan, a frequency that is no channel, and two places at one time', () => {
    const build = (list: PushedScan[]) => () => buildPushedSurvey({ floorPlan, surveyName: 'x', scans: list }, empty, makeId('p'));
    expect(build([{ ...scans[0]!, x: 900 }])).toThrow(PushedSurveyError);
    expect(
      build([{ ...scans[0]!, networks: [{ bssid: '00:11:22:33:44:55', ssid: '', frequencyMhz: 5181, widthMhz: 20, signalDbm: -50 }] }]),
    ).toThrow('5181 MHz is not the centre');
    expect(build([scans[0]!, { ...scans[1]!, timeMs: scans[0]!.timeMs }])).toThrow('two places');
  });
});
