import { describeDelimiter, type CsvDelimiter } from './parse-csv.ts';
import { describeNotNumber, parseDecimal, readBssid, readNumberInRange, readTimestamp } from './parse-csv-values.ts';
import { parsePositionUnit, type ColumnIndex } from './read-csv-header.ts';
import { readWifiChannel, type WifiChannel } from './read-wifi-channel.ts';
import { quoteCell, refuseCsv, refuseRow } from './survey-csv-error.ts';
import type { PositionUnit } from './survey-csv-options.ts';

/** One row of the CSV: a BSSID heard at a place and time. */
export interface Observation {
  line: number;
  floor: string;
  survey: string;
  /** Position as written, in `unit`. */
  x: number;
  y: number;
  unit: PositionUnit;
  /** 1 for metres, the file's metersPerPixel for pixels. */
  metersPerSourceUnit: number;
  timeMs: number;
  bssid: string;
  /** Undefined when the file has no ssid column; "" for a hidden network. */
  ssid: string | undefined;
  channel: WifiChannel;
  /** Whole dBm, as the survey track stores it. */
  rssi: number;
  noise: number | undefined;
}

export interface ObservationContext {
  columns: ColumnIndex;
  columnCount: number;
  delimiter: CsvDelimiter;
  /** File-wide unit (directive or option), used when a row has no unit of its own. */
  unit: PositionUnit | undefined;
  metersPerPixel: number | undefined;
  floorName: string;
  surveyName: string;
}

const MAX_SSID_BYTES = 32;
const MAX_NAME_CHARS = 100;

/** Returns a reader of data rows; repeated strings and channels are shared to keep a million rows in memory. */
export function createObservationReader(context: ObservationContext): (cells: readonly string[], line: number) => Observation {
  const { columns } = context;
  const strings = new Map<string, string>();
  const share = (value: string): string => remember(strings, value, () => value);
  const bssids = new Map<string, string>();
  const readSharedBssid = (cell: string, line: number): string => remember(bssids, cell, () => share(readBssid(cell, line)));
  const channels = new Map<string, WifiChannel>();
  const cell = (cells: readonly string[], index: number | undefined): string | undefined =>
    index === undefined ? undefined : cells[index];

  return (cells, line) => {
    if (cells.length !== context.columnCount) throw describeColumnCountMismatch(cells.length, context, line);
    const unit = readUnit(cell(cells, columns.unit), context.unit, line);
    const metersPerSourceUnit = unit === 'm' ? 1 : readScale(context.metersPerPixel, line);
    const channelCells = {
      channel: cell(cells, columns.channel),
      frequency: cell(cells, columns.frequency),
      band: cell(cells, columns.band),
      width: cell(cells, columns.width),
    };
    const channelKey = `${channelCells.channel}|${channelCells.frequency}|${channelCells.band}|${channelCells.width}`;
    const channel = remember(channels, channelKey, () => readWifiChannel(channelCells, line));
    const noiseCell = cell(cells, columns.noise) ?? '';
    const ssid = cell(cells, columns.ssid);
    return {
      line,
      floor: share(readName(cell(cells, columns.floor), context.floorName, 'floor', line)),
      survey: share(readName(cell(cells, columns.survey), context.surveyName, 'survey', line)),
      x: readCoordinate(cells[columns.x!]!, 'x', line),
      y: readCoordinate(cells[columns.y!]!, 'y', line),
      unit,
      metersPerSourceUnit,
      timeMs: readTimestamp(cells[columns.timestamp!]!, line),
      bssid: readSharedBssid(cells[columns.bssid!]!, line),
      ssid: ssid === undefined ? undefined : share(readSsid(ssid, line)),
      channel,
      rssi: Math.round(readNumberInRange(cells[columns.rssi!]!, line, 'RSSI', -120, 0, ' dBm')) + 0,
      noise: noiseCell.trim() === '' ? undefined : Math.round(readNumberInRange(noiseCell, line, 'noise', -130, 0, ' dBm')) + 0,
    };
  };
}

/** The cached value of a key, computed once; a refusal is not cached, so every bad row is checked. */
function remember<Value>(cache: Map<string, Value>, key: string, compute: () => Value): Value {
  let value = cache.get(key);
  if (value === undefined) {
    value = compute();
    cache.set(key, value);
  }
  return value;
}

function readCoordinate(cell: string, axis: 'x' | 'y', line: number): number {
  const value = parseDecimal(cell);
  if (value === undefined) throw refuseRow(line, `${axis} must be a number, ${describeNotNumber(cell)}.`);
  return value;
}

function readUnit(cell: string | undefined, fileUnit: PositionUnit | undefined, line: number): PositionUnit {
  if (cell !== undefined && cell.trim() !== '') {
    const unit = parsePositionUnit(cell);
    if (unit === undefined) throw refuseRow(line, `unit must be 'm' (metres) or 'px' (pixels), got ${quoteCell(cell)}.`);
    return unit;
  }
  if (fileUnit !== undefined) return fileUnit;
  throw refuseCsv(
    "x and y need a unit: add a 'unit' column (m or px), a '# unit=m' line before the header, or choose the unit when importing.",
    line,
  );
}

function readScale(metersPerPixel: number | undefined, line: number): number {
  if (metersPerPixel !== undefined) return metersPerPixel;
  throw refuseCsv(
    "positions in pixels need a scale: add a line such as '# metersPerPixel=0.05' before the header, or give metersPerPixel when importing.",
    line,
  );
}

function readName(cell: string | undefined, fallback: string, what: 'floor' | 'survey', line: number): string {
  const name = cell?.trim() ?? '';
  if (name.length > MAX_NAME_CHARS)
    throw refuseRow(line, `the ${what} name is ${name.length} characters long; the longest accepted is ${MAX_NAME_CHARS}.`);
  return name === '' ? fallback : name;
}

function readSsid(cell: string, line: number): string {
  const bytes = Buffer.byteLength(cell, 'utf8');
  if (bytes > MAX_SSID_BYTES)
    throw refuseRow(line, `SSID ${quoteCell(cell)} is ${bytes} bytes long; Wi-Fi network names are at most ${MAX_SSID_BYTES} bytes.`);
  return cell;
}

function describeColumnCountMismatch(count: number, context: ObservationContext, line: number) {
  const hint = count > context.columnCount ? ` (a value that contains ${describeDelimiter(context.delimiter)} must be in quotes)` : '';
  return refuseRow(line, `this row has ${count} values but the header has ${context.columnCount} columns${hint}.`);
}
