import { readFile, writeFile } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEsxReadProgress, EsxErrorCode } from './index.ts';
import { expectRefusal } from './test-support/expect-refusal.ts';
import { FIXTURES } from './test-support/fixtures.ts';
import { buildRawZip, deflatedEntry, deflatedZeros, storedEntry, type RawZipEntry } from './test-support/raw-zip.ts';
import { makeTempDir } from './test-support/zip-archives.ts';

const GiB = 1024 ** 3;
const PROJECT_JSON = JSON.stringify({ project: { id: 'a1b2c3', status: 'CREATED', schemaVersion: '1.5.0' } });
const projectEntry = (): RawZipEntry => deflatedEntry('project.json', PROJECT_JSON);

let temp: Awaited<ReturnType<typeof makeTempDir>>;
beforeEach(async () => {
  temp = await makeTempDir();
});
afterEach(async () => {
  await temp.cleanup();
});

async function archive(entries: readonly RawZipEntry[], name = 'upload.esx'): Promise<string> {
  await writeFile(temp.file(name), buildRawZip(entries));
  return temp.file(name);
}

describe('refusing files that are not intact ZIP archives', () => {
  it('refuses a file that is not a ZIP', async () => {
    await writeFile(temp.file('notes.esx'), 'These are my survey notes, not a project.');
    const error = await expectRefusal(temp.file('notes.esx'), EsxErrorCode.ZIP_NOT_ZIP);
    expect(error.message).toBe('The file is not a valid .esx project: it is not a ZIP archive.');
  });

  it('refuses an empty file', async () => {
    await writeFile(temp.file('empty.esx'), '');
    await expectRefusal(temp.file('empty.esx'), EsxErrorCode.ZIP_NOT_ZIP);
  });

  it('refuses a truncated upload as damaged, not as "not a ZIP"', async () => {
    const bytes = await readFile(FIXTURES.F1);
    await writeFile(temp.file('cut.esx'), bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    const error = await expectRefusal(temp.file('cut.esx'), EsxErrorCode.ZIP_CORRUPT);
    expect(error.message).toMatch(/damaged or incomplete/);
  });

  it('refuses an archive that lost its last bytes', async () => {
    const bytes = await readFile(FIXTURES.TEST);
    await writeFile(temp.file('cut.esx'), bytes.subarray(0, bytes.length - 10));
    await expectRefusal(temp.file('cut.esx'), EsxErrorCode.ZIP_CORRUPT);
  });

  it('refuses an entry whose bytes do not match its checksum', async () => {
    const floors = storedEntry('floorPlans.json', '{"floorPlans": []}');
    const damaged = { ...floors, data: Buffer.from('{"floorPlans": {}}') };
    const error = await expectRefusal(await archive([projectEntry(), damaged]), EsxErrorCode.ZIP_CORRUPT);
    expect(error.message).toMatch(/checksum/);
  });

  it('refuses a file larger than the archive cap before opening it', async () => {
    const error = await expectRefusal(FIXTURES.F1, EsxErrorCode.ZIP_TOO_LARGE, { maxArchiveBytes: 1024 * 1024 });
    expect(error.message).toMatch(/too large \(1\.4 MB\).*up to 1 MB/);
  });

  it('refuses a file that does not exist', async () => {
    await expectRefusal(temp.file('missing.esx'), EsxErrorCode.FILE_UNREADABLE);
  });
});

describe('refusing zip bombs', () => {
  it('refuses 1 MB that declares 1 GiB from the central directory, before inflating a byte', async () => {
    const bomb = deflatedZeros(1024);
    const filePath = await archive([{ name: 'image-bomb', data: bomb, method: 8, crc32: 0, uncompressedSize: GiB }, projectEntry()]);
    expect(bomb.length).toBeGreaterThan(900_000);
    expect(bomb.length).toBeLessThan(1_200_000);
    const progress = createEsxReadProgress();
    const error = await expectRefusal(filePath, EsxErrorCode.ZIP_RATIO_TOO_HIGH, undefined, progress);
    expect(error.message).toMatch(/zip bomb/);
    // The bomb's own directory record was the first and last one looked at.
    expect(progress).toEqual({ entriesInspected: 1, bytesInflated: 0 });
  });

  it('stops inflating one byte past the declared size when the headers lie', async () => {
    const bomb = deflatedZeros(1024);
    const lying: RawZipEntry = { name: 'image-bomb', data: bomb, method: 8, crc32: 0, uncompressedSize: 100_000 };
    const progress = createEsxReadProgress();
    const error = await expectRefusal(await archive([lying, projectEntry()]), EsxErrorCode.ZIP_UNCOMPRESSED_TOO_LARGE, undefined, progress);
    expect(error.message).toMatch(/more data than its header declares/);
    // 1 GiB of zeros behind the entry, of which exactly the declared 100,000 bytes and one more were inflated.
    expect(progress).toEqual({ entriesInspected: 2, bytesInflated: 100_001 });
  });

  it('refuses a total declared size above the cap even when each entry looks modest', async () => {
    const entries = [
      projectEntry(),
      ...[1, 2, 3].map((n) => ({ name: `image-big${n}`, data: deflatedZeros(1), method: 8, crc32: 0, uncompressedSize: 1024 * 1024 })),
    ];
    await expectRefusal(await archive(entries), EsxErrorCode.ZIP_UNCOMPRESSED_TOO_LARGE, {
      maxTotalUncompressedBytes: 2 * 1024 * 1024,
      maxEntryRatio: 10_000,
      maxTotalRatio: 10_000,
    });
  });

  it('refuses entries that share compressed bytes (overlapping-entry bomb)', async () => {
    const shared = deflatedEntry('image-a', Buffer.alloc(1000));
    const error = await expectRefusal(
      await archive([projectEntry(), shared, { ...shared, name: 'image-b', reuseLocalHeaderOf: 1 }]),
      EsxErrorCode.ZIP_CORRUPT,
    );
    expect(error.message).toMatch(/overlap/);
  });

  it('refuses 100,000 entries from the directory count, without walking a single entry', async () => {
    const entries = Array.from({ length: 100_000 }, (_, index) => storedEntry(`f${index}`, ''));
    const filePath = await archive(entries);
    const progress = createEsxReadProgress();
    const error = await expectRefusal(filePath, EsxErrorCode.ZIP_TOO_MANY_ENTRIES, undefined, progress);
    expect(error.message).toBe('The file is not a valid .esx project: it holds 100,000 files, more than the 10,000 a project may have.');
    expect(progress).toEqual({ entriesInspected: 0, bytesInflated: 0 });
  });
});

describe('refusing dangerous entries', () => {
  it.each([['../x'], ['/abs'], ['..\\x'], ['C:\\x'], ['C:/x'], ['a/../../x'], ['image-a\u0000.png'], ['x'.repeat(300)]])(
    'refuses an entry named %j',
    async (name) => {
      const error = await expectRefusal(await archive([projectEntry(), storedEntry(name, 'evil')]), EsxErrorCode.ZIP_BAD_ENTRY_NAME);
      expect(error.message).toMatch(/unsafe name/);
    },
  );

  it('refuses a symlink entry (unix mode 0120000)', async () => {
    const link = storedEntry('image-abc', '/etc/passwd', { versionMadeBy: 0x031e, externalAttributes: (0o120777 << 16) >>> 0 });
    const error = await expectRefusal(await archive([projectEntry(), link]), EsxErrorCode.ZIP_SYMLINK);
    expect(error.message).toMatch(/symbolic link/);
  });

  it('refuses an encrypted entry', async () => {
    // Traditional encryption prefixes 12 header bytes to the stored data.
    const encrypted = storedEntry('notes.json', 'xxxxxxxxxxxx{"notes": []}', { flags: 0x801, uncompressedSize: 13 });
    await expectRefusal(await archive([projectEntry(), encrypted]), EsxErrorCode.ZIP_ENCRYPTED);
  });

  it('refuses an unknown compression method', async () => {
    await expectRefusal(
      await archive([projectEntry(), storedEntry('notes.json', '{}', { method: 12 })]),
      EsxErrorCode.ZIP_UNSUPPORTED_COMPRESSION,
    );
  });

  it('refuses two entries with the same name', async () => {
    const error = await expectRefusal(await archive([projectEntry(), projectEntry()]), EsxErrorCode.ZIP_DUPLICATE_ENTRY);
    expect(error.entryName).toBe('project.json');
  });
});

describe('refusing ZIPs that are not current Ekahau projects', () => {
  it('refuses the legacy XML format without parsing the XML', async () => {
    const xxe = '<?xml version="1.0"?><!DOCTYPE p [<!ENTITY x SYSTEM "file:///etc/passwd">]><project>&x;</project>';
    const error = await expectRefusal(await archive([storedEntry('project.xml', xxe)]), EsxErrorCode.ESX_LEGACY_XML);
    expect(error.message).toMatch(/old Ekahau XML format.*Ekahau Pro 10 or newer/);
  });

  it('refuses a ZIP that holds no project', async () => {
    await expectRefusal(await archive([storedEntry('holiday.jpg', 'not a project')]), EsxErrorCode.ESX_NOT_A_PROJECT);
  });

  it('refuses an .esx format version it cannot read', async () => {
    const error = await expectRefusal(await archive([storedEntry('version', '3.0'), projectEntry()]), EsxErrorCode.ESX_UNSUPPORTED_VERSION);
    expect(error.message).toMatch(/version 3\.0/);
  });
});
