import { describe, expect, it } from 'vitest';
import { convertedFileName, readUploadFileExtension, readUploadFileKind, selectUploadFiles } from './select-upload-files.ts';

describe('readUploadFileExtension', () => {
  it.each([
    ['F1.esx', 'esx'],
    ['Office Floor 2.ESX', 'esx'],
    ['ilc-walk.csv', 'csv'],
    ['Walk Survey.CSV ', 'csv'],
    ['notes.txt', null],
    ['project.esx.zip', null],
    ['survey.csv.gz', null],
    ['esx', null],
    ['.esx', null],
    ['.csv', null],
  ])('%j → %s', (name, expected) => {
    expect(readUploadFileExtension(name)).toBe(expected);
  });
});

describe('readUploadFileKind', () => {
  it.each([
    ['F1.esx', 'esx'],
    ['walk.csv', 'csv'],
    ['Campus maps.tar.gz', 'dnac'],
    ['MAPS.TGZ', 'dnac'],
    ['export.zip', 'dnac'],
    ['project.esx.zip', 'dnac'],
    ['maps.tar', null],
    ['.zip', null],
    ['notes.txt', null],
  ])('%j → %s', (name, expected) => {
    expect(readUploadFileKind(name)).toBe(expected);
  });

  it('names the converted archive after it, with .esx', () => {
    expect(['Campus maps.tar.gz', 'a.TGZ', 'b.zip'].map(convertedFileName)).toEqual(['Campus maps.esx', 'a.esx', 'b.esx']);
  });
});

describe('selectUploadFiles', () => {
  it('keeps the .esx, .csv and map archive files in order and refuses the rest', () => {
    const files = [{ name: 'a.esx' }, { name: 'b.pdf' }, { name: 'c.Esx' }, { name: 'd.csv' }, { name: 'e.tar.gz' }];
    expect(selectUploadFiles(files)).toEqual({
      accepted: [{ name: 'a.esx' }, { name: 'c.Esx' }, { name: 'd.csv' }, { name: 'e.tar.gz' }],
      refused: [{ name: 'b.pdf' }],
    });
  });
});
