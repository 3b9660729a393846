import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { summarizeEsx } from '@airscope/esx';
import { readEsx, readSurveyCsv, writeEsx } from '../index.ts';
import { comparableModel } from '../test-support/comparable-model.ts';
import { makeTempDir, readAllEntries } from '../test-support/zip-archives.ts';
import { csvLine, writeCsvFile } from './test-support/csv-files.ts';
import { recoverObservations } from './test-support/recover-observations.ts';

let temp: Awaited<ReturnType<typeof makeTempDir>>;
beforeEach(async () => {
  temp = await makeTempDir();
});
afterEach(async () => {
  await temp.cleanup();
});

/** Two floors, three surveys, 6 GHz, bonded channels, hidden and quoted SSIDs, noise on some rows. */
const MIXED = [
  '# metersPerPixel=0.02',
  csvLine(['floor', 'survey', 'x', 'y', 'unit', 'timestamp', 'bssid', 'ssid', 'channel', 'frequency', 'band', 'width', 'rssi', 'noise']),
  csvLine([
    'Ground',
    'Morning',
    120,
    80,
    'px',
    '2024-05-01T08:00:00.000+02:00',
    'aa:bb:cc:00:00:10',
    'Corp, "main"',
    36,
    '',
    '',
    80,
    -48,
    -96,
  ]),
  csvLine(['Ground', 'Morning', 120, 80, 'px', '2024-05-01T08:00:00.000+02:00', 'aa:bb:cc:00:00:11', '', 36, '', '', 80, -49, '']),
  csvLine([
    'Ground',
    'Morning',
    340,
    95,
    'px',
    '2024-05-01T08:00:02.125+02:00',
    'aa:bb:cc:00:00:10',
    'Corp, "main"',
    36,
    '',
    '',
    80,
    -61.4,
    -95,
  ]),
  csvLine([
    'Ground',
    'Morning',
    340,
    95,
    'px',
    '2024-05-01T08:00:02.125+02:00',
    'aa:bb:cc:00:00:20',
    'Corp, "main"',
    '',
    5975,
    '',
    160,
    -77,
    -95,
  ]),
  csvLine(['Ground', 'Evening', 500, 300, 'px', '1714586400000', 'aa:bb:cc:00:00:20', 'Corp, "main"', '', 5975, '', 160, -70, '']),
  csvLine(['Level 1', 'Morning', 3.5, 2.25, 'm', '2024-05-01T06:10:00Z', 'aa:bb:cc:00:00:1a', 'IoT', 11, '', '2.4', 40, -80, -90]),
  csvLine(['Level 1', 'Morning', 4.5, 2.25, 'm', '2024-05-01T06:10:01Z', 'aa:bb:cc:00:00:1a', 'IoT', 11, '', '2.4', 40, -82, -90]),
];

describe('exporting an imported survey CSV', () => {
  it('writes an .esx that reads back equal, with every observation intact', async () => {
    const project = await readSurveyCsv(await writeCsvFile(temp.file('mixed.csv'), MIXED, '\r\n'));
    expect(summarizeEsx(project)).toMatchObject({
      floorPlans: 2,
      surveys: 3,
      accessPointMeasurements: 4,
      measuredRadios: 3,
      accessPoints: 2,
      trackFiles: 3,
      warnings: 0,
    });
    await writeEsx(project, temp.file('mixed.esx'));
    const back = await readEsx(temp.file('mixed.esx'));
    expect(comparableModel(back)).toEqual(comparableModel(project));
    expect(recoverObservations(back)).toEqual(recoverObservations(project));
  });

  it('lays the archive out as Ekahau does: one survey file, track and image per record, and the files every Ekahau file has', async () => {
    const project = await readSurveyCsv(await writeCsvFile(temp.file('mixed.csv'), MIXED));
    await writeEsx(project, temp.file('mixed.esx'));
    const names = (await readAllEntries(temp.file('mixed.esx'))).map((entry) => entry.name).sort();
    const ids = (prefix: string, list: { id: string }[], suffix = '') => list.map((record) => `${prefix}${record.id}${suffix}`);
    expect(names).toEqual(
      [
        'version',
        'project.json',
        'projectConfiguration.json',
        'projectHistorys.json',
        // Empty in a survey, written because every Ekahau file has them (scripts open them unchecked).
        'antennaTypes.json',
        'simulatedRadios.json',
        // Ekahau's stock catalogues.
        'wallTypes.json',
        'floorTypes.json',
        'attenuationAreaTypes.json',
        'requirements.json',
        'deviceProfiles.json',
        'applicationProfiles.json',
        'usageProfiles.json',
        'networkCapacitySettings.json',
        'floorPlans.json',
        'images.json',
        'accessPoints.json',
        'measuredRadios.json',
        'accessPointMeasurements.json',
        'surveyLookups.json',
        ...ids('survey-', project.collections.surveys, '.json'),
        ...ids('image-', project.collections.images),
        ...project.trackFiles.map((track) => `track-${track.binaryFileId}.bin`),
      ].sort(),
    );
  });

  it('keeps times, places, RSSI (whole dBm), noise and channels of each row', async () => {
    const project = await readSurveyCsv(await writeCsvFile(temp.file('mixed.csv'), MIXED));
    const rows = recoverObservations(project).map((o) => [
      o.floor,
      o.survey,
      new Date(o.timeMs).toISOString(),
      o.bssid,
      o.ssid,
      o.frequencyMhz,
      o.rssi,
      o.noise,
    ]);
    expect(rows).toEqual([
      ['Ground', 'Morning', '2024-05-01T06:00:00.000Z', 'aa:bb:cc:00:00:10', 'Corp, "main"', 5180, -48, -96],
      ['Ground', 'Morning', '2024-05-01T06:00:00.000Z', 'aa:bb:cc:00:00:11', '', 5180, -49, undefined],
      ['Ground', 'Morning', '2024-05-01T06:00:02.125Z', 'aa:bb:cc:00:00:10', 'Corp, "main"', 5180, -61, -95],
      ['Ground', 'Morning', '2024-05-01T06:00:02.125Z', 'aa:bb:cc:00:00:20', 'Corp, "main"', 5975, -77, -95],
      ['Ground', 'Evening', '2024-05-01T18:00:00.000Z', 'aa:bb:cc:00:00:20', 'Corp, "main"', 5975, -70, undefined],
      ['Level 1', 'Morning', '2024-05-01T06:10:00.000Z', 'aa:bb:cc:00:00:1a', 'IoT', 2462, -80, -90],
      ['Level 1', 'Morning', '2024-05-01T06:10:01.000Z', 'aa:bb:cc:00:00:1a', 'IoT', 2462, -82, -90],
    ]);
    const ground = recoverObservations(project).filter((o) => o.floor === 'Ground');
    // 220 px apart in x and 15 px in y at 2 cm/px.
    expect(ground[2]!.xMeters - ground[0]!.xMeters).toBeCloseTo(4.4, 9);
    expect(ground[2]!.yMeters - ground[0]!.yMeters).toBeCloseTo(0.3, 9);
  });
});
