import { writeFile } from 'node:fs/promises';
import yauzl from 'yauzl';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EsxError, EsxErrorCode } from './esx-error.ts';
import { readZipEntry } from './read-zip-entry.ts';
import { buildRawZip, deflatedZeros } from './test-support/raw-zip.ts';
import { makeTempDir } from './test-support/zip-archives.ts';

let temp: Awaited<ReturnType<typeof makeTempDir>>;
beforeEach(async () => {
  temp = await makeTempDir();
});
afterEach(async () => {
  await temp.cleanup();
});

describe('the inflate byte counter', () => {
  it('stops a 1 GiB entry one byte past its cap on its own, even without yauzl’s size check', async () => {
    await writeFile(
      temp.file('bomb.zip'),
      buildRawZip([{ name: 'image-bomb', data: deflatedZeros(1024), method: 8, crc32: 0, uncompressedSize: 1024 ** 3 }]),
    );
    const zipfile = await yauzl.openPromise(temp.file('bomb.zip'), { lazyEntries: true, autoClose: false, validateEntrySizes: false });
    const entry = await new Promise<yauzl.Entry>((resolve) => {
      zipfile.once('entry', resolve);
      zipfile.readEntry();
    });
    const progress = { entriesInspected: 0, bytesInflated: 0 };
    const budget = { remainingBytes: 4 * 1024 * 1024, progress };
    const error = await readZipEntry(zipfile, { name: 'image-bomb', entry, isDirectory: false }, 1024 ** 3, budget).catch(
      (reason: unknown) => reason,
    );
    zipfile.close();
    expect(progress.bytesInflated).toBe(4 * 1024 * 1024 + 1);
    expect(error).toBeInstanceOf(EsxError);
    expect(error).toMatchObject({ code: EsxErrorCode.ZIP_UNCOMPRESSED_TOO_LARGE });
    expect((error as EsxError).message).toMatch(/more than the total a project may hold \(stopped at 4\.\d MB\)/);
  });
});
