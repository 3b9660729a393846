import { open, stat } from 'node:fs/promises';
import yauzl from 'yauzl';
import { describeBytes } from './describe-size.ts';
import { EsxError, EsxErrorCode, notValidEsx } from './esx-error.ts';
import type { EsxLimits } from './esx-limits.ts';

const ZIP_SIGNATURES = [
  [0x50, 0x4b, 0x03, 0x04], // local file header: the usual start of a ZIP
  [0x50, 0x4b, 0x05, 0x06], // end of central directory: an empty ZIP
  [0x50, 0x4b, 0x07, 0x08], // spanned-archive marker
];

/** Opens the archive for random access (nothing is inflated yet); refuses files that are too large or not ZIPs. */
export async function openZipArchive(filePath: string, limits: EsxLimits): Promise<{ zipfile: yauzl.ZipFile; archiveBytes: number }> {
  const archiveBytes = await statArchive(filePath);
  if (archiveBytes > limits.maxArchiveBytes) {
    throw new EsxError(
      EsxErrorCode.ZIP_TOO_LARGE,
      `The file is too large (${describeBytes(archiveBytes)}). Airscope accepts .esx projects up to ${describeBytes(limits.maxArchiveBytes)}.`,
    );
  }
  if (archiveBytes === 0) throw notValidEsx(EsxErrorCode.ZIP_NOT_ZIP, 'the file is empty.');
  try {
    // decodeStrings off: names are decoded and checked by us, from the raw bytes.
    const zipfile = await yauzl.openPromise(filePath, {
      lazyEntries: true,
      autoClose: false,
      decodeStrings: false,
      validateEntrySizes: true,
      strictFileNames: true,
    });
    // Failures reach us through each operation; a late one (e.g. closing the descriptor) must not crash the process.
    zipfile.on('error', () => undefined);
    return { zipfile, archiveBytes };
  } catch (error) {
    throw await describeOpenFailure(filePath, error);
  }
}

async function statArchive(filePath: string): Promise<number> {
  try {
    const stats = await stat(filePath);
    if (!stats.isFile()) throw new Error('not a regular file');
    return stats.size;
  } catch (error) {
    throw new EsxError(EsxErrorCode.FILE_UNREADABLE, 'The uploaded file could not be read.', { cause: error });
  }
}

async function describeOpenFailure(filePath: string, error: unknown): Promise<EsxError> {
  const head = await readHead(filePath, 4);
  const looksLikeZip = ZIP_SIGNATURES.some((signature) => signature.every((byte, index) => head[index] === byte));
  if (!looksLikeZip) return notValidEsx(EsxErrorCode.ZIP_NOT_ZIP, 'it is not a ZIP archive.', { cause: error });
  return notValidEsx(
    EsxErrorCode.ZIP_CORRUPT,
    'the ZIP archive is damaged or incomplete (its directory is missing or unreadable — was the upload cut short?).',
    { cause: error },
  );
}

async function readHead(filePath: string, length: number): Promise<Uint8Array> {
  const handle = await open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
