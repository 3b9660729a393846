/** Machine-readable reasons an .esx file is refused; the server reports them as the upload's rollback reason. */
export const EsxErrorCode = {
  FILE_UNREADABLE: 'FILE_UNREADABLE',
  ZIP_NOT_ZIP: 'ZIP_NOT_ZIP',
  ZIP_CORRUPT: 'ZIP_CORRUPT',
  ZIP_TOO_LARGE: 'ZIP_TOO_LARGE',
  ZIP_TOO_MANY_ENTRIES: 'ZIP_TOO_MANY_ENTRIES',
  ZIP_UNCOMPRESSED_TOO_LARGE: 'ZIP_UNCOMPRESSED_TOO_LARGE',
  ZIP_RATIO_TOO_HIGH: 'ZIP_RATIO_TOO_HIGH',
  ZIP_BAD_ENTRY_NAME: 'ZIP_BAD_ENTRY_NAME',
  ZIP_DUPLICATE_ENTRY: 'ZIP_DUPLICATE_ENTRY',
  ZIP_SYMLINK: 'ZIP_SYMLINK',
  ZIP_ENCRYPTED: 'ZIP_ENCRYPTED',
  ZIP_UNSUPPORTED_COMPRESSION: 'ZIP_UNSUPPORTED_COMPRESSION',
  ESX_LEGACY_XML: 'ESX_LEGACY_XML',
  ESX_NOT_A_PROJECT: 'ESX_NOT_A_PROJECT',
  ESX_UNSUPPORTED_VERSION: 'ESX_UNSUPPORTED_VERSION',
  JSON_TOO_LARGE: 'JSON_TOO_LARGE',
  JSON_TOO_DEEP: 'JSON_TOO_DEEP',
  JSON_FORBIDDEN_KEY: 'JSON_FORBIDDEN_KEY',
  JSON_INVALID: 'JSON_INVALID',
  SCHEMA_INVALID: 'SCHEMA_INVALID',
  WRITE_INVALID_MODEL: 'WRITE_INVALID_MODEL',
  WRITE_FAILED: 'WRITE_FAILED',
  /** Survey CSV import (`readSurveyCsv`): the file is not a CSV we can read (encoding, quoting, header, units). */
  CSV_INVALID: 'CSV_INVALID',
  /** Survey CSV import: a row holds a value out of range or unreadable; the message names the line. */
  CSV_ROW_INVALID: 'CSV_ROW_INVALID',
  /** Survey CSV import: the file exceeds a limit (size, rows, BSSIDs, floors, surveys, floor span). */
  CSV_TOO_LARGE: 'CSV_TOO_LARGE',
} as const;

export type EsxErrorCode = (typeof EsxErrorCode)[keyof typeof EsxErrorCode];

export interface EsxErrorDetails {
  /** Archive entry the problem was found in, when there is one. */
  readonly entryName?: string;
  readonly cause?: unknown;
}

/** A refusal of an .esx file: `code` for machines, `message` written for a survey engineer. */
export class EsxError extends Error {
  override readonly name = 'EsxError';
  readonly code: EsxErrorCode;
  readonly entryName: string | undefined;

  constructor(code: EsxErrorCode, message: string, details: EsxErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.code = code;
    this.entryName = details.entryName;
  }
}

export function isEsxError(error: unknown): error is EsxError {
  return error instanceof EsxError;
}

/** Prefix every refusal of an upload with the same sentence, so users recognise it. */
export function notValidEsx(code: EsxErrorCode, reason: string, details?: EsxErrorDetails): EsxError {
  return new EsxError(code, `The file is not a valid .esx project: ${reason}`, details);
}
