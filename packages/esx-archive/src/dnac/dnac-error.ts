/** Machine-readable reasons a Cisco map archive is refused; the route answers them as 422 with the message. */
export const DnacErrorCode = {
  NOT_AN_ARCHIVE: 'NOT_AN_ARCHIVE',
  ARCHIVE_CORRUPT: 'ARCHIVE_CORRUPT',
  ARCHIVE_TOO_LARGE: 'ARCHIVE_TOO_LARGE',
  TOO_MANY_ENTRIES: 'TOO_MANY_ENTRIES',
  UNPACKS_TOO_LARGE: 'UNPACKS_TOO_LARGE',
  RATIO_TOO_HIGH: 'RATIO_TOO_HIGH',
  BAD_ENTRY_NAME: 'BAD_ENTRY_NAME',
  LINK_ENTRY: 'LINK_ENTRY',
  NO_DESCRIPTOR: 'NO_DESCRIPTOR',
  XML_INVALID: 'XML_INVALID',
  XML_TOO_LARGE: 'XML_TOO_LARGE',
  LAYOUT_INVALID: 'LAYOUT_INVALID',
  IMAGE_MISSING: 'IMAGE_MISSING',
  IMAGE_UNREADABLE: 'IMAGE_UNREADABLE',
} as const;

export type DnacErrorCode = (typeof DnacErrorCode)[keyof typeof DnacErrorCode];

const PREFIX = 'The archive is not a Cisco map export we can read: ';

/** A refusal of a map archive: `code` for machines, `message` (one sentence, docs/dnac-map-archive.md) for people. */
export class DnacError extends Error {
  override readonly name = 'DnacError';
  readonly code: DnacErrorCode;

  constructor(code: DnacErrorCode, reason: string, options?: { cause?: unknown }) {
    super(`${PREFIX}${reason}`, options);
    this.code = code;
  }
}

export function isDnacError(error: unknown): error is DnacError {
  return error instanceof DnacError;
}
