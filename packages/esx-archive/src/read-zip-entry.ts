import { promisify } from 'node:util';
import { crc32, inflateRaw } from 'node:zlib';
import type yauzl from 'yauzl';
import { quoteEntryName } from './check-entry-name.ts';
import { describeBytes } from './describe-size.ts';
import { describeZipFailure } from './describe-zip-failure.ts';
import { EsxErrorCode, notValidEsx } from './esx-error.ts';
import type { EsxReadProgress } from './read-esx-options.ts';
import type { ZipEntryInfo } from './read-zip-directory.ts';

/** Bytes the whole archive may still inflate to; shared by every entry of one read. */
export interface InflateBudget {
  remainingBytes: number;
  /** Where the bytes actually inflated are counted, refused entries included. */
  progress?: EsxReadProgress;
}

const DEFLATED = 8;
const inflateRawAsync = promisify(inflateRaw);
const MIN_CHUNK_BYTES = 64 * 1024;

/**
 * Inflates one entry into memory. Inflation stops one byte past the declared size, the per-entry cap or
 * the archive budget, whichever comes first, so a lying header cannot make us inflate more. The CRC-32
 * is checked too (yauzl does not), so a damaged entry is never taken as data.
 * The compressed bytes are read first and inflated in one call, on the thread pool (the server keeps
 * answering meanwhile), into a buffer of the declared size: streaming in 16 KB pieces cost a round trip
 * and a buffer per piece, and on the upload bench's large import about a third of the reading time went
 * to that and to collecting the garbage.
 */
export async function readZipEntry(zipfile: yauzl.ZipFile, info: ZipEntryInfo, maxBytes: number, budget: InflateBudget): Promise<Buffer> {
  const declared = info.entry.uncompressedSize;
  const cap = Math.min(declared, maxBytes, budget.remainingBytes);
  const stored = info.entry.compressionMethod !== DEFLATED;
  // A stored entry is its compressed bytes: refuse one that is too large before reading it at all.
  if (stored && info.entry.compressedSize > cap) throw describeOverflow(info.name, declared, info.entry.compressedSize, cap, maxBytes);
  const raw = await readRawEntry(zipfile, info);
  const bytes = !stored ? await inflateWithin(raw, info, cap, maxBytes, budget.progress) : raw;
  const count = bytes.length;
  if (budget.progress) budget.progress.bytesInflated += count;
  if (count > cap) throw describeOverflow(info.name, declared, count, cap, maxBytes);
  const crc = crc32(bytes);
  budget.remainingBytes -= count;
  if (count !== declared) {
    throw notValidEsx(
      EsxErrorCode.ZIP_CORRUPT,
      `the entry ${quoteEntryName(info.name)} is shorter than its header declares; the file is damaged.`,
      {
        entryName: info.name,
      },
    );
  }
  if (crc >>> 0 !== info.entry.crc32 >>> 0) {
    throw notValidEsx(EsxErrorCode.ZIP_CORRUPT, `the entry ${quoteEntryName(info.name)} is damaged (its checksum does not match).`, {
      entryName: info.name,
    });
  }
  return bytes;
}

/** Inflates at most cap + 1 bytes: one byte more than allowed is enough to know the entry lies or is too large. */
async function inflateWithin(
  raw: Buffer,
  info: ZipEntryInfo,
  cap: number,
  maxBytes: number,
  progress: EsxReadProgress | undefined,
): Promise<Buffer> {
  try {
    return await inflateRawAsync(raw, { maxOutputLength: cap + 1, chunkSize: Math.max(MIN_CHUNK_BYTES, cap + 1) });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
      // zlib gave up at cap + 1 bytes: that much was inflated before the entry was refused.
      if (progress) progress.bytesInflated += cap + 1;
      throw describeOverflow(info.name, info.entry.uncompressedSize, cap + 1, cap, maxBytes);
    }
    throw describeZipFailure(error, info.name);
  }
}

/**
 * The entry's bytes as stored in the archive (still deflated), read in one positional read into a scratch
 * buffer that is reused from entry to entry, so reading makes no garbage beyond the inflated result.
 * A stored entry is copied out, because the scratch buffer is overwritten by the next entry.
 */
async function readRawEntry(zipfile: yauzl.ZipFile, info: ZipEntryInfo): Promise<Buffer> {
  const length = info.entry.compressedSize;
  if (length === 0) return Buffer.alloc(0);
  try {
    const { fileDataStart } = await zipfile.readLocalFileHeaderPromise(info.entry, { minimal: true });
    let target = scratchBuffers.get(zipfile) ?? Buffer.alloc(0);
    if (target.length < length) target = Buffer.allocUnsafe(Math.max(length, target.length * 2));
    scratchBuffers.set(zipfile, target);
    // The archive's own positional reader (typed loosely upstream): the same file descriptor yauzl reads.
    const reader = (zipfile as unknown as { reader: PositionalReader }).reader;
    const bytesRead = await new Promise<number>((resolve, reject) => {
      reader.read(target, 0, length, fileDataStart, (error, count) => (error ? reject(error) : resolve(count)));
    });
    if (bytesRead < length) throw new Error('unexpected end of file');
    const raw = target.subarray(0, length);
    return info.entry.compressionMethod === DEFLATED ? raw : Buffer.from(raw);
  } catch (error) {
    throw describeZipFailure(error, info.name);
  }
}

interface PositionalReader {
  read(buffer: Buffer, offset: number, length: number, position: number, callback: (error: Error | null, bytesRead: number) => void): void;
}

// One scratch buffer per open archive (whose entries are read one at a time), grown to its largest entry.
const scratchBuffers = new WeakMap<yauzl.ZipFile, Buffer>();

function describeOverflow(name: string, declared: number, count: number, cap: number, maxBytes: number) {
  const quoted = quoteEntryName(name);
  if (cap === declared) {
    return notValidEsx(
      EsxErrorCode.ZIP_UNCOMPRESSED_TOO_LARGE,
      `the entry ${quoted} unpacks to more data than its header declares (${describeBytes(declared)}); the archive was crafted or damaged.`,
      { entryName: name },
    );
  }
  const limit = cap === maxBytes ? `the ${describeBytes(maxBytes)} allowed for one file` : 'the total a project may hold';
  return notValidEsx(
    EsxErrorCode.ZIP_UNCOMPRESSED_TOO_LARGE,
    `the entry ${quoted} unpacks to more than ${limit} (stopped at ${describeBytes(count)}).`,
    {
      entryName: name,
    },
  );
}
