import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summarizeEsx, type EsxProject } from '@airscope/esx';
import { readEsx, readSurveyCsv, writeEsx } from '../index.ts';
import { comparableModel } from '../test-support/comparable-model.ts';
import { makeTempDir } from '../test-support/zip-archives.ts';
import { convertFengToSurveyCsv, convertIlcToSurveyCsv, FENG_SITES } from './test-support/convert-survey-fixtures.ts';
import { recoverObservations as decodeAll, type RecoveredObservation } from './test-support/recover-observations.ts';

let temp: Awaited<ReturnType<typeof makeTempDir>>;
beforeAll(async () => {
  temp = await makeTempDir();
});
afterAll(async () => {
  await temp.cleanup();
});

/** Decoding every track takes a while: once per project. */
const decoded = new WeakMap<EsxProject, RecoveredObservation[]>();
function recoverObservations(project: EsxProject): RecoveredObservation[] {
  if (!decoded.has(project)) decoded.set(project, decodeAll(project));
  return decoded.get(project)!;
}

/** Width and height of the walked area on one floor, in metres. */
function spanOf(observations: readonly RecoveredObservation[]): [number, number] {
  const xs = observations.map((o) => o.xMeters);
  const ys = observations.map((o) => o.yMeters);
  return [Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)];
}

/**
 * Counts from the raw files (test-data/surveys/feng-wifi-rss-rtt-los/data), per site over train + test:
 * rows = RSS cells other than -200, e.g. `awk -F, 'NR>1{for(i=8;i<=12;i++) if($i!=-200) n++} END{print n}'`;
 * samples = data lines; span = (max − min of X and Y) × 0.6 m (SOURCE.md: grid indices, 0.6 m pitch).
 */
const FENG = {
  lecture_theatre: { rows: 35_709, bssids: 5, samples: 7_200, span: [10.8, 13.8] },
  office: { rows: 31_741, bssids: 5, samples: 6_480, span: [16.2, 4.2] },
  // Four APs in CSV columns AP2..AP5; the AP1 column is never heard.
  corridor: { rows: 27_061, bssids: 4, samples: 6_840, span: [33.6, 0.6] },
} as const;

describe('importing the Feng/Nguyen/Luo survey (3 rooms, 0.6 m grid)', () => {
  let meters: EsxProject;
  let pixels: EsxProject;
  beforeAll(async () => {
    await convertFengToSurveyCsv(temp.file('feng-m.csv'), 'm');
    await convertFengToSurveyCsv(temp.file('feng-px.csv'), 'px');
    meters = await readSurveyCsv(temp.file('feng-m.csv'));
    pixels = await readSurveyCsv(temp.file('feng-px.csv'));
  });

  it('has one floor per room, train and test surveys, one AP per RSS column, and no warnings', () => {
    expect(summarizeEsx(meters)).toMatchObject({
      floorPlans: 3,
      surveys: 6,
      surveyLookups: 6,
      accessPoints: 14,
      measuredRadios: 14,
      accessPointMeasurements: 14,
      trackFiles: 6,
      warnings: 0,
    });
    expect(meters.collections.floorPlans.map((floor) => floor.name)).toEqual([...FENG_SITES]);
  });

  it.each(FENG_SITES)('keeps every heard sample of %s, with the raw rows, BSSIDs and extent', (site) => {
    const observations = recoverObservations(meters).filter((o) => o.floor === site);
    expect(observations).toHaveLength(FENG[site].rows);
    expect(new Set(observations.map((o) => o.bssid)).size).toBe(FENG[site].bssids);
    const span = spanOf(observations);
    expect(span[0]).toBeCloseTo(FENG[site].span[0], 6);
    expect(span[1]).toBeCloseTo(FENG[site].span[1], 6);
    // One route point per sample (every sample hears at least one AP).
    const surveys = meters.collections.surveys.filter(
      (survey) => meters.collections.floorPlans.find((f) => f.id === survey.floorPlanId)!.name === site,
    );
    expect(surveys.reduce((total, survey) => total + survey.routePoints![0]!.length, 0)).toBe(FENG[site].samples);
  });

  it('gives the same rooms whether the grid is written in metres or as pixels of 0.6 m', () => {
    for (const site of FENG_SITES) {
      const inPixels = pixels.collections.floorPlans.find((floor) => floor.name === site)!;
      expect(inPixels.metersPerUnit).toBe(0.6);
      const span = spanOf(recoverObservations(pixels).filter((o) => o.floor === site));
      expect(span[0]).toBeCloseTo(FENG[site].span[0], 6);
      expect(span[1]).toBeCloseTo(FENG[site].span[1], 6);
    }
    const rssi = (project: EsxProject) => recoverObservations(project).map((o) => `${o.survey}|${o.timeMs}|${o.bssid}|${o.rssi}`);
    expect(rssi(pixels)).toEqual(rssi(meters));
  });
});

/**
 * Counts from test-data/surveys/ilc2020-site2-F8/derived/wifi_observations_interpolated.csv
 * (SOURCE.md: 64,199 rows kept of 74,633; 24 traces): distinct bssid = 784, distinct (bssid, ssid,
 * freq_mhz) = 920; AP keys (bssid without its last hex digit, first octet & ~0x02) = 438 (446 without
 * folding the locally-administered bit), and with the band (first digit of freq_mhz) = 469;
 * distinct (path_id, last_seen_ts_ms) = 24,148; x_m 66.603…193.017, y_m 73.627…186.794.
 */
describe('importing the mall traces (ILC 2020 site 2, floor F8)', () => {
  let project: EsxProject;
  beforeAll(async () => {
    await convertIlcToSurveyCsv(temp.file('mall.csv'));
    project = await readSurveyCsv(temp.file('mall.csv'));
  }, 60_000);

  it('keeps every row, BSSID and trace', () => {
    expect(summarizeEsx(project)).toMatchObject({
      floorPlans: 1,
      surveys: 24,
      accessPointMeasurements: 920,
      measuredRadios: 469,
      accessPoints: 438,
      trackFiles: 24,
      warnings: 0,
    });
    const observations = recoverObservations(project);
    expect(observations).toHaveLength(64_199);
    expect(new Set(observations.map((o) => o.bssid)).size).toBe(784);
    expect(project.collections.surveys.reduce((total, survey) => total + survey.routePoints![0]!.length, 0)).toBe(24_148);
    // UTF-8 SSIDs survive: `grep -c ',杭州B5电竞馆,' wifi_observations_interpolated.csv` gives 774.
    expect(observations.filter((o) => o.ssid === '杭州B5电竞馆').length).toBe(774);
    expect(observations.filter((o) => o.ssid === '').length).toBe(28_455);
  });

  it('keeps the walked extent and the time span of the traces', () => {
    const observations = recoverObservations(project);
    const [width, height] = spanOf(observations);
    expect(width).toBeCloseTo(193.017 - 66.603, 6);
    expect(height).toBeCloseTo(186.794 - 73.627, 6);
    const times = observations.map((o) => o.timeMs);
    expect([Math.min(...times), Math.max(...times)]).toEqual([1_574_229_541_514, 1_574_680_782_038]);
    const floor = project.collections.floorPlans[0]!;
    expect(floor.width * floor.metersPerUnit!).toBeCloseTo(126.414 + 4, 0);
  });

  it('exports to an .esx that reads back equal', async () => {
    await writeEsx(project, temp.file('mall.esx'));
    const back = await readEsx(temp.file('mall.esx'));
    expect(comparableModel(back)).toEqual(comparableModel(project));
  }, 60_000);
});
