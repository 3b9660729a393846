import { EsxError, EsxErrorCode } from '../esx-error.ts';

/** A refusal of a survey CSV; `line` (1-based, as an editor shows it) is set when one line is at fault. */
export class SurveyCsvError extends EsxError {
  readonly line: number | undefined;

  constructor(code: EsxErrorCode, message: string, line?: number) {
    // Problems are written as sentence ends ("the file is empty.") so they read after "Line 12: " too.
    super(code, line === undefined ? message.charAt(0).toUpperCase() + message.slice(1) : `Line ${line}: ${message}`);
    this.line = line;
  }
}

/** A value of one row that cannot be used. */
export function refuseRow(line: number, problem: string): SurveyCsvError {
  return new SurveyCsvError(EsxErrorCode.CSV_ROW_INVALID, problem, line);
}

/** The file's layout (encoding, quoting, header, units) cannot be read. */
export function refuseCsv(problem: string, line?: number): SurveyCsvError {
  return new SurveyCsvError(EsxErrorCode.CSV_INVALID, problem, line);
}

/** A limit of `SurveyCsvLimits` was exceeded. */
export function refuseTooLarge(problem: string, line?: number): SurveyCsvError {
  return new SurveyCsvError(EsxErrorCode.CSV_TOO_LARGE, problem, line);
}

/** Quotes a cell for a message, cut short so a huge cell cannot flood a log line. */
export function quoteCell(value: string): string {
  const shown = value.length > 40 ? `${value.slice(0, 40)}…` : value;
  return `'${shown}'`;
}
