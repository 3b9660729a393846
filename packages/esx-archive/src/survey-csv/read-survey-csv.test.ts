import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { summarizeEsx, type EsxProject } from '@airscope/esx';
import { readSurveyCsv } from '../index.ts';
import { accessPointKeyOfBssid } from './group-measurements.ts';
import { makeTempDir } from '../test-support/zip-archives.ts';
import { writeCsvFile } from './test-support/csv-files.ts';
import { recoverObservations } from './test-support/recover-observations.ts';

let temp: Awaited<ReturnType<typeof makeTempDir>>;
beforeEach(async () => {
  temp = await makeTempDir();
});
afterEach(async () => {
  await temp.cleanup();
});

const read = async (lines: readonly string[] | string, options = {}, name = 'walk.csv'): Promise<EsxProject> =>
  readSurveyCsv(await writeCsvFile(temp.file(name), lines), options);

const WALK = [
  '# unit=m',
  'x,y,timestamp,bssid,ssid,channel,rssi,noise',
  '1,2,2024-05-01T10:00:00Z,aa:bb:cc:dd:ee:f1,Corp,36,-50,-95',
  '1,2,2024-05-01T10:00:00Z,aa:bb:cc:dd:ee:f2,Guest,36,-51,',
  '11,7,2024-05-01T10:00:05.250Z,aa:bb:cc:dd:ee:f1,Corp,36,-60,-94',
  '11,7,2024-05-01T10:00:05.250Z,aa:bb:cc:dd:ee:e1,Corp,1,-70,-94',
];

describe('building a measured project from a survey CSV', () => {
  it('imports the example of docs/survey-csv-format.md', async () => {
    const doc = await readFile(fileURLToPath(new URL('../../../../docs/survey-csv-format.md', import.meta.url)), 'utf8');
    const example = /```csv\n([\s\S]*?)```/.exec(doc)![1]!;
    const project = await read(example);
    expect(summarizeEsx(project)).toMatchObject({
      floorPlans: 1,
      surveys: 1,
      accessPointMeasurements: 3,
      measuredRadios: 2,
      accessPoints: 2,
      warnings: 0,
    });
    expect(recoverObservations(project).map((o) => [o.ssid, o.rssi, o.noise])).toEqual([
      ['Corp', -52, -95],
      ['Guest, free', -53, -95],
      ['Corp', -71, undefined],
    ]);
  });

  it('makes one floor, one survey, measurements, radios and APs, with no warnings', async () => {
    const project = await read(WALK);
    expect(summarizeEsx(project)).toMatchObject({
      project: 1,
      floorPlans: 1,
      images: 1,
      surveys: 1,
      surveyLookups: 1,
      accessPointMeasurements: 3,
      measuredRadios: 2,
      accessPoints: 2,
      imageFiles: 1,
      trackFiles: 1,
      simulatedRadios: 0,
      warnings: 0,
    });
    expect(project.project).toMatchObject({ name: 'walk', schemaVersion: '1.9.0' });
    const [floor] = project.collections.floorPlans;
    // 1…11 m × 2…7 m plus 2 m on each side, at 0.1 m per unit.
    expect(floor).toMatchObject({ name: 'Floor 1', width: 140, height: 90, metersPerUnit: 0.1, cropMaxX: 140, cropMaxY: 90 });
    const [survey] = project.collections.surveys;
    expect(survey).toMatchObject({
      name: 'walk',
      floorPlanId: floor!.id,
      startTime: '2024-05-01T10:00:00.000Z',
      duration: 5.25e9,
      routeType: 'CONTINUOUS',
    });
    expect(survey!.routePoints).toEqual([
      [
        { time: 0, location: { x: 20, y: 20 } },
        { time: 5.25e9, location: { x: 120, y: 70 } },
      ],
    ]);
    expect(project.collections.surveyLookups).toEqual([expect.objectContaining({ surveyId: survey!.id, floorPlanId: floor!.id })]);
  });

  it('keeps every observation: time, position, RSSI, noise, channel', async () => {
    const observations = recoverObservations(await read(WALK));
    const start = Date.UTC(2024, 4, 1, 10);
    // The floor starts 2 m (whole units) before the first position: CSV x + 1 m, y + 0 m.
    const near = (value: number) => expect.closeTo(value, 9);
    expect(
      observations.map(({ timeMs, xMeters, yMeters, bssid, rssi, noise, frequencyMhz }) => [
        timeMs - start,
        xMeters,
        yMeters,
        bssid,
        rssi,
        noise,
        frequencyMhz,
      ]),
    ).toEqual([
      [0, near(2), near(2), 'aa:bb:cc:dd:ee:f1', -50, -95, 5180],
      [0, near(2), near(2), 'aa:bb:cc:dd:ee:f2', -51, undefined, 5180],
      [5250, near(12), near(7), 'aa:bb:cc:dd:ee:f1', -60, -94, 5180],
      [5250, near(12), near(7), 'aa:bb:cc:dd:ee:e1', -70, -94, 2412],
    ]);
  });

  it('groups BSSIDs equal but for the last hex digit into one AP, and splits its radios by band', async () => {
    const project = await read([
      'x,y,unit,timestamp,bssid,ssid,channel,rssi',
      '1,1,m,1714557600000,aa:bb:cc:dd:ee:f1,Corp,36,-50',
      '1,1,m,1714557600000,aa:bb:cc:dd:ee:f2,Guest,36,-50',
      '1,1,m,1714557600000,aa:bb:cc:dd:ee:f9,Corp,6,-50',
      '1,1,m,1714557600000,aa:bb:cc:dd:ee:e1,Corp,36,-50',
    ]);
    const { accessPoints, measuredRadios, accessPointMeasurements } = project.collections;
    expect(accessPoints.map((ap) => ap.name)).toEqual(['Measured AP-ee:e1', 'Measured AP-ee:f1']);
    const macsOf = (radio: (typeof measuredRadios)[number]) =>
      radio.accessPointMeasurementIds!.map((id) => accessPointMeasurements.find((m) => m.id === id)!.mac);
    expect(measuredRadios.map((radio) => [accessPoints.find((ap) => ap.id === radio.accessPointId)!.name, macsOf(radio)])).toEqual([
      ['Measured AP-ee:e1', ['aa:bb:cc:dd:ee:e1']],
      ['Measured AP-ee:f1', ['aa:bb:cc:dd:ee:f1', 'aa:bb:cc:dd:ee:f2']],
      ['Measured AP-ee:f1', ['aa:bb:cc:dd:ee:f9']],
    ]);
    expect(accessPointKeyOfBssid('aa:bb:cc:dd:ee:f9')).toBe('a8:bb:cc:dd:ee:fx');
  });

  it('folds locally administered virtual BSSIDs onto the AP of the burned-in address, as the RF engine does', async () => {
    const project = await read([
      'x,y,unit,timestamp,bssid,ssid,channel,rssi',
      '1,1,m,1714557600000,00:18:0a:12:34:50,Corp,36,-50',
      '1,1,m,1714557600000,02:18:0a:12:34:5f,Guest,36,-50',
    ]);
    expect(project.collections.accessPoints.map((ap) => ap.name)).toEqual(['Measured AP-34:50']);
    expect(project.collections.measuredRadios[0]!.accessPointMeasurementIds).toHaveLength(2);
  });

  it('makes a second measurement (same radio) when a BSSID changes channel, and keeps a missing SSID apart from a hidden one', async () => {
    const withSsid = await read([
      'x,y,unit,timestamp,bssid,ssid,frequency,rssi',
      '1,1,m,1714557600000,aa:bb:cc:dd:ee:f1,,5260,-50',
      '1,1,m,1714557601000,aa:bb:cc:dd:ee:f1,,5785,-50',
    ]);
    expect(
      withSsid.collections.accessPointMeasurements.map(({ mac, ssid, channelByCenterFrequencyDefinedNarrowChannels }) => [
        mac,
        ssid,
        channelByCenterFrequencyDefinedNarrowChannels,
      ]),
    ).toEqual([
      ['aa:bb:cc:dd:ee:f1', '', [5260]],
      ['aa:bb:cc:dd:ee:f1', '', [5785]],
    ]);
    expect(withSsid.collections.measuredRadios).toHaveLength(1);
    const withoutSsid = await read(['x,y,unit,timestamp,bssid,frequency,rssi', '1,1,m,1714557600000,aa:bb:cc:dd:ee:f1,5260,-50']);
    expect(withoutSsid.collections.accessPointMeasurements[0]).not.toHaveProperty('ssid');
  });

  it('reads channel, frequency, band and width into sub-channels the channel normaliser understands', async () => {
    const project = await read([
      'x;y;unit;timestamp;bssid;channel;frequency;band;width;rssi',
      '1;1;m;1714557600000;00:00:00:00:01:00;1;;6;80;-50',
      '1;1;m;1714557600000;00:00:00:00:02:00;;5955;;20;-50',
      '1;1;m;1714557600000;00:00:00:00:03:00;40;;;40;-50',
      '1;1;m;1714557600000;00:00:00:00:04:00;157;5785;5 GHz;80 MHz;-50',
      '1;1;m;1714557600000;00:00:00:00:05:00;11;;2.4GHz;40;-50',
      '1;1;m;1714557600000;00:00:00:00:06:00;1;;;;-50',
    ]);
    const byMac = new Map(project.collections.accessPointMeasurements.map((m) => [m.mac, project.radioChannels[m.id]]));
    expect(byMac.get('00:00:00:00:01:00')).toMatchObject({ band: 'SIX', subChannels: [1, 5, 9, 13], widthMhz: 80, centerChannel: 7 });
    expect(byMac.get('00:00:00:00:02:00')).toMatchObject({ band: 'SIX', subChannels: [1], widthMhz: 20 });
    expect(byMac.get('00:00:00:00:03:00')).toMatchObject({ band: 'FIVE', subChannels: [36, 40], centerChannel: 38 });
    expect(byMac.get('00:00:00:00:04:00')).toMatchObject({ band: 'FIVE', subChannels: [149, 153, 157, 161], centerChannel: 155 });
    expect(byMac.get('00:00:00:00:05:00')).toMatchObject({ band: 'TWO', subChannels: [7, 11], widthMhz: 40 });
    expect(byMac.get('00:00:00:00:06:00')).toMatchObject({ band: 'TWO', subChannels: [1] });
    // The track keeps the primary channel, which a bonded channel's list cannot say.
    expect(recoverObservations(project).map((o) => o.frequencyMhz)).toEqual([5955, 5955, 5200, 5785, 2462, 2412]);
  });

  it('reads headers in any case and order, ignores unknown columns, and normalises MAC spellings', async () => {
    const project = await read([
      '\uFEFFRSSI, Comment ,BSSID,Timestamp,Y,X,Channel,UNIT',
      '-50,hello,AA-BB-CC-DD-EE-01,2024-05-01T12:00:00+02:00,1,1,36,M',
      '-50,,aabb.ccdd.ee02,2024-05-01 10:00:00.5Z,1,1,36,m',
      '-50,,AABBCCDDEE03,2024-05-01T10:00:00.9999Z,1,1,36,metres',
    ]);
    const observations = recoverObservations(project);
    expect(observations.map((o) => [o.bssid, new Date(o.timeMs).toISOString()])).toEqual([
      ['aa:bb:cc:dd:ee:01', '2024-05-01T10:00:00.000Z'],
      ['aa:bb:cc:dd:ee:02', '2024-05-01T10:00:00.500Z'],
      ['aa:bb:cc:dd:ee:03', '2024-05-01T10:00:00.999Z'],
    ]);
  });

  it('puts rows on floors and surveys by name, defaulting empty cells, and takes names from options', async () => {
    const lines = [
      'floor,survey,x,y,unit,timestamp,bssid,channel,rssi',
      'Ground,Morning,1,1,m,1714557600000,aa:bb:cc:dd:ee:f1,36,-50',
      ',,1,1,m,1714557600000,aa:bb:cc:dd:ee:f1,36,-50',
      'Level 1,Morning,1,1,m,1714557600000,aa:bb:cc:dd:ee:f1,36,-50',
      'Ground,Evening,1,1,m,1714557600000,aa:bb:cc:dd:ee:f1,36,-50',
    ];
    const project = await read(lines, { floorName: 'Basement', surveyName: 'Walk', projectName: 'Site A' });
    expect(project.project?.name).toBe('Site A');
    expect(project.collections.floorPlans.map((floor) => floor.name)).toEqual(['Ground', 'Basement', 'Level 1']);
    const floorName = (id: string) => project.collections.floorPlans.find((floor) => floor.id === id)!.name;
    expect(project.collections.surveys.map((survey) => [floorName(survey.floorPlanId), survey.name])).toEqual([
      ['Ground', 'Morning'],
      ['Basement', 'Walk'],
      ['Level 1', 'Morning'],
      ['Ground', 'Evening'],
    ]);
  });

  it('gives the same ids for the same file and different ids for another file', async () => {
    const first = await read(WALK, { surveyName: 'Walk' }, 'a.csv');
    const again = await read(WALK, { surveyName: 'Walk' }, 'b.csv');
    const other = await read([...WALK, '11,7,2024-05-01T10:00:05.250Z,aa:bb:cc:dd:ee:e2,Corp,1,-70,-94'], { surveyName: 'Walk' }, 'c.csv');
    // The project record and its save history carry the project's name; everything else is equal.
    const apartFromName = (project: EsxProject) => ({
      ...project,
      project: undefined,
      collections: { ...project.collections, projectHistorys: [] },
    });
    expect(apartFromName(again)).toEqual(apartFromName(first));
    expect(other.collections.surveys[0]!.id).not.toBe(first.collections.surveys[0]!.id);
    expect(first.collections.surveys[0]!.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('draws each floor as a white PNG exactly the floor size, a few hundred bytes', async () => {
    const project = await read(WALK);
    const [floor] = project.collections.floorPlans;
    const [file] = project.imageFiles;
    expect(file).toMatchObject({ imageId: floor!.imageId, type: 'png' });
    expect(project.collections.images[0]).toMatchObject({
      id: floor!.imageId,
      imageFormat: 'PNG',
      resolutionWidth: 140,
      resolutionHeight: 90,
    });
    const bytes = file!.bytes;
    expect(bytes.length).toBeLessThan(200);
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20), bytes[24], bytes[25]]).toEqual([140, 90, 1, 0]);
    const idatLength = bytes.readUInt32BE(33);
    expect(bytes.subarray(37, 41).toString('ascii')).toBe('IDAT');
    const pixels = inflateSync(bytes.subarray(41, 41 + idatLength));
    const rowBytes = 1 + Math.ceil(140 / 8);
    expect(pixels.length).toBe(rowBytes * 90);
    for (let row = 0; row < 90; row += 1) {
      expect(pixels[row * rowBytes]).toBe(0);
      expect(pixels.subarray(row * rowBytes + 1, (row + 1) * rowBytes).every((byte) => byte === 0xff)).toBe(true);
    }
  });
});
