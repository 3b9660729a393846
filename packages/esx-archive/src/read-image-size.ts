import type { EsxImageType } from '@airscope/esx';
import { detectImageType } from './detect-image-type.ts';

export interface ImageSize {
  readonly type: Extract<EsxImageType, 'png' | 'jpeg'>;
  readonly width: number;
  readonly height: number;
}

/**
 * Type and pixel size of a PNG (IHDR) or JPEG (first start-of-frame marker), read from the header bytes only:
 * nothing is decoded. Undefined for anything else or for a header that does not hold together.
 */
export function readImageSize(bytes: Buffer): ImageSize | undefined {
  const type = detectImageType(bytes);
  const size = type === 'png' ? pngSize(bytes) : type === 'jpeg' ? jpegSize(bytes) : undefined;
  if (!size || size.width < 1 || size.height < 1 || (type !== 'png' && type !== 'jpeg')) return undefined;
  return { type, ...size };
}

function pngSize(bytes: Buffer): { width: number; height: number } | undefined {
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

// Start-of-frame markers C0–CF, less DHT (C4), JPG (C8) and DAC (CC), which share the range.
const NOT_FRAME = new Set([0xc4, 0xc8, 0xcc]);

function jpegSize(bytes: Buffer): { width: number; height: number } | undefined {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && !NOT_FRAME.has(marker)) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    const length = bytes.readUInt16BE(offset + 2);
    if (length < 2) return undefined;
    offset += 2 + length;
  }
  return undefined;
}
