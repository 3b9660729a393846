import { quoteEntryName } from './check-entry-name.ts';
import { EsxErrorCode, notValidEsx } from './esx-error.ts';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

// One table lookup per byte keeps the scan fast on pretty-printed files (mostly blanks and digits).
const OTHER = 0;
const STRING_START = 1;
const OPENS = 2;
const CLOSES = 3;
const KEY_END = 4; // a colon: the string just read was a key
const BYTE_ROLES = new Uint8Array(256);
BYTE_ROLES[QUOTE] = STRING_START;
BYTE_ROLES[OPEN_BRACE] = OPENS;
BYTE_ROLES[OPEN_BRACKET] = OPENS;
BYTE_ROLES[CLOSE_BRACE] = CLOSES;
BYTE_ROLES[CLOSE_BRACKET] = CLOSES;
BYTE_ROLES[COLON] = KEY_END;

/** Keys that could reach an object's prototype once the data is merged or copied (docs/security.md F5). */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const LONGEST_ESCAPED_FORBIDDEN_KEY = 6 * 'constructor'.length;

/**
 * Parses one JSON entry after a single iterative pass over its bytes, which refuses nesting deeper than
 * `maxDepth` (so nothing downstream can overflow the stack) and REJECTS the keys `__proto__`,
 * `constructor` and `prototype`, also when written with \u escapes. Rejecting (not stripping) keeps the
 * rule simple: Ekahau never writes these keys, so a file holding one was crafted.
 */
export function parseSafeJson(bytes: Uint8Array, entryName: string, maxDepth: number): unknown {
  assertSafeJsonStructure(bytes, entryName, maxDepth);
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  try {
    return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw notValidEsx(EsxErrorCode.JSON_INVALID, `the data file ${quoteEntryName(entryName)} is not valid JSON (${reason}).`, {
      entryName,
      cause: error,
    });
  }
}

/** The depth and key checks alone, without parsing: used for unknown JSON files that are kept as raw bytes. */
export function assertSafeJsonStructure(bytes: Uint8Array, entryName: string, maxDepth: number): void {
  let depth = 0;
  let keyStart = -1;
  let keyEnd = -1;
  const length = bytes.length;
  for (let index = 0; index < length; index += 1) {
    const role = BYTE_ROLES[bytes[index]!]!;
    if (role === OTHER) continue;
    if (role === STRING_START) {
      keyStart = index + 1;
      index += 1;
      // Inside a string only a quote (its end) or a backslash (skip the escaped byte) matters.
      for (; index < length; index += 1) {
        const byte = bytes[index];
        if (byte === QUOTE) break;
        if (byte === BACKSLASH) index += 1;
      }
      keyEnd = Math.min(index, length);
    } else if (role === OPENS) {
      depth += 1;
      if (depth > maxDepth) {
        throw notValidEsx(
          EsxErrorCode.JSON_TOO_DEEP,
          `the data file ${quoteEntryName(entryName)} is nested more than ${maxDepth} levels deep; Ekahau never writes such data.`,
          { entryName },
        );
      }
    } else if (role === CLOSES) {
      depth -= 1;
    } else if (keyStart >= 0 && isForbiddenKey(bytes, keyStart, keyEnd)) {
      throw notValidEsx(
        EsxErrorCode.JSON_FORBIDDEN_KEY,
        `the data file ${quoteEntryName(entryName)} contains the field name "${decodeKey(bytes, keyStart, keyEnd)}", which is used to attack servers; the file was refused.`,
        { entryName },
      );
    }
  }
}

function isForbiddenKey(bytes: Uint8Array, start: number, end: number): boolean {
  const length = end - start;
  if (length < 9 || length > LONGEST_ESCAPED_FORBIDDEN_KEY) return false;
  return FORBIDDEN_KEYS.has(decodeKey(bytes, start, end));
}

function decodeKey(bytes: Uint8Array, start: number, end: number): string {
  const raw = Buffer.from(bytes.buffer, bytes.byteOffset + start, end - start).toString('utf8');
  if (!raw.includes('\\')) return raw;
  try {
    return JSON.parse(`"${raw}"`) as string;
  } catch {
    return raw;
  }
}
