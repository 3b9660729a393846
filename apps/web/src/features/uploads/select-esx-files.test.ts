import { describe, expect, it } from 'vitest';
import { isEsxFileName, selectEsxFiles } from './select-esx-files.ts';

describe('isEsxFileName', () => {
  it.each([
    ['F1.esx', true],
    ['Office Floor 2.ESX', true],
    ['notes.txt', false],
    ['project.esx.zip', false],
    ['esx', false],
    ['.esx', false],
  ])('%j → %s', (name, expected) => {
    expect(isEsxFileName(name)).toBe(expected);
  });
});

describe('selectEsxFiles', () => {
  it('keeps the .esx files in order and refuses the rest', () => {
    const files = [{ name: 'a.esx' }, { name: 'b.pdf' }, { name: 'c.Esx' }];
    expect(selectEsxFiles(files)).toEqual({ accepted: [{ name: 'a.esx' }, { name: 'c.Esx' }], refused: [{ name: 'b.pdf' }] });
  });
});
