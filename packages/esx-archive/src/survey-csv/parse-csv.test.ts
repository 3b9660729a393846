import { describe, expect, it } from 'vitest';
import { EsxErrorCode } from '../esx-error.ts';
import { detectDelimiter, parseCsv, type CsvDelimiter, type CsvRecord } from './parse-csv.ts';
import { SurveyCsvError } from './survey-csv-error.ts';

const parse = (text: string, delimiter: CsvDelimiter = ',', maxCellChars = 256): CsvRecord[] => [
  ...parseCsv(text, delimiter, maxCellChars),
];
const rows = (text: string, delimiter: CsvDelimiter = ','): [number, string[]][] =>
  parse(text, delimiter).flatMap((record) => (record.kind === 'row' ? [[record.line, record.cells] as [number, string[]]] : []));

function refusalOf(text: string, maxCellChars = 256): SurveyCsvError {
  try {
    parse(text, ',', maxCellChars);
  } catch (error) {
    expect(error).toBeInstanceOf(SurveyCsvError);
    return error as SurveyCsvError;
  }
  throw new Error('expected a refusal');
}

describe('parsing CSV text (RFC 4180)', () => {
  it('reads quoted cells holding the delimiter, doubled quotes and line breaks', () => {
    const text = 'a,"b,c","say ""hi""","two\r\nlines","three\nlines"\nnext,row\n';
    expect(rows(text)).toEqual([
      [1, ['a', 'b,c', 'say "hi"', 'two\r\nlines', 'three\nlines']],
      [4, ['next', 'row']],
    ]);
  });

  it('gives the same records for CRLF, LF and lone CR line ends, with or without a final line end', () => {
    const expected = [
      [1, ['x', 'y']],
      [2, ['1', '2']],
    ];
    for (const text of ['x,y\r\n1,2\r\n', 'x,y\n1,2\n', 'x,y\r1,2\r', 'x,y\n1,2']) expect(rows(text)).toEqual(expected);
  });

  it('keeps empty cells, including a trailing one, and never invents a last empty record', () => {
    expect(rows('a,,c,\n,\n')).toEqual([
      [1, ['a', '', 'c', '']],
      [2, ['', '']],
    ]);
    expect(rows('"",""')).toEqual([[1, ['', '']]]);
  });

  it('reads # lines as comments and skips blank lines, counting lines as an editor does', () => {
    const records = parse('# unit=m\n\nx,y\r\n\r\n# note\n1,2\n');
    expect(records).toEqual([
      { kind: 'comment', line: 1, text: ' unit=m' },
      { kind: 'row', line: 3, cells: ['x', 'y'] },
      { kind: 'comment', line: 5, text: ' note' },
      { kind: 'row', line: 6, cells: ['1', '2'] },
    ]);
  });

  it('does not take a # inside a quoted value, or after the first cell, for a comment', () => {
    expect(rows('"a\n# not a comment",#b\n')).toEqual([[1, ['a\n# not a comment', '#b']]]);
  });

  it('counts lines inside quoted values so later errors point at the right line', () => {
    expect(rows('"1\r\n2\n3\r4",x\nlast\n')).toEqual([
      [1, ['1\r\n2\n3\r4', 'x']],
      [5, ['last']],
    ]);
  });

  it('reads semicolon- and tab-separated text', () => {
    expect(rows('a;"b;c"\n', ';')).toEqual([[1, ['a', 'b;c']]]);
    expect(rows('a\t"b\tc"\n', '\t')).toEqual([[1, ['a', 'b\tc']]]);
  });

  it('keeps spaces and non-ASCII text as written', () => {
    expect(rows(' a , 杭州大悦城 ,"Café "\n')).toEqual([[1, [' a ', ' 杭州大悦城 ', 'Café ']]]);
  });

  it('refuses a quote inside an unquoted value, with its line', () => {
    const refusal = refusalOf('x,y\n1,Joe"s\n');
    expect(refusal).toMatchObject({ code: EsxErrorCode.CSV_INVALID, line: 2 });
    expect(refusal.message).toMatch(/^Line 2: a quote \(["]\) appears inside a value that does not start with one/);
  });

  it('refuses a quoted value that is never closed, naming the line where it opens', () => {
    expect(refusalOf('x,y\n1,2\n3,"open\n4,5\n')).toMatchObject({ code: EsxErrorCode.CSV_INVALID, line: 3 });
  });

  it('refuses text between a closing quote and the next comma', () => {
    const refusal = refusalOf('x,y\n"a"b,2\n');
    expect(refusal.message).toBe('Line 2: a quoted value must be followed by a comma or the end of the line.');
  });

  it('refuses a cell longer than the limit', () => {
    expect(refusalOf(`x,${'a'.repeat(300)}\n`)).toMatchObject({ code: EsxErrorCode.CSV_TOO_LARGE, line: 1 });
  });
});

describe('choosing the delimiter from the header', () => {
  it.each([
    ['x,y;z\n1,2\n', ','],
    ['# a;b;c\nx;y;z\n', ';'],
    ['x\ty\tz\n', '\t'],
    ['\n\nx\n1\n', ','],
    ['', ','],
  ] as const)('%j uses %j', (text, delimiter) => {
    expect(detectDelimiter(text)).toBe(delimiter);
  });
});
