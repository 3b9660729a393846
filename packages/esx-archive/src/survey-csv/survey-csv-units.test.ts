import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EsxProject } from '@airscope/esx';
import { readSurveyCsv, type SurveyCsvOptions } from '../index.ts';
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

const read = async (lines: readonly string[], options: SurveyCsvOptions = {}): Promise<EsxProject> =>
  readSurveyCsv(await writeCsvFile(temp.file('walk.csv'), lines), { surveyName: 'Walk', ...options });

const HEADER = 'x,y,timestamp,bssid,channel,rssi';
/** The same two places, in pixels of a 5 cm/px plan and in metres. */
const IN_PIXELS = [`${HEADER}`, '20,40,1714557600000,aa:bb:cc:dd:ee:f1,36,-50', '220,140,1714557601000,aa:bb:cc:dd:ee:f1,36,-60'];
const IN_METERS = [`${HEADER}`, '1,2,1714557600000,aa:bb:cc:dd:ee:f1,36,-50', '11,7,1714557601000,aa:bb:cc:dd:ee:f1,36,-60'];

const floorMeters = (project: EsxProject) => {
  const floor = project.collections.floorPlans[0]!;
  return [floor.width * floor.metersPerUnit!, floor.height * floor.metersPerUnit!];
};
const positions = (project: EsxProject) => recoverObservations(project).map((o) => [o.xMeters, o.yMeters]);

describe('positions in pixels and in metres', () => {
  it('keeps a pixel-only floor in pixels, shifted by whole pixels, scaled by metersPerPixel', async () => {
    const project = await read(['# unit=px', '# metersPerPixel=0.05', ...IN_PIXELS]);
    const floor = project.collections.floorPlans[0]!;
    // 2 m margin = 40 px: x 20…220 → -20…260, y 40…140 → 0…180.
    expect(floor).toMatchObject({ width: 280, height: 180, metersPerUnit: 0.05 });
    expect(project.collections.surveys[0]!.routePoints![0]!.map((point) => point.location)).toEqual([
      { x: 40, y: 40 },
      { x: 240, y: 140 },
    ]);
  });

  it('gives the same floor in metres and the same positions for pixels and for metres', async () => {
    const pixels = await read(['# unit=px', '# metersPerPixel=0.05', ...IN_PIXELS]);
    const meters = await read(['# unit=m', ...IN_METERS]);
    expect(floorMeters(pixels).map((value) => value.toFixed(6))).toEqual(floorMeters(meters).map((value) => value.toFixed(6)));
    expect(
      positions(pixels)
        .flat()
        .map((value) => value.toFixed(6)),
    ).toEqual(
      positions(meters)
        .flat()
        .map((value) => value.toFixed(6)),
    );
    expect(positions(meters)).toEqual([
      [expect.closeTo(2, 9), expect.closeTo(2, 9)],
      [expect.closeTo(12, 9), expect.closeTo(7, 9)],
    ]);
  });

  it('takes unit and scale from options when the file does not say them', async () => {
    const fromOptions = await read(IN_PIXELS, { unit: 'px', metersPerPixel: 0.05 });
    const fromFile = await read(['# unit=px', '# metersPerPixel=0.05', ...IN_PIXELS]);
    expect(fromOptions.collections.floorPlans[0]).toMatchObject({ width: 280, height: 180, metersPerUnit: 0.05 });
    expect(positions(fromOptions)).toEqual(positions(fromFile));
    const inMeters = await read(IN_METERS, { unit: 'm' });
    expect(inMeters.collections.floorPlans[0]).toMatchObject({ width: 140, height: 90, metersPerUnit: 0.1 });
  });

  it('accepts a unit per row, and lays a floor mixing both out in metres', async () => {
    const mixed = await read([
      '# metersPerPixel=0.05',
      `${HEADER},unit`,
      '20,40,1714557600000,aa:bb:cc:dd:ee:f1,36,-50,px',
      '11,7,1714557601000,aa:bb:cc:dd:ee:f1,36,-60,m',
    ]);
    expect(mixed.collections.floorPlans[0]).toMatchObject({ width: 140, height: 90, metersPerUnit: 0.1 });
    expect(positions(mixed)).toEqual([
      [expect.closeTo(2, 9), expect.closeTo(2, 9)],
      [expect.closeTo(12, 9), expect.closeTo(7, 9)],
    ]);
  });

  it('uses coarser units on a very large floor so its image stays within 10,000 pixels', async () => {
    const project = await read([
      '# unit=m',
      HEADER,
      '0,0,1714557600000,aa:bb:cc:dd:ee:f1,36,-50',
      '1500,10,1714557601000,aa:bb:cc:dd:ee:f1,36,-60',
    ]);
    const floor = project.collections.floorPlans[0]!;
    expect(floor.width).toBeLessThanOrEqual(10_000);
    expect(floor.width * floor.metersPerUnit!).toBeCloseTo(1504, 0);
    expect(positions(project)[1]![0]! - positions(project)[0]![0]!).toBeCloseTo(1500, 6);
  });

  it('honours a custom margin and floor unit', async () => {
    const project = await read(['# unit=m', ...IN_METERS], { marginMeters: 0.5, metersPerUnit: 0.25 });
    // 1…11 m → 0.5…11.5 m = 2…46 units; 2…7 m → 1.5…7.5 m = 6…30 units.
    expect(project.collections.floorPlans[0]).toMatchObject({ width: 44, height: 24, metersPerUnit: 0.25 });
  });
});
