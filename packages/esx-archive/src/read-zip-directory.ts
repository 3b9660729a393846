import yauzl from 'yauzl';
import { assertSafeEntryName, quoteEntryName } from './check-entry-name.ts';
import { describeBytes, describeCount } from './describe-size.ts';
import { describeZipFailure } from './describe-zip-failure.ts';
import { EsxErrorCode, notValidEsx } from './esx-error.ts';
import type { EsxLimits } from './esx-limits.ts';
import type { EsxReadProgress } from './read-esx-options.ts';

/** One checked entry of the central directory. */
export interface ZipEntryInfo {
  readonly name: string;
  readonly entry: yauzl.Entry;
  readonly isDirectory: boolean;
}

const UNIX_FILE_TYPE_MASK = 0o170000;
const UNIX_SYMLINK = 0o120000;
const LOCAL_HEADER_MIN_BYTES = 30;

/**
 * Reads and checks every central-directory record before any byte is inflated:
 * entry count, names, symlinks, encryption, compression method, declared sizes and ratios, overlaps.
 */
export async function readZipDirectory(
  zipfile: yauzl.ZipFile,
  archiveBytes: number,
  limits: EsxLimits,
  progress?: EsxReadProgress,
): Promise<ZipEntryInfo[]> {
  if (zipfile.entryCount > limits.maxEntries) {
    throw notValidEsx(
      EsxErrorCode.ZIP_TOO_MANY_ENTRIES,
      `it holds ${describeCount(zipfile.entryCount)} files, more than the ${describeCount(limits.maxEntries)} a project may have.`,
    );
  }
  const checker = createEntryChecker(archiveBytes, limits);
  const entries: ZipEntryInfo[] = [];
  await new Promise<void>((resolve, reject) => {
    const finish = (error?: unknown): void => {
      zipfile.removeListener('entry', onEntry);
      zipfile.removeListener('end', onEnd);
      zipfile.removeListener('error', onError);
      if (error === undefined) resolve();
      else reject(describeZipFailure(error));
    };
    const onEntry = (entry: yauzl.Entry): void => {
      try {
        if (progress) progress.entriesInspected += 1;
        entries.push(checker(entry));
        zipfile.readEntry();
      } catch (error) {
        finish(error);
      }
    };
    const onEnd = (): void => finish();
    const onError = (error: unknown): void => finish(error);
    zipfile.on('entry', onEntry);
    zipfile.once('end', onEnd);
    zipfile.once('error', onError);
    zipfile.readEntry();
  });
  assertNoOverlappingEntries(entries);
  return entries;
}

function createEntryChecker(archiveBytes: number, limits: EsxLimits): (entry: yauzl.Entry) => ZipEntryInfo {
  const seen = new Set<string>();
  let declaredTotal = 0;
  return (entry) => {
    const name = decodeEntryName(entry);
    assertSafeEntryName(name, entry.fileNameRaw, limits.maxEntryNameBytes);
    const quoted = quoteEntryName(name);
    const details = { entryName: name };
    if ((entry.generalPurposeBitFlag & 0x1) !== 0) {
      throw notValidEsx(
        EsxErrorCode.ZIP_ENCRYPTED,
        `the entry ${quoted} is encrypted. Save the project without a password and upload it again.`,
        details,
      );
    }
    if (((entry.externalFileAttributes >>> 16) & UNIX_FILE_TYPE_MASK) === UNIX_SYMLINK) {
      throw notValidEsx(
        EsxErrorCode.ZIP_SYMLINK,
        `the entry ${quoted} is a symbolic link; a project file only holds plain files.`,
        details,
      );
    }
    if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
      throw notValidEsx(
        EsxErrorCode.ZIP_UNSUPPORTED_COMPRESSION,
        `the entry ${quoted} uses compression method ${entry.compressionMethod}; Ekahau only writes stored or deflated entries.`,
        details,
      );
    }
    if (seen.has(name)) {
      throw notValidEsx(
        EsxErrorCode.ZIP_DUPLICATE_ENTRY,
        `the entry ${quoted} appears twice, so it is unclear which one to read.`,
        details,
      );
    }
    seen.add(name);
    declaredTotal += entry.uncompressedSize;
    assertDeclaredSizes(entry, name, declaredTotal, archiveBytes, limits);
    return { name, entry, isDirectory: name.endsWith('/') };
  };
}

function decodeEntryName(entry: yauzl.Entry): string {
  // strictFileNames keeps backslashes, so the name check sees exactly what the archive says.
  return yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, true);
}

function assertDeclaredSizes(entry: yauzl.Entry, name: string, declaredTotal: number, archiveBytes: number, limits: EsxLimits): void {
  const quoted = quoteEntryName(name);
  const details = { entryName: name };
  const size = entry.uncompressedSize;
  const isJson = name.toLowerCase().endsWith('.json');
  // The ratio goes first: it names a bomb for what it is.
  if (size > limits.ratioExemptBytes && size > limits.maxEntryRatio * Math.max(entry.compressedSize, 1)) {
    const ratio = Math.round(size / Math.max(entry.compressedSize, 1));
    throw notValidEsx(
      EsxErrorCode.ZIP_RATIO_TOO_HIGH,
      `the entry ${quoted} unpacks to ${describeCount(ratio)} times its packed size (${describeBytes(size)}); only a deliberately crafted file (a "zip bomb") does that.`,
      details,
    );
  }
  if (isJson && size > limits.maxJsonEntryBytes) {
    throw notValidEsx(
      EsxErrorCode.JSON_TOO_LARGE,
      `the data file ${quoted} is ${describeBytes(size)}, more than the ${describeBytes(limits.maxJsonEntryBytes)} allowed for one file.`,
      details,
    );
  }
  if (size > limits.maxEntryBytes) {
    throw notValidEsx(
      EsxErrorCode.ZIP_UNCOMPRESSED_TOO_LARGE,
      `the entry ${quoted} unpacks to ${describeBytes(size)}, more than the ${describeBytes(limits.maxEntryBytes)} allowed for one file.`,
      details,
    );
  }
  if (declaredTotal > limits.maxTotalUncompressedBytes) {
    throw notValidEsx(
      EsxErrorCode.ZIP_UNCOMPRESSED_TOO_LARGE,
      `it would unpack to more than ${describeBytes(limits.maxTotalUncompressedBytes)}, the most a project may hold.`,
      details,
    );
  }
  if (declaredTotal > limits.ratioExemptBytes && declaredTotal > limits.maxTotalRatio * archiveBytes) {
    throw notValidEsx(
      EsxErrorCode.ZIP_RATIO_TOO_HIGH,
      `it would unpack to more than ${describeCount(limits.maxTotalRatio)} times its size; only a deliberately crafted file (a "zip bomb") does that.`,
      details,
    );
  }
}

/** Entries sharing compressed bytes are the trick of non-recursive zip bombs; a real archive never overlaps. */
function assertNoOverlappingEntries(entries: readonly ZipEntryInfo[]): void {
  const byOffset = [...entries].sort((a, b) => a.entry.relativeOffsetOfLocalHeader - b.entry.relativeOffsetOfLocalHeader);
  for (let index = 1; index < byOffset.length; index += 1) {
    const previous = byOffset[index - 1]!.entry;
    const current = byOffset[index]!;
    const previousEnd = previous.relativeOffsetOfLocalHeader + LOCAL_HEADER_MIN_BYTES + previous.compressedSize;
    if (current.entry.relativeOffsetOfLocalHeader < previousEnd) {
      throw notValidEsx(
        EsxErrorCode.ZIP_CORRUPT,
        `its entries overlap (entry ${quoteEntryName(current.name)}), a trick used by crafted "zip bomb" files.`,
        { entryName: current.name },
      );
    }
  }
}
