import { describe, expect, it } from 'vitest';
import { encodeBlankPng } from './survey-csv/encode-blank-png.ts';
import { readImageSize } from './read-image-size.ts';

/** The head of a baseline JPEG: SOI, a JFIF APP0 segment, then a start-of-frame saying height 300, width 640. */
function jpegHead(): Buffer {
  const app0 = [0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof0 = [0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0x2c, 0x02, 0x80, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return Buffer.from([0xff, 0xd8, ...app0, ...sof0, 0xff, 0xd9]);
}

describe('readImageSize', () => {
  it('reads the pixel size of a PNG from its IHDR and of a JPEG from its start-of-frame', () => {
    expect(readImageSize(encodeBlankPng(123, 45))).toEqual({ type: 'png', width: 123, height: 45 });
    expect(readImageSize(jpegHead())).toEqual({ type: 'jpeg', width: 640, height: 300 });
  });

  it('gives nothing for other files and for headers that do not hold together', () => {
    expect(readImageSize(Buffer.from('GIF89a....'))).toBeUndefined();
    expect(readImageSize(encodeBlankPng(10, 10).subarray(0, 20))).toBeUndefined();
    expect(readImageSize(jpegHead().subarray(0, 12))).toBeUndefined();
  });
});
