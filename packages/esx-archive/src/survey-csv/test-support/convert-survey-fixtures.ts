import { readFile, writeFile } from 'node:fs/promises';
import { csvLine } from './csv-files.ts';
import { SURVEYS_DIR } from '@airscope/test-data';

/** test-data/surveys (see each folder's SOURCE.md). */
export const SURVEY_FIXTURES_DIR = `${SURVEYS_DIR}/`;

export const FENG_SITES = ['lecture_theatre', 'office', 'corridor'] as const;
const FENG_PARTS = ['train', 'test'] as const;
/** SOURCE.md: X/Y are grid indices, not metres; the grid pitch is 0.6 m. */
const FENG_GRID_METERS = 0.6;
const FENG_NOT_HEARD = -200;
const FENG_START_MS = Date.UTC(2024, 0, 1);

/**
 * Feng/Nguyen/Luo data (one row = one sample at a reference point, RSS of 5 AP columns) to our layout:
 * floor = site, survey = train/test, one CSV row per heard AP. The source has no BSSID, channel or time,
 * so these are made up and said so: BSSID 02:f0:00:00:0<site>:<column>0 (a separate AP per column under
 * the last-hex-digit rule), channel 36, and sample k of a file at 1 s × k. RSS -200 means "not heard".
 * In pixels, the grid index is written as is with metersPerPixel 0.6.
 */
export async function convertFengToSurveyCsv(target: string, unit: 'm' | 'px'): Promise<void> {
  const lines = ['# Feng/Nguyen/Luo WiFi RSS & RTT dataset, converted by the test', `# unit=${unit}`];
  if (unit === 'px') lines.push(`# metersPerPixel=${FENG_GRID_METERS}`);
  lines.push('floor,survey,x,y,timestamp,bssid,channel,band,rssi');
  for (const [siteIndex, site] of FENG_SITES.entries()) {
    for (const part of FENG_PARTS) {
      const text = await readFile(`${SURVEY_FIXTURES_DIR}feng-wifi-rss-rtt-los/data/database_${site}_${part}.csv`, 'utf8');
      const rows = text.trim().split(/\r?\n/).slice(1);
      rows.forEach((row, sample) => {
        const cells = row.split(',').map(Number);
        const [x, y] = [cells[0]!, cells[1]!].map((value) => (unit === 'm' ? round(value * FENG_GRID_METERS) : value));
        const timestamp = new Date(FENG_START_MS + sample * 1000).toISOString();
        for (let column = 1; column <= 5; column += 1) {
          const rss = cells[6 + column]!; // X, Y, AP1..AP5 RTT, then AP1..AP5 RSS
          if (rss === FENG_NOT_HEARD) continue;
          lines.push(csvLine([site, part, x!, y!, timestamp, `02:f0:00:00:0${siteIndex}:${column}0`, 36, 5, rss]));
        }
      });
    }
  }
  await writeFile(target, `${lines.join('\n')}\n`);
}

/** SOURCE.md: map height in metres; the traces have y up from the bottom-left, our layout has y down. */
export const ILC_MAP_HEIGHT_METERS = 219.74676479990106;

/**
 * The mall traces (derived/wifi_observations_interpolated.csv, one row per Wi-Fi observation with an
 * interpolated position) to our layout, written the way a spreadsheet would: BOM, CRLF, every SSID
 * quoted, columns in another order. survey = path id, timestamp = last_seen_ts_ms (when the BSSID was heard).
 */
export async function convertIlcToSurveyCsv(target: string): Promise<void> {
  const text = await readFile(`${SURVEY_FIXTURES_DIR}ilc2020-site2-F8/derived/wifi_observations_interpolated.csv`, 'utf8');
  const [header, ...rows] = text.trim().split(/\r?\n/);
  const column = Object.fromEntries(header!.split(',').map((name, index) => [name, index]));
  const lines = [
    '# Microsoft Indoor Location Competition 2.0, site2 F8, converted by the test',
    '# unit=m',
    'Survey,Timestamp,X,Y,BSSID,SSID,Frequency,RSSI,Floor',
  ];
  for (const row of rows) {
    const cells = row.split(','); // no SSID of this file holds a comma or a quote
    const cell = (name: string): string => cells[column[name]!]!;
    const y = round(ILC_MAP_HEIGHT_METERS - Number(cell('y_m')));
    const ssid = `"${cell('ssid').replaceAll('"', '""')}"`;
    lines.push(
      [cell('path_id'), cell('last_seen_ts_ms'), cell('x_m'), y, cell('bssid'), ssid, cell('freq_mhz'), cell('rssi_dbm'), 'F8'].join(','),
    );
  }
  await writeFile(target, `\uFEFF${lines.join('\r\n')}\r\n`);
}

function round(value: number): number {
  return Number(value.toFixed(6));
}
