import { createHash } from 'node:crypto';

/**
 * A UUID (version 4 layout, as Ekahau writes) derived from the file's hash and what the record stands
 * for, so importing the same file twice gives the same ids and two different files never share one.
 */
export function makeRecordId(fileHash: string, kind: string, key: string): string {
  const bytes = createHash('sha256').update(`${fileHash}\u0000${kind}\u0000${key}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
