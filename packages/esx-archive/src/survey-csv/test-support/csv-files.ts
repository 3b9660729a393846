import { writeFile } from 'node:fs/promises';
import { expect } from 'vitest';
import { EsxError, type EsxErrorCode } from '../../esx-error.ts';
import { SurveyCsvError } from '../survey-csv-error.ts';

/** One CSV line, quoting only what RFC 4180 requires (delimiter, quote, line break). */
export function csvLine(cells: readonly (string | number)[]): string {
  return cells.map((cell) => (/[",\r\n]/.test(String(cell)) ? `"${String(cell).replaceAll('"', '""')}"` : String(cell))).join(',');
}

/** Writes CSV lines (or raw text or bytes) to a file and returns its path. */
export async function writeCsvFile(filePath: string, content: readonly string[] | string | Buffer, newline = '\n'): Promise<string> {
  await writeFile(filePath, typeof content === 'string' || Buffer.isBuffer(content) ? content : `${content.join(newline)}${newline}`);
  return filePath;
}

export interface ExpectedRefusal {
  code: EsxErrorCode;
  line?: number | undefined;
  /** Exact message, or a fragment it must contain. */
  message?: string | RegExp;
}

/** Awaits a refusal and checks what a client sees: an EsxError with its code, the line, and the words. */
export async function expectCsvRefusal(promise: Promise<unknown>, expected: ExpectedRefusal): Promise<EsxError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(EsxError);
  const refusal = error as EsxError;
  expect(refusal.code).toBe(expected.code);
  if (expected.line !== undefined) {
    expect(refusal).toBeInstanceOf(SurveyCsvError);
    expect((refusal as SurveyCsvError).line).toBe(expected.line);
    expect(refusal.message.startsWith(`Line ${expected.line}: `)).toBe(true);
  }
  if (typeof expected.message === 'string') expect(refusal.message).toBe(expected.message);
  else if (expected.message !== undefined) expect(refusal.message).toMatch(expected.message);
  return refusal;
}
