import { readImageSize } from '@airscope/esx-archive';

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const isGif = (bytes: Uint8Array) => bytes.length >= 10 && bytes[0] === 0x47 && bytes[1] === 0x49 && bytes[2] === 0x46;

/**
 * Pixel size of a floor image from its header, so a floor's size comes from the image itself: PNG and JPEG by
 * the .esx reader's header reader, GIF (which some controllers serve) by its logical screen size.
 */
export function imageSize(bytes: Uint8Array): { widthPx: number; heightPx: number } | null {
  const size = readImageSize(asBuffer(bytes));
  if (size) return { widthPx: size.width, heightPx: size.height };
  if (!isGif(bytes)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { widthPx: view.getUint16(6, true), heightPx: view.getUint16(8, true) };
}

/** Media type from the bytes, for servers that label every file application/octet-stream. */
export function sniffMediaType(bytes: Uint8Array, fallback: string): string {
  const size = readImageSize(asBuffer(bytes));
  if (size) return size.type === 'png' ? 'image/png' : 'image/jpeg';
  return isGif(bytes) ? 'image/gif' : fallback;
}
