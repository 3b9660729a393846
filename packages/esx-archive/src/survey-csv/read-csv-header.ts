import { quoteCell, refuseCsv } from './survey-csv-error.ts';
import type { PositionUnit } from './survey-csv-options.ts';

export const SURVEY_CSV_COLUMNS = [
  'x',
  'y',
  'unit',
  'timestamp',
  'bssid',
  'ssid',
  'channel',
  'frequency',
  'band',
  'width',
  'rssi',
  'noise',
  'floor',
  'survey',
] as const;
export type SurveyCsvColumn = (typeof SURVEY_CSV_COLUMNS)[number];

/** Index of each known column in the rows; columns we do not know are ignored. */
export type ColumnIndex = Partial<Record<SurveyCsvColumn, number>>;

const REQUIRED: readonly SurveyCsvColumn[] = ['x', 'y', 'timestamp', 'bssid', 'rssi'];
const REQUIRED_TEXT = 'x, y, timestamp, bssid, rssi, and channel or frequency';

/** Maps header names (trimmed, any case) to column positions; refuses a header without a required column. */
export function readCsvHeader(cells: readonly string[], line: number): ColumnIndex {
  const index: ColumnIndex = {};
  cells.forEach((cell, position) => {
    const name = cell.trim().toLowerCase();
    if (!isKnownColumn(name)) return;
    if (index[name] !== undefined) throw refuseCsv(`the header names the column '${name}' twice.`, line);
    index[name] = position;
  });
  const missing = REQUIRED.filter((name) => index[name] === undefined);
  if (index.channel === undefined && index.frequency === undefined) missing.push('channel');
  if (missing.length > 0) {
    const names = missing.map((name) => (name === 'channel' ? "'channel' or 'frequency'" : `'${name}'`)).join(', ');
    throw refuseCsv(
      `the header row has no ${names} column. A survey CSV needs the columns ${REQUIRED_TEXT} (names in any case and order).`,
      line,
    );
  }
  return index;
}

function isKnownColumn(name: string): name is SurveyCsvColumn {
  return (SURVEY_CSV_COLUMNS as readonly string[]).includes(name);
}

/** File-wide settings written as `# name=value` lines before the header. */
export interface CsvDirectives {
  unit?: PositionUnit;
  metersPerPixel?: number;
}

const DIRECTIVE = /^\s*([A-Za-z]+)\s*=\s*(.*?)\s*$/;

/**
 * Reads a comment as a directive when it is `# unit=...` or `# metersPerPixel=...` (any case);
 * other comments are notes and ignored. Returns whether the comment was a directive.
 */
export function readDirective(text: string, line: number, directives: CsvDirectives): boolean {
  const match = DIRECTIVE.exec(text);
  const key = match?.[1]?.toLowerCase();
  const value = match?.[2] ?? '';
  if (key === 'unit') {
    const unit = parsePositionUnit(value);
    if (unit === undefined) throw refuseCsv(`the unit must be 'm' (metres) or 'px' (pixels), got ${quoteCell(value)}.`, line);
    setOnce(directives, 'unit', unit, line);
    return true;
  }
  if (key === 'metersperpixel') {
    const scale = Number(value);
    if (value === '' || !Number.isFinite(scale) || scale <= 0) {
      throw refuseCsv(`metersPerPixel must be a positive number of metres per pixel, e.g. 0.05, got ${quoteCell(value)}.`, line);
    }
    setOnce(directives, 'metersPerPixel', scale, line);
    return true;
  }
  return false;
}

function setOnce<Key extends keyof CsvDirectives>(directives: CsvDirectives, key: Key, value: CsvDirectives[Key], line: number): void {
  if (directives[key] !== undefined && directives[key] !== value) {
    throw refuseCsv(`'# ${key}=' is given twice with different values (${String(directives[key])} and ${String(value)}).`, line);
  }
  directives[key] = value;
}

/** `m`/`px` in any case, plus the spelled-out words a spreadsheet user may type. */
export function parsePositionUnit(value: string): PositionUnit | undefined {
  const text = value.trim().toLowerCase();
  if (text === 'm' || text === 'meters' || text === 'metres') return 'm';
  if (text === 'px' || text === 'pixels') return 'px';
  return undefined;
}
