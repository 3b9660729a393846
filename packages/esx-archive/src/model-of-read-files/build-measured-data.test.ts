import { buildFloorRfModel, listFloorPlanIds } from '@airscope/esx';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readSurveyCsv } from '../survey-csv/read-survey-csv.ts';
import { writeCsvFile } from '../survey-csv/test-support/csv-files.ts';
import { makeTempDir } from '../test-support/zip-archives.ts';

let temp: Awaited<ReturnType<typeof makeTempDir>>;
beforeEach(async () => {
  temp = await makeTempDir();
});
afterEach(async () => {
  await temp.cleanup();
});

// Two BSSIDs of one radio on channel 36 (…f1, …f2) and one radio on channel 1 (…e1).
const WALK = [
  '# unit=m',
  'x,y,timestamp,bssid,ssid,channel,rssi,noise',
  '1,2,2024-05-01T10:00:00Z,aa:bb:cc:dd:ee:f1,Corp,36,-50,-95',
  '1,2,2024-05-01T10:00:00Z,aa:bb:cc:dd:ee:f2,Guest,36,-48,',
  '11,7,2024-05-01T10:00:05.250Z,aa:bb:cc:dd:ee:f1,Corp,36,-60,-94',
  '11,7,2024-05-01T10:00:05.250Z,aa:bb:cc:dd:ee:e1,Corp,1,-70,-94',
];

describe('measured radios and survey samples of a floor', () => {
  it('places every scan on the route in metres with the strongest BSSID of each radio', async () => {
    const project = await readSurveyCsv(await writeCsvFile(temp.file('walk.csv'), WALK), {});
    const model = buildFloorRfModel(project, listFloorPlanIds(project)[0]!);
    expect(model.radios).toEqual([]);
    const measured = model.measured!;
    expect(measured.radios).toHaveLength(2);
    const five = measured.radios.find((radio) => radio.band === '5')!;
    const two = measured.radios.find((radio) => radio.band === '2.4')!;
    expect(five).toMatchObject({ channel: 36, centreMhz: 5180, widthMhz: 20, isMeasured: true, isMine: false, txPowerDbm: 0 });
    expect(two).toMatchObject({ channel: 1, centreMhz: 2412 });
    // The importer's floor starts 2 m (whole units) before the walk: CSV x + 1 m, y + 0 m.
    const round = (value: number) => Math.round(value * 1e9) / 1e9;
    const samples = measured.samples.map((s) => [
      s.radioId === five.id ? '5' : '2.4',
      round(s.position.x),
      round(s.position.y),
      s.rssiDbm,
      s.noiseDbm,
    ]);
    expect(samples).toEqual([
      ['5', 2, 2, -48, undefined], // −48 (…f2, no noise) beats −50 (…f1) in the first scan
      ['5', 12, 7, -60, -94],
      ['2.4', 12, 7, -70, -94],
    ]);
    // An unplaced measured AP sits at its radio's strongest sample.
    expect(five.position).toEqual(measured.samples[0]!.position);
  });

  it('is null on a floor without surveys', async () => {
    const project = await readSurveyCsv(await writeCsvFile(temp.file('walk.csv'), WALK), {});
    const empty = { ...project, collections: { ...project.collections, surveys: [] } };
    expect(buildFloorRfModel(empty, listFloorPlanIds(project)[0]!).measured).toBeNull();
  });
});
