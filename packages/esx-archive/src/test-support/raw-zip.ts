import { crc32, deflateRawSync } from 'node:zlib';

/**
 * A ZIP entry written byte by byte, so tests can build archives no library would: lying sizes,
 * traversal names, symlinks, encryption flags, 100k entries.
 */
export interface RawZipEntry {
  name: string | Buffer;
  /** Payload exactly as stored in the archive (already deflated when method is 8). */
  data?: Buffer;
  method?: number;
  /** Declared sizes and CRC; default to the honest values for `content`. */
  crc32?: number;
  compressedSize?: number;
  uncompressedSize?: number;
  /** The uncompressed bytes, used for the honest defaults. */
  content?: Buffer;
  flags?: number;
  versionMadeBy?: number;
  externalAttributes?: number;
  /** Write the local header at the offset of an earlier entry (overlapping entries). */
  reuseLocalHeaderOf?: number;
}

export function storedEntry(name: string, content: Buffer | string, extra: Partial<RawZipEntry> = {}): RawZipEntry {
  const bytes = Buffer.from(content);
  return { name, data: bytes, content: bytes, method: 0, ...extra };
}

export function deflatedEntry(name: string, content: Buffer | string, extra: Partial<RawZipEntry> = {}): RawZipEntry {
  const bytes = Buffer.from(content);
  return { name, data: deflateRawSync(bytes), content: bytes, method: 8, ...extra };
}

/** Builds a whole archive; switches to a ZIP64 end record when there are more than 65,535 entries. */
export function buildRawZip(entries: readonly RawZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  const offsets: number[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const data = entry.data ?? Buffer.alloc(0);
    const content = entry.content ?? data;
    const fields = {
      flags: entry.flags ?? 0x800,
      method: entry.method ?? 0,
      crc: entry.crc32 ?? crc32(content),
      compressed: entry.compressedSize ?? data.length,
      uncompressed: entry.uncompressedSize ?? content.length,
    };
    let headerOffset = offset;
    if (entry.reuseLocalHeaderOf !== undefined) headerOffset = offsets[entry.reuseLocalHeaderOf]!;
    else {
      const local = Buffer.alloc(30);
      local.writeUInt32LE(0x04034b50, 0);
      local.writeUInt16LE(20, 4);
      local.writeUInt16LE(fields.flags, 6);
      local.writeUInt16LE(fields.method, 8);
      local.writeUInt32LE(0, 10);
      local.writeUInt32LE(fields.crc >>> 0, 14);
      local.writeUInt32LE(fields.compressed, 18);
      local.writeUInt32LE(fields.uncompressed, 22);
      local.writeUInt16LE(name.length, 26);
      locals.push(local, name, data);
      offset += 30 + name.length + data.length;
    }
    offsets.push(headerOffset);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(entry.versionMadeBy ?? 20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(fields.flags, 8);
    central.writeUInt16LE(fields.method, 10);
    central.writeUInt32LE(fields.crc >>> 0, 16);
    central.writeUInt32LE(fields.compressed, 20);
    central.writeUInt32LE(fields.uncompressed, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE((entry.externalAttributes ?? 0) >>> 0, 38);
    central.writeUInt32LE(headerOffset, 42);
    centrals.push(central, name);
  }
  const centralDirectory = Buffer.concat(centrals);
  return Buffer.concat([...locals, centralDirectory, endRecords(entries.length, centralDirectory.length, offset)]);
}

function endRecords(count: number, centralSize: number, centralOffset: number): Buffer {
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  const small = count <= 0xffff;
  eocd.writeUInt16LE(small ? count : 0xffff, 8);
  eocd.writeUInt16LE(small ? count : 0xffff, 10);
  eocd.writeUInt32LE(centralSize, 12);
  eocd.writeUInt32LE(centralOffset, 16);
  if (small) return eocd;
  const zip64 = Buffer.alloc(56);
  zip64.writeUInt32LE(0x06064b50, 0);
  zip64.writeBigUInt64LE(44n, 4);
  zip64.writeUInt16LE(45, 12);
  zip64.writeUInt16LE(45, 14);
  zip64.writeBigUInt64LE(BigInt(count), 24);
  zip64.writeBigUInt64LE(BigInt(count), 32);
  zip64.writeBigUInt64LE(BigInt(centralSize), 40);
  zip64.writeBigUInt64LE(BigInt(centralOffset), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(centralOffset + centralSize), 8);
  locator.writeUInt32LE(1, 16);
  return Buffer.concat([zip64, locator, eocd]);
}

/**
 * A raw deflate stream of `mebibytes` MiB of zeros, about 1 KB per MiB: one fully flushed block of
 * 1 MiB of zeros repeated (a full flush resets the compressor, so the blocks are independent), then a final empty block.
 */
export function deflatedZeros(mebibytes: number): Buffer {
  const block = deflateRawSync(Buffer.alloc(1024 * 1024), { finishFlush: 3 /* Z_FULL_FLUSH */ });
  const final = deflateRawSync(Buffer.alloc(0));
  return Buffer.concat([...Array.from({ length: mebibytes }, () => block), final]);
}
