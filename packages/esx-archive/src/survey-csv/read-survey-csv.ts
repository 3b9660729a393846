import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { isUtf8 } from 'node:buffer';
import type { EsxProject } from '@airscope/esx';
import { describeBytes } from '../describe-size.ts';
import { EsxError, EsxErrorCode } from '../esx-error.ts';
import { buildSurveyProject } from './build-survey-project.ts';
import { readObservations } from './read-observations.ts';
import { refuseCsv, refuseTooLarge } from './survey-csv-error.ts';
import { resolveSurveyCsvOptions, type SurveyCsvOptions } from './survey-csv-options.ts';

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const SAVE_AS_UTF8 = 'Save it as "CSV UTF-8" and try again.';

/**
 * Imports a survey CSV (layout: docs/survey-csv-format.md) as a measured project, the same model
 * `readEsx` returns; positions in metres or pixels, times in ms. Every refusal is an EsxError
 * (a SurveyCsvError with `line` when one line is at fault). The whole file is held in memory.
 */
export async function readSurveyCsv(filePath: string, options: SurveyCsvOptions = {}): Promise<EsxProject> {
  const resolved = resolveSurveyCsvOptions(options, path.basename(filePath).replace(/\.[^.]*$/, ''));
  const bytes = await readCsvBytes(filePath, resolved.limits.maxFileBytes);
  const rows = readObservations(decodeCsvText(bytes), resolved);
  return buildSurveyProject(rows, resolved, createHash('sha256').update(bytes).digest('hex'));
}

async function readCsvBytes(filePath: string, maxBytes: number): Promise<Buffer> {
  let bytes: Buffer;
  try {
    const stats = await stat(filePath);
    if (!stats.isFile()) throw new Error('not a regular file');
    if (stats.size > maxBytes) throw describeTooLarge(stats.size, maxBytes);
    bytes = await readFile(filePath);
  } catch (error) {
    if (error instanceof EsxError) throw error;
    throw new EsxError(EsxErrorCode.FILE_UNREADABLE, 'The uploaded file could not be read.', { cause: error });
  }
  // The file may have grown between stat and read.
  if (bytes.length > maxBytes) throw describeTooLarge(bytes.length, maxBytes);
  if (bytes.length === 0) throw refuseCsv('the file is empty.');
  return bytes;
}

function describeTooLarge(size: number, maxBytes: number): EsxError {
  return refuseTooLarge(
    `The file is too large (${describeBytes(size)}). Airscope accepts survey CSV files up to ${describeBytes(maxBytes)}; split it by survey or floor.`,
  );
}

/** UTF-8 with or without a BOM; other encodings are refused with the line of the first bad byte. */
function decodeCsvText(bytes: Buffer): string {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    throw refuseCsv(`the file is UTF-16 text ("Unicode text" in spreadsheets). ${SAVE_AS_UTF8}`);
  }
  const hasBom = UTF8_BOM.every((byte, index) => bytes[index] === byte);
  const body = hasBom ? bytes.subarray(3) : bytes;
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(body);
  } catch {
    throw refuseCsv(
      `the file is not UTF-8 text (an accented letter or symbol is in another encoding). ${SAVE_AS_UTF8}`,
      findFirstBadLine(body),
    );
  }
}

/** Byte 0x0A never occurs inside a UTF-8 sequence, so lines can be checked one by one. */
function findFirstBadLine(bytes: Buffer): number | undefined {
  let start = 0;
  for (let line = 1; start <= bytes.length; line += 1) {
    const end = bytes.indexOf(0x0a, start);
    const stop = end === -1 ? bytes.length : end;
    if (!isUtf8(bytes.subarray(start, stop))) return line;
    if (end === -1) return undefined;
    start = end + 1;
  }
  return undefined;
}
