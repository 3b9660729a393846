import type { EsxImageType } from '@airscope/esx';

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_MAGIC = [0xff, 0xd8, 0xff];
const SVG_SNIFF_BYTES = 4096;

/** Image type from magic bytes, never from the name or `imageFormat` (docs/security.md F4). */
export function detectImageType(bytes: Uint8Array): EsxImageType {
  if (startsWith(bytes, PNG_MAGIC)) return 'png';
  if (startsWith(bytes, JPEG_MAGIC)) return 'jpeg';
  if (looksLikeSvg(bytes)) return 'svg';
  return 'other';
}

/** The `imageFormat` value Ekahau writes for a detected type. */
export function imageFormatOf(type: EsxImageType): string | undefined {
  return { png: 'PNG', jpeg: 'JPEG', svg: 'SVG', other: undefined }[type];
}

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return bytes.length >= magic.length && magic.every((byte, index) => bytes[index] === byte);
}

/** SVG is text: it starts with "<" (after a BOM and blanks) and has an <svg element near the top. */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, SVG_SNIFF_BYTES))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return head.startsWith('<') && /<svg[\s>]/i.test(head);
}
