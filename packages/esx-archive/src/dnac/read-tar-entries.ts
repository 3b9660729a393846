import { findEntryNameProblem, quoteEntryName } from '../check-entry-name.ts';
import { describeBytes, describeCount } from '../describe-size.ts';
import { DnacError, DnacErrorCode } from './dnac-error.ts';
import type { DnacLimits } from './dnac-limits.ts';

const BLOCK = 512;
const FILE_TYPES = new Set(['0', '\0', '7']);
const LINK_TYPES = new Set(['1', '2']);
const SPECIAL_TYPES = new Set(['3', '4', '6']);

/**
 * The regular files of a (ustar, pax or GNU) tar held in memory, by name. Every header is checked before its
 * data is taken: checksum, entry count, name (no `..`, absolute path, backslash or NUL), kind (links and device
 * files are refused, never followed), size against the per-entry cap and against the end of the archive.
 * Directory entries only count; a leading `./` is dropped, as `tar -C dir .` writes it.
 */
export function readTarEntries(tar: Buffer, limits: DnacLimits): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  let offset = 0;
  let entries = 0;
  let pendingName: string | undefined;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    assertChecksum(header);
    entries += 1;
    if (entries > limits.maxEntries) {
      throw new DnacError(
        DnacErrorCode.TOO_MANY_ENTRIES,
        `it holds more than ${describeCount(limits.maxEntries)} files, more than a map export may have.`,
      );
    }
    const type = String.fromCharCode(header[156]!);
    const size = readSize(header);
    const dataStart = offset + BLOCK;
    if (dataStart + size > tar.length)
      throw new DnacError(DnacErrorCode.ARCHIVE_CORRUPT, 'the archive is cut short (an entry runs past its end).');
    const data = tar.subarray(dataStart, dataStart + size);
    offset = dataStart + Math.ceil(size / BLOCK) * BLOCK;

    if (type === 'x' || type === 'L') {
      if (size > limits.maxEntryNameBytes + 1024) throw new DnacError(DnacErrorCode.BAD_ENTRY_NAME, 'an entry name record is too long.');
      pendingName = type === 'L' ? data.toString('utf8').replace(/\0+$/, '') : readPaxPath(data);
      continue;
    }
    if (type === 'g') continue;
    const rawName = pendingName === undefined ? headerName(header) : Buffer.from(pendingName, 'utf8');
    pendingName = undefined;
    const name = normaliseName(rawName.toString('utf8'));
    if (name === '') continue;
    const problem = findEntryNameProblem(name, rawName, limits.maxEntryNameBytes);
    if (problem) {
      throw new DnacError(DnacErrorCode.BAD_ENTRY_NAME, `an entry has an unsafe name ${quoteEntryName(name)} (${problem}).`);
    }
    if (LINK_TYPES.has(type) || SPECIAL_TYPES.has(type)) {
      throw new DnacError(
        DnacErrorCode.LINK_ENTRY,
        `the entry ${quoteEntryName(name)} is a link or a device file, which a map export never holds.`,
      );
    }
    if (type === '5') continue;
    if (!FILE_TYPES.has(type)) {
      throw new DnacError(DnacErrorCode.ARCHIVE_CORRUPT, `the entry ${quoteEntryName(name)} is of a kind a map export never holds.`);
    }
    if (size > limits.maxEntryBytes) {
      throw new DnacError(
        DnacErrorCode.UNPACKS_TOO_LARGE,
        `the entry ${quoteEntryName(name)} is larger than the ${describeBytes(limits.maxEntryBytes)} allowed for one file.`,
      );
    }
    if (files.has(name)) throw new DnacError(DnacErrorCode.ARCHIVE_CORRUPT, `two entries are named ${quoteEntryName(name)}.`);
    files.set(name, data);
  }
  return files;
}

function assertChecksum(header: Buffer): void {
  let sum = 0;
  for (let index = 0; index < BLOCK; index += 1) sum += index >= 148 && index < 156 ? 0x20 : header[index]!;
  const stored = parseOctal(header.subarray(148, 156));
  if (stored !== sum) throw new DnacError(DnacErrorCode.ARCHIVE_CORRUPT, 'a tar header is damaged (its checksum does not match).');
}

function readSize(header: Buffer): number {
  const field = header.subarray(124, 136);
  // GNU base-256: the high bit of the first byte set. Sizes past 2^53 cannot be real here.
  if ((field[0]! & 0x80) !== 0) {
    let value = field[0]! & 0x7f;
    for (const byte of field.subarray(1)) value = value * 256 + byte;
    if (!Number.isSafeInteger(value)) throw new DnacError(DnacErrorCode.ARCHIVE_CORRUPT, 'a tar header declares an impossible size.');
    return value;
  }
  const size = parseOctal(field);
  if (size === undefined) throw new DnacError(DnacErrorCode.ARCHIVE_CORRUPT, 'a tar header declares an unreadable size.');
  return size;
}

function parseOctal(field: Buffer): number | undefined {
  const text = field
    .toString('latin1')
    .replace(/[\0 ]+$/, '')
    .trim();
  if (text === '') return 0;
  if (!/^[0-7]+$/.test(text)) return undefined;
  return parseInt(text, 8);
}

function headerName(header: Buffer): Buffer {
  const name = cString(header.subarray(0, 100));
  const isUstar = header.subarray(257, 262).toString('latin1') === 'ustar';
  const prefix = isUstar ? cString(header.subarray(345, 500)) : Buffer.alloc(0);
  return prefix.length > 0 ? Buffer.concat([prefix, Buffer.from('/'), name]) : name;
}

function cString(field: Buffer): Buffer {
  const end = field.indexOf(0);
  return end === -1 ? field : field.subarray(0, end);
}

/** The `path` record of a pax extended header ("<length> path=<value>\n" records). */
function readPaxPath(data: Buffer): string | undefined {
  let path: string | undefined;
  for (const record of data.toString('utf8').split('\n')) {
    const match = /^\d+ path=(.*)$/s.exec(record);
    if (match) path = match[1];
  }
  return path;
}

function normaliseName(name: string): string {
  let result = name;
  while (result.startsWith('./')) result = result.slice(2);
  return result === '.' ? '' : result;
}
