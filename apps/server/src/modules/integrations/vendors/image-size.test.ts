import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { imageSize, sniffMediaType } from './image-size.ts';

function png(w: number, h: number): Uint8Array {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'ascii');
  ihdr.writeUInt32BE(w, 8);
  ihdr.writeUInt32BE(h, 12);
  ihdr.writeUInt32BE(zlib.crc32(ihdr.subarray(4, 21)), 21);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr]);
}

describe('imageSize', () => {
  it('reads a PNG header', () => {
    expect(imageSize(png(400, 250))).toEqual({ widthPx: 400, heightPx: 250 });
  });

  it('reads a GIF header', () => {
    const gif = Buffer.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x20, 0x03, 0x58, 0x02]);
    expect(imageSize(gif)).toEqual({ widthPx: 800, heightPx: 600 });
  });

  it('reads a JPEG frame header after other segments', () => {
    const app0 = [0xff, 0xe0, 0x00, 0x04, 0x00, 0x00];
    const dht = [0xff, 0xc4, 0x00, 0x04, 0x00, 0x00];
    const sof0 = [0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0xe0, 0x02, 0x80, 0x03];
    const jpeg = Buffer.from([0xff, 0xd8, ...app0, ...dht, ...sof0, 0, 0, 0, 0]);
    expect(imageSize(jpeg)).toEqual({ widthPx: 640, heightPx: 480 });
    expect(sniffMediaType(jpeg, 'application/octet-stream')).toBe('image/jpeg');
  });

  it('knows nothing of other bytes', () => {
    expect(imageSize(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });
});
