import type { FrequencyBand } from '@airscope/esx';
import { quoteCell, refuseRow } from './survey-csv-error.ts';

const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d{1,3})?$/;

/** A plain decimal number ("-67", "12.5", "1e3"); undefined for anything else, including "12,5". */
export function parseDecimal(cell: string): number | undefined {
  const text = cell.trim();
  if (!DECIMAL.test(text)) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/** Explains why a cell is not a number, with the decimal-comma hint spreadsheets make necessary. */
export function describeNotNumber(cell: string): string {
  const hint = /^\s*[+-]?\d+,\d+\s*$/.test(cell) ? ' (write decimals with a point, not a comma)' : '';
  return `got ${cell.trim() === '' ? 'an empty cell' : quoteCell(cell)}${hint}`;
}

/** A number within [min, max], or a refusal in the engineer's words ("RSSI must be a number between -120 and 0 dBm"). */
export function readNumberInRange(cell: string, line: number, what: string, min: number, max: number, unit: string): number {
  const value = parseDecimal(cell);
  if (value === undefined || value < min || value > max) {
    throw refuseRow(line, `${what} must be a number between ${min} and ${max}${unit}, ${describeNotNumber(cell)}.`);
  }
  return value;
}

const MAC_FORMS = [/^[0-9a-f]{2}([:-])(?:[0-9a-f]{2}\1){4}[0-9a-f]{2}$/, /^[0-9a-f]{4}\.[0-9a-f]{4}\.[0-9a-f]{4}$/, /^[0-9a-f]{12}$/];

/** A BSSID in any usual MAC spelling, returned as lower-case `aa:bb:cc:dd:ee:ff` (the form Ekahau files use). */
export function readBssid(cell: string, line: number): string {
  const text = cell.trim().toLowerCase();
  if (!MAC_FORMS.some((form) => form.test(text))) {
    throw refuseRow(
      line,
      `BSSID must be a MAC address like aa:bb:cc:dd:ee:ff, got ${cell.trim() === '' ? 'an empty cell' : quoteCell(cell)}.`,
    );
  }
  const hex = text.replace(/[:.-]/g, '');
  return hex.match(/../g)!.join(':');
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?\s*(?:([Zz])|([+-])(\d{2}):?(\d{2})?)?$/;
const EARLIEST_MS = Date.UTC(1990, 0, 1);
const LATEST_MS = Date.UTC(2100, 0, 1);

/**
 * A timestamp as epoch milliseconds: ISO 8601 with a time zone ("2024-05-01T10:00:00.123Z",
 * "+02:00") or whole milliseconds since 1970. Sub-millisecond digits are dropped (tracks store ms).
 */
export function readTimestamp(cell: string, line: number): number {
  const text = cell.trim();
  if (/^\d{1,16}$/.test(text)) return checkEpochMs(Number(text), text, line);
  const match = ISO.exec(text);
  if (match === null) {
    throw refuseRow(
      line,
      `timestamp must be ISO 8601 (2024-05-01T10:00:00Z) or milliseconds since 1970, got ${text === '' ? 'an empty cell' : quoteCell(cell)}.`,
    );
  }
  const [, year, month, day, hour, minute, second = '0', fraction = '', utc, sign, offsetHours, offsetMinutes = '0'] = match;
  if (utc === undefined && sign === undefined) {
    throw refuseRow(line, `timestamp ${quoteCell(text)} has no time zone; add 'Z' for UTC or an offset such as '+02:00'.`);
  }
  const fields = [Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second)] as const;
  const local = Date.UTC(...fields, Number(fraction.padEnd(3, '0').slice(0, 3)));
  const check = new Date(local);
  const offset = sign === undefined ? 0 : (sign === '-' ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes));
  const valid =
    check.getUTCMonth() === fields[1] &&
    check.getUTCDate() === fields[2] &&
    check.getUTCHours() === fields[3] &&
    check.getUTCMinutes() === fields[4] &&
    check.getUTCSeconds() === fields[5] &&
    Math.abs(offset) <= 14 * 60 &&
    Number(offsetMinutes) < 60;
  if (!valid) throw refuseRow(line, `timestamp ${quoteCell(text)} is not a real date and time.`);
  return checkEpochMs(local - offset * 60_000, text, line);
}

function checkEpochMs(value: number, text: string, line: number): number {
  if (value >= EARLIEST_MS && value < LATEST_MS) return value;
  const seconds = value * 1000;
  const hint =
    seconds >= EARLIEST_MS && seconds < LATEST_MS ? ' It looks like seconds since 1970: multiply by 1000 to get milliseconds.' : '';
  throw refuseRow(line, `timestamp ${quoteCell(text)} is not between 1990 and 2100.${hint}`);
}

/** "2.4", "5", "6" (optionally with GHz), or Ekahau's TWO/FIVE/SIX. */
export function readBand(cell: string, line: number): FrequencyBand {
  const text = cell
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '')
    .replace(/ghz$|g$/, '');
  if (text === '2.4' || text === 'two') return 'TWO';
  if (text === '5' || text === 'five') return 'FIVE';
  if (text === '6' || text === 'six') return 'SIX';
  throw refuseRow(line, `band must be 2.4, 5 or 6 (GHz), got ${quoteCell(cell)}.`);
}

const WIDTHS = [20, 40, 80, 160, 320];

/** Channel width in MHz: 20, 40, 80, 160 or 320, optionally followed by "MHz". */
export function readWidth(cell: string, line: number): number {
  const width = parseDecimal(
    cell
      .trim()
      .toLowerCase()
      .replace(/\s*mhz$/, ''),
  );
  if (width === undefined || !WIDTHS.includes(width))
    throw refuseRow(line, `width must be 20, 40, 80, 160 or 320 MHz, got ${quoteCell(cell)}.`);
  return width;
}
