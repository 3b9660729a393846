import { detectDelimiter, parseCsv } from './parse-csv.ts';
import { readCsvHeader, readDirective, type CsvDirectives } from './read-csv-header.ts';
import { createObservationReader, type Observation } from './read-observation.ts';
import { refuseCsv, refuseTooLarge } from './survey-csv-error.ts';
import type { ResolvedSurveyCsvOptions } from './survey-csv-options.ts';

/**
 * Reads the decoded CSV text into validated rows: `#` lines before the header may set `unit` and
 * `metersPerPixel`; blank lines and rows of empty cells are skipped; the first bad row stops the import.
 */
export function readObservations(text: string, options: ResolvedSurveyCsvOptions): Observation[] {
  const delimiter = detectDelimiter(text);
  const directives: CsvDirectives = {};
  const rows: Observation[] = [];
  let readRow: ReturnType<typeof createObservationReader> | undefined;
  for (const record of parseCsv(text, delimiter, options.limits.maxCellChars)) {
    if (record.kind === 'comment') {
      const isDirective = readDirective(record.text, record.line, directives);
      if (isDirective && readRow !== undefined)
        throw refuseCsv(`'#${record.text}' must come before the header row to apply to the file.`, record.line);
      continue;
    }
    if (record.cells.every((cell) => cell.trim() === '')) continue;
    if (readRow === undefined) {
      const columns = readCsvHeader(record.cells, record.line);
      readRow = createObservationReader({
        columns,
        columnCount: record.cells.length,
        delimiter,
        unit: agree('unit', options.unit, directives.unit, record.line),
        metersPerPixel: agree('metersPerPixel', options.metersPerPixel, directives.metersPerPixel, record.line),
        floorName: options.floorName,
        surveyName: options.surveyName,
      });
      continue;
    }
    if (rows.length === options.limits.maxRows) {
      throw refuseTooLarge(
        `the file has more than ${options.limits.maxRows.toLocaleString('en-US')} observation rows; split it into smaller files.`,
        record.line,
      );
    }
    rows.push(readRow(record.cells, record.line));
  }
  if (readRow === undefined) throw refuseCsv('the file has no header row (x, y, timestamp, bssid, rssi, channel or frequency, ...).');
  if (rows.length === 0) throw refuseCsv('the file has a header but no observation rows.');
  return rows;
}

/** An import option and a `#` line of the file must not disagree: a wrong scale silently distorts every distance. */
function agree<Value>(name: string, option: Value | undefined, fromFile: Value | undefined, line: number): Value | undefined {
  if (option !== undefined && fromFile !== undefined && option !== fromFile) {
    throw refuseCsv(
      `the file says ${name}=${String(fromFile)} but the import was asked for ${name}=${String(option)}; remove one of them.`,
      line,
    );
  }
  return fromFile ?? option;
}
