import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EsxErrorCode, isEsxError, readSurveyCsv, type SurveyCsvOptions } from '../index.ts';
import { makeTempDir } from '../test-support/zip-archives.ts';
import { expectCsvRefusal, writeCsvFile, type ExpectedRefusal } from './test-support/csv-files.ts';

const HEADER = 'x,y,unit,timestamp,bssid,ssid,channel,band,width,rssi,noise';
const GOOD = '1,2,m,2024-05-01T10:00:00Z,aa:bb:cc:dd:ee:f1,Corp,36,5,20,-50,-95';
/** A good row with one column replaced. */
const row = (changes: Record<string, string>): string =>
  HEADER.split(',')
    .map((name, index) => changes[name] ?? GOOD.split(',')[index])
    .join(',');

let temp: Awaited<ReturnType<typeof makeTempDir>>;
beforeEach(async () => {
  temp = await makeTempDir();
});
afterEach(async () => {
  await temp.cleanup();
});

async function refuse(lines: readonly string[] | string | Buffer, expected: ExpectedRefusal, options?: SurveyCsvOptions) {
  const file = await writeCsvFile(temp.file('survey.csv'), lines);
  return expectCsvRefusal(readSurveyCsv(file, options), expected);
}

describe('refusing bad rows with their line number', () => {
  const ROW = EsxErrorCode.CSV_ROW_INVALID;
  it.each([
    [{ rssi: 'abc' }, "Line 3: RSSI must be a number between -120 and 0 dBm, got 'abc'."],
    [{ rssi: '5' }, "Line 3: RSSI must be a number between -120 and 0 dBm, got '5'."],
    [{ rssi: '' }, 'Line 3: RSSI must be a number between -120 and 0 dBm, got an empty cell.'],
    [{ rssi: '"-67,5"' }, "Line 3: RSSI must be a number between -120 and 0 dBm, got '-67,5' (write decimals with a point, not a comma)."],
    [{ noise: '-200' }, "Line 3: noise must be a number between -130 and 0 dBm, got '-200'."],
    [{ x: 'north' }, "Line 3: x must be a number, got 'north'."],
    [{ y: '' }, 'Line 3: y must be a number, got an empty cell.'],
    [{ bssid: 'aa:bb:cc:dd:ee' }, "Line 3: BSSID must be a MAC address like aa:bb:cc:dd:ee:ff, got 'aa:bb:cc:dd:ee'."],
    [
      { timestamp: '2024-05-01T10:00:00' },
      "Line 3: timestamp '2024-05-01T10:00:00' has no time zone; add 'Z' for UTC or an offset such as '+02:00'.",
    ],
    [{ timestamp: '2024-02-30T10:00:00Z' }, "Line 3: timestamp '2024-02-30T10:00:00Z' is not a real date and time."],
    [
      { timestamp: '1714557600' },
      "Line 3: timestamp '1714557600' is not between 1990 and 2100. It looks like seconds since 1970: multiply by 1000 to get milliseconds.",
    ],
    [{ timestamp: 'yesterday' }, "Line 3: timestamp must be ISO 8601 (2024-05-01T10:00:00Z) or milliseconds since 1970, got 'yesterday'."],
    [{ channel: '37' }, 'Line 3: channel 37 does not exist on the 5 GHz band.'],
    [{ channel: '6', band: '5' }, 'Line 3: channel 6 does not exist on the 5 GHz band.'],
    [{ channel: '0' }, "Line 3: channel must be a whole channel number between 1 and 233, got '0'."],
    [{ channel: '144', width: '160' }, 'Line 3: channel 144 (5 GHz) cannot be the primary channel of a 160 MHz channel.'],
    [{ channel: '6', band: '2.4', width: '80' }, 'Line 3: channel 6 (2.4 GHz) cannot be the primary channel of a 80 MHz channel.'],
    [{ width: '30' }, "Line 3: width must be 20, 40, 80, 160 or 320 MHz, got '30'."],
    [{ band: '3' }, "Line 3: band must be 2.4, 5 or 6 (GHz), got '3'."],
    [{ channel: '' }, 'Line 3: the row has neither a channel nor a frequency.'],
    [{ unit: 'ft' }, "Line 3: unit must be 'm' (metres) or 'px' (pixels), got 'ft'."],
    [{ ssid: 'x'.repeat(33) }, `Line 3: SSID '${'x'.repeat(33)}' is 33 bytes long; Wi-Fi network names are at most 32 bytes.`],
    [{ ssid: 'Café-ΩΩΩΩΩΩΩΩΩΩΩΩΩΩ' }, "Line 3: SSID 'Café-ΩΩΩΩΩΩΩΩΩΩΩΩΩΩ' is 34 bytes long; Wi-Fi network names are at most 32 bytes."],
  ])('%j', async (changes, message) => {
    await refuse([HEADER, GOOD, row(changes)], { code: ROW, line: 3, message });
  });

  it('refuses a frequency that is not a channel centre, or disagrees with the channel or band', async () => {
    const header = 'x,y,unit,timestamp,bssid,channel,frequency,band,rssi';
    const base = '1,2,m,2024-05-01T10:00:00Z,aa:bb:cc:dd:ee:f1';
    await refuse([header, `${base},,5190,,-50`], {
      code: ROW,
      line: 2,
      message: /frequency must be the centre of a 20 MHz Wi-Fi channel in MHz \(e\.g\. 2412, 5180, 5955\), got 5190\.$/,
    });
    await refuse([header, `${base},40,5180,,-50`], {
      code: ROW,
      line: 2,
      message: 'Line 2: channel 40 does not match frequency 5180 MHz (channel 36).',
    });
    await refuse([header, `${base},,5955,5,-50`], {
      code: ROW,
      line: 2,
      message: 'Line 2: frequency 5955 MHz is on the 6 GHz band, but band says 5 GHz.',
    });
  });

  it('refuses a row with more or fewer values than the header has columns', async () => {
    await refuse([HEADER, GOOD, `${GOOD},extra`], {
      code: ROW,
      line: 3,
      message: 'Line 3: this row has 12 values but the header has 11 columns (a value that contains a comma must be in quotes).',
    });
    await refuse([HEADER, '1,2,m'], { code: ROW, line: 2, message: 'Line 2: this row has 3 values but the header has 11 columns.' });
  });

  it('refuses one survey in two places at the same time, naming both lines', async () => {
    const lines = [HEADER, GOOD, row({ bssid: '11:22:33:44:55:66' }), row({ x: '9', bssid: '11:22:33:44:55:67' })];
    await refuse(lines, {
      code: ROW,
      line: 4,
      message:
        "Line 4: survey 'survey' is at (1, 2) m on line 3 and at (9, 2) m here at the same time; one walk cannot be in two places at once. Give each walk its own survey name.",
    });
  });

  it('counts lines across comments, blank lines and multi-line quoted values', async () => {
    const lines = ['# a note', '', HEADER, GOOD.replace('Corp', '"Corp\nTwo lines"'), '', row({ rssi: 'x' })];
    await refuse(lines, { code: ROW, line: 7 });
  });

  it('gives EsxErrors the server already reports', async () => {
    const error = await refuse([HEADER, row({ rssi: '1' })], { code: ROW, line: 2 });
    expect(isEsxError(error)).toBe(true);
    expect(error.name).toBe('EsxError');
  });
});

describe('refusing files whose layout cannot be read', () => {
  const LAYOUT = EsxErrorCode.CSV_INVALID;
  it('names the missing columns', async () => {
    await refuse(['x,y,unit,timestamp,bssid,channel', GOOD], {
      code: LAYOUT,
      line: 1,
      message:
        "Line 1: the header row has no 'rssi' column. A survey CSV needs the columns x, y, timestamp, bssid, rssi, and channel or frequency (names in any case and order).",
    });
    await refuse(['x,y,unit,timestamp,bssid,rssi', GOOD], { code: LAYOUT, line: 1, message: /no 'channel' or 'frequency' column/ });
    await refuse(['x,y,X,unit,timestamp,bssid,channel,rssi'], {
      code: LAYOUT,
      line: 1,
      message: "Line 1: the header names the column 'x' twice.",
    });
  });

  it('asks for a unit, and for a scale with pixels', async () => {
    const header = 'x,y,timestamp,bssid,channel,rssi';
    const data = '1,2,2024-05-01T10:00:00Z,aa:bb:cc:dd:ee:f1,36,-50';
    await refuse([header, data], {
      code: LAYOUT,
      line: 2,
      message: /x and y need a unit: add a 'unit' column \(m or px\), a '# unit=m' line/,
    });
    await refuse(['# unit=px', header, data], {
      code: LAYOUT,
      line: 3,
      message: /positions in pixels need a scale: add a line such as '# metersPerPixel=0.05'/,
    });
    await refuse(['# unit=furlong', header, data], {
      code: LAYOUT,
      line: 1,
      message: "Line 1: the unit must be 'm' (metres) or 'px' (pixels), got 'furlong'.",
    });
    await refuse(['# metersPerPixel=-1', header, data], { code: LAYOUT, line: 1 });
    await refuse([header, '# unit=m', data], {
      code: LAYOUT,
      line: 2,
      message: "Line 2: '# unit=m' must come before the header row to apply to the file.",
    });
    await refuse(
      ['# metersPerPixel=0.05', '# unit=px', header, data],
      { code: LAYOUT, line: 3, message: /the file says metersPerPixel=0.05 but the import was asked for metersPerPixel=0.1/ },
      { metersPerPixel: 0.1 },
    );
  });

  it('refuses empty files, files without rows and files that are not UTF-8', async () => {
    await refuse('', { code: LAYOUT, message: 'The file is empty.' });
    await refuse(['# only a comment'], { code: LAYOUT, message: /^The file has no header row/i });
    await refuse([HEADER, ',,,,,,,,,,'], { code: LAYOUT, message: 'The file has a header but no observation rows.' });
    await refuse(Buffer.from('\xff\xfex\x00,\x00y\x00', 'latin1'), { code: LAYOUT, message: /UTF-16/ });
    const latin1 = Buffer.concat([Buffer.from(`${HEADER}\n${GOOD}\n`), Buffer.from(`${row({ ssid: 'Caf\xe9' })}\n`, 'latin1')]);
    await refuse(latin1, { code: LAYOUT, line: 3, message: /not UTF-8 text.*Save it as "CSV UTF-8"/ });
  });

  it('refuses a missing file as unreadable', async () => {
    await expectCsvRefusal(readSurveyCsv(temp.file('missing.csv')), {
      code: EsxErrorCode.FILE_UNREADABLE,
      message: 'The uploaded file could not be read.',
    });
    await expectCsvRefusal(readSurveyCsv(temp.dir), { code: EsxErrorCode.FILE_UNREADABLE });
  });
});

describe('refusing files beyond the limits', () => {
  const LIMIT = EsxErrorCode.CSV_TOO_LARGE;
  it('caps the file size, rows, BSSIDs, floors and surveys', async () => {
    await refuse(
      [HEADER, GOOD],
      { code: LIMIT, message: /^The file is too large \(\d+ bytes\)\. Airscope accepts survey CSV files up to 10 bytes/ },
      { limits: { maxFileBytes: 10 } },
    );
    await refuse(
      [HEADER, GOOD, GOOD, GOOD],
      { code: LIMIT, line: 4, message: 'Line 4: the file has more than 2 observation rows; split it into smaller files.' },
      { limits: { maxRows: 2 } },
    );
    const bssids = [HEADER, GOOD, row({ bssid: '00:00:00:00:00:01', timestamp: '1714557601000' })];
    await refuse(
      bssids,
      { code: LIMIT, line: 3, message: 'Line 3: the file names more than 1 different BSSIDs; split it into smaller files.' },
      { limits: { maxBssids: 1 } },
    );
    const floors = [
      'floor,survey,x,y,unit,timestamp,bssid,channel,rssi',
      'A,w,1,1,m,1714557600000,aa:bb:cc:dd:ee:f1,1,-50',
      'B,w,1,1,m,1714557600000,aa:bb:cc:dd:ee:f1,1,-50',
    ];
    await refuse(floors, { code: LIMIT, line: 3, message: 'Line 3: the file names more than 1 floors.' }, { limits: { maxFloors: 1 } });
    await refuse(
      [...floors, 'A,v,1,1,m,1714557600000,aa:bb:cc:dd:ee:f1,1,-50'],
      { code: LIMIT, line: 4, message: 'Line 4: the file holds more than 2 surveys (walks per floor).' },
      { limits: { maxSurveys: 2 } },
    );
  });

  it('refuses a floor wider than the span limit, pointing at the unit', async () => {
    const lines = [HEADER, GOOD, row({ x: '3000', timestamp: '1714557601000' })];
    await refuse(lines, {
      code: LIMIT,
      message:
        "The positions on floor 'Floor 1' span 2999 × 0 m; the largest floor accepted is 2000 m across. Check the unit of x and y (pixels read as metres?).",
    });
  });

  it('refuses a survey longer than a track can time (24 days)', async () => {
    const lines = [HEADER, GOOD, row({ timestamp: '2024-06-01T10:00:00Z' })];
    await refuse(lines, {
      code: EsxErrorCode.CSV_ROW_INVALID,
      line: 3,
      message: /would last 31\.0 days \(it starts on line 2\); a survey can last at most 24 days/,
    });
  });
});
