import { refuseCsv, refuseTooLarge } from './survey-csv-error.ts';

/** A data row (cells as written, quotes removed) or a `#` comment line; `line` is where it starts, 1-based. */
export type CsvRecord = { kind: 'row'; line: number; cells: string[] } | { kind: 'comment'; line: number; text: string };

export type CsvDelimiter = ',' | ';' | '\t';

const QUOTE = 0x22;
const HASH = 0x23;
const LF = 0x0a;
const CR = 0x0d;

/**
 * Splits CSV text (BOM already removed) into records, RFC 4180 style: quoted cells may hold the
 * delimiter, line breaks and doubled quotes; CRLF, LF and lone CR all end a line. Stricter than most
 * readers on purpose: a stray quote is refused with its line rather than silently shifting columns.
 */
export function* parseCsv(text: string, delimiter: CsvDelimiter, maxCellChars: number): Generator<CsvRecord> {
  const separator = delimiter.charCodeAt(0);
  const length = text.length;
  let index = 0;
  let line = 1;
  while (index < length) {
    const first = text.charCodeAt(index);
    if (first === LF || first === CR) {
      index = skipLineBreak(text, index);
      line += 1;
      continue;
    }
    if (first === HASH) {
      const end = findLineEnd(text, index);
      yield { kind: 'comment', line, text: text.slice(index + 1, end) };
      index = skipLineBreak(text, end);
      line += 1;
      continue;
    }
    const start = line;
    const cells: string[] = [];
    for (;;) {
      let value: string;
      if (text.charCodeAt(index) === QUOTE) {
        const quoted = readQuotedCell(text, index, line);
        value = quoted.value;
        index = quoted.next;
        line += quoted.lineBreaks;
      } else {
        let end = index;
        for (; end < length; end += 1) {
          const code = text.charCodeAt(end);
          if (code === separator || code === LF || code === CR) break;
          if (code === QUOTE) throw describeStrayQuote(line);
        }
        value = text.slice(index, end);
        index = end;
      }
      if (value.length > maxCellChars) {
        throw refuseTooLarge(`a value is ${value.length} characters long; the longest accepted is ${maxCellChars}.`, line);
      }
      cells.push(value);
      if (index >= length) break;
      const next = text.charCodeAt(index);
      if (next === separator) {
        index += 1;
        continue;
      }
      if (next === LF || next === CR) {
        index = skipLineBreak(text, index);
        line += 1;
        break;
      }
      throw refuseCsv(`a quoted value must be followed by ${describeDelimiter(delimiter)} or the end of the line.`, line);
    }
    yield { kind: 'row', line: start, cells };
  }
}

/** Reads `"..."` starting at the opening quote; `""` inside stands for one quote. */
function readQuotedCell(text: string, open: number, line: number): { value: string; next: number; lineBreaks: number } {
  let value = '';
  let from = open + 1;
  let lineBreaks = 0;
  for (;;) {
    const close = text.indexOf('"', from);
    if (close === -1) {
      throw refuseCsv(
        'a value opened with a quote (") is never closed. Close it with a quote, and write a quote inside a value as two quotes ("").',
        line,
      );
    }
    const chunk = text.slice(from, close);
    lineBreaks += countLineBreaks(chunk);
    value += chunk;
    if (text.charCodeAt(close + 1) !== QUOTE) return { value, next: close + 1, lineBreaks };
    value += '"';
    from = close + 2;
  }
}

/** Picks the delimiter from the header line: comma unless the header has none and uses semicolons or tabs (spreadsheet exports). */
export function detectDelimiter(text: string): CsvDelimiter {
  let index = 0;
  while (index < text.length) {
    const end = findLineEnd(text, index);
    const line = text.slice(index, end);
    if (line.trim() !== '' && !line.startsWith('#')) {
      if (line.includes(',')) return ',';
      const semicolons = line.split(';').length;
      const tabs = line.split('\t').length;
      if (semicolons > 1 || tabs > 1) return semicolons >= tabs ? ';' : '\t';
      return ',';
    }
    index = skipLineBreak(text, end);
  }
  return ',';
}

export function describeDelimiter(delimiter: CsvDelimiter): string {
  return delimiter === ',' ? 'a comma' : delimiter === ';' ? 'a semicolon' : 'a tab';
}

function describeStrayQuote(line: number) {
  return refuseCsv(
    'a quote (") appears inside a value that does not start with one. Put the whole value in quotes and double the quote inside it, e.g. "Joe\'s ""Cafe""".',
    line,
  );
}

function findLineEnd(text: string, from: number): number {
  for (let index = from; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === LF || code === CR) return index;
  }
  return text.length;
}

function skipLineBreak(text: string, index: number): number {
  if (text.charCodeAt(index) === CR && text.charCodeAt(index + 1) === LF) return index + 2;
  return index < text.length ? index + 1 : index;
}

/** Line breaks inside a quoted value, so later line numbers stay right; CRLF counts once. */
function countLineBreaks(chunk: string): number {
  let count = 0;
  for (let index = 0; index < chunk.length; index += 1) {
    const code = chunk.charCodeAt(index);
    if (code === LF || (code === CR && chunk.charCodeAt(index + 1) !== LF)) count += 1;
  }
  return count;
}
