import { crc32 } from 'node:zlib';
import type { Readable } from 'node:stream';
import type yauzl from 'yauzl';
import { quoteEntryName } from './check-entry-name.ts';
import { describeBytes } from './describe-size.ts';
import { describeZipFailure } from './describe-zip-failure.ts';
import { EsxErrorCode, notValidEsx } from './esx-error.ts';
import type { ZipEntryInfo } from './read-zip-directory.ts';

/** Bytes the whole archive may still inflate to; shared by every entry of one read. */
export interface InflateBudget {
  remainingBytes: number;
}

/**
 * Inflates one entry into memory. A running byte counter stops at the declared size, the per-entry cap
 * or the archive budget, whichever comes first, so a lying header cannot make us inflate more. The CRC-32
 * is checked too (yauzl does not), so a damaged entry is never taken as data.
 */
export async function readZipEntry(zipfile: yauzl.ZipFile, info: ZipEntryInfo, maxBytes: number, budget: InflateBudget): Promise<Buffer> {
  const stream = await openEntryStream(zipfile, info);
  const declared = info.entry.uncompressedSize;
  const cap = Math.min(declared, maxBytes, budget.remainingBytes);
  const chunks: Buffer[] = [];
  let count = 0;
  let crc = 0;
  await new Promise<void>((resolve, reject) => {
    let settled = false;
    const fail = (error: unknown): void => {
      if (settled) return;
      settled = true;
      stream.destroy();
      reject(error);
    };
    stream.on('data', (chunk: Buffer) => {
      if (settled) return;
      count += chunk.length;
      if (count > cap) {
        fail(describeOverflow(info.name, declared, count, cap, maxBytes));
        return;
      }
      crc = crc32(chunk, crc);
      chunks.push(chunk);
    });
    stream.on('error', (error: unknown) => fail(describeZipFailure(error, info.name)));
    stream.on('end', () => {
      if (settled) return;
      settled = true;
      resolve();
    });
  });
  budget.remainingBytes -= count;
  if (count !== declared) {
    throw notValidEsx(EsxErrorCode.ZIP_CORRUPT, `the entry ${quoteEntryName(info.name)} is shorter than its header declares; the file is damaged.`, {
      entryName: info.name,
    });
  }
  if (crc >>> 0 !== info.entry.crc32 >>> 0) {
    throw notValidEsx(EsxErrorCode.ZIP_CORRUPT, `the entry ${quoteEntryName(info.name)} is damaged (its checksum does not match).`, {
      entryName: info.name,
    });
  }
  return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, count);
}

function openEntryStream(zipfile: yauzl.ZipFile, info: ZipEntryInfo): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zipfile.openReadStream(info.entry, (error, stream) => {
      if (error) reject(describeZipFailure(error, info.name));
      else resolve(stream);
    });
  });
}

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
  return notValidEsx(EsxErrorCode.ZIP_UNCOMPRESSED_TOO_LARGE, `the entry ${quoted} unpacks to more than ${limit} (stopped at ${describeBytes(count)}).`, {
    entryName: name,
  });
}
