import { describe, expect, it } from 'vitest';
import { readDownloadFileName } from './download-file-name.ts';

describe('readDownloadFileName', () => {
  it('prefers the UTF-8 filename* of the header', () => {
    expect(readDownloadFileName(`attachment; filename="K_ln.esx"; filename*=UTF-8''K%C3%B6ln.esx`, 'x.esx')).toBe('Köln.esx');
  });

  it('falls back to the plain filename, then to the given name', () => {
    expect(readDownloadFileName('attachment; filename="Office.esx"', 'x.esx')).toBe('Office.esx');
    expect(readDownloadFileName('attachment; filename=Office.esx', 'x.esx')).toBe('Office.esx');
    expect(readDownloadFileName(null, 'Fallback.esx')).toBe('Fallback.esx');
    expect(readDownloadFileName(`attachment; filename*=UTF-8''%E0%A4%A`, 'Broken.esx')).toBe('Broken.esx');
  });

  it('replaces characters a file system would refuse', () => {
    expect(readDownloadFileName('attachment; filename="a/b:c.esx"', 'x.esx')).toBe('a_b_c.esx');
    expect(readDownloadFileName(null, '  ')).toBe('project.esx');
  });
});
