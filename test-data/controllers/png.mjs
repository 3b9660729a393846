// A minimal PNG writer (8-bit greyscale, one IDAT) so the floor images are made here, not downloaded.
import zlib from 'node:zlib';

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A floor-plan-like picture: light background, a 1 m grid (every `ppm` px) and darker outer walls. */
export function floorPng(widthPx, heightPx, ppm, shade) {
  const rows = [];
  for (let y = 0; y < heightPx; y++) {
    const row = Buffer.alloc(widthPx + 1);
    for (let x = 0; x < widthPx; x++) {
      const wall = x < 3 || y < 3 || x >= widthPx - 3 || y >= heightPx - 3;
      const grid = x % ppm === 0 || y % ppm === 0;
      row[x + 1] = wall ? 40 : grid ? shade : 245;
    }
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(widthPx, 0);
  ihdr.writeUInt32BE(heightPx, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
