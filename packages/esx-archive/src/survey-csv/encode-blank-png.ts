import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A plain white PNG of the given size in pixels, encoded by hand: 1-bit greyscale, so a floor of
 * 10,000 × 10,000 px is about 12 MB before and some kilobytes after deflate. Ekahau expects a floor's
 * width and height to equal its image's pixel size, hence an image at all.
 */
export function encodeBlankPng(width: number, height: number): Buffer {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`PNG size must be whole positive pixels, got ${width} × ${height}`);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  header[10] = 0; // deflate
  header[11] = 0; // adaptive filtering, each row says "none"
  header[12] = 0; // not interlaced
  const rowBytes = 1 + Math.ceil(width / 8);
  const pixels = Buffer.alloc(rowBytes * height, 0xff);
  for (let row = 0; row < height; row += 1) pixels[row * rowBytes] = 0; // filter type 0 (none)
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}
