import { EsxErrorCode, notValidEsx } from './esx-error.ts';

/**
 * Why an entry name is unsafe, or undefined when it is fine.
 * Names are checked as raw bytes too, because a decoder may hide a NUL or a backslash.
 */
export function findEntryNameProblem(name: string, rawName: Uint8Array, maxBytes: number): string | undefined {
  if (name.length === 0) return 'an empty name';
  if (rawName.length > maxBytes) return `a name longer than ${maxBytes} bytes`;
  if (rawName.includes(0) || name.includes('\0')) return 'a NUL character in its name';
  if (/[\u0001-\u001f\u007f]/.test(name)) return 'a control character in its name';
  if (name.includes('\\') || rawName.includes(0x5c)) return 'a backslash in its name';
  if (name.startsWith('/')) return 'an absolute path';
  if (/^[A-Za-z]:/.test(name)) return 'a drive letter';
  const segments = name.endsWith('/') ? name.slice(0, -1).split('/') : name.split('/');
  if (segments.includes('..')) return 'a ".." path segment';
  if (segments.some((segment) => segment === '' || segment === '.')) return 'an empty or "." path segment';
  return undefined;
}

/** Throws the refusal a user sees for an unsafe entry name. */
export function assertSafeEntryName(name: string, rawName: Uint8Array, maxBytes: number): void {
  const problem = findEntryNameProblem(name, rawName, maxBytes);
  if (problem === undefined) return;
  throw notValidEsx(
    EsxErrorCode.ZIP_BAD_ENTRY_NAME,
    `an entry has an unsafe name ${quoteEntryName(name)} (${problem}). A project file only holds plain file names.`,
    { entryName: name },
  );
}

/** Quotes a name for a message: control characters escaped, long names shortened. */
export function quoteEntryName(name: string): string {
  const shown = name.length > 80 ? `${name.slice(0, 77)}...` : name;
  return JSON.stringify(shown);
}
