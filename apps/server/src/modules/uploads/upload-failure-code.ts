import type { UploadFailureCode } from '@airscope/contracts';
import type { EsxErrorCode } from '@airscope/esx-archive';
import { isEsxError } from '@airscope/esx-archive';

const BY_ESX_CODE: Record<EsxErrorCode, UploadFailureCode> = {
  FILE_UNREADABLE: 'INVALID_ARCHIVE',
  ZIP_NOT_ZIP: 'INVALID_ARCHIVE',
  ZIP_CORRUPT: 'INVALID_ARCHIVE',
  ZIP_TOO_LARGE: 'TOO_LARGE',
  ZIP_TOO_MANY_ENTRIES: 'TOO_LARGE',
  ZIP_UNCOMPRESSED_TOO_LARGE: 'TOO_LARGE',
  ZIP_RATIO_TOO_HIGH: 'TOO_LARGE',
  ZIP_BAD_ENTRY_NAME: 'INVALID_ARCHIVE',
  ZIP_DUPLICATE_ENTRY: 'INVALID_ARCHIVE',
  ZIP_SYMLINK: 'INVALID_ARCHIVE',
  ZIP_ENCRYPTED: 'INVALID_ARCHIVE',
  ZIP_UNSUPPORTED_COMPRESSION: 'INVALID_ARCHIVE',
  ESX_LEGACY_XML: 'UNSUPPORTED_FORMAT',
  ESX_NOT_A_PROJECT: 'INVALID_PROJECT',
  ESX_UNSUPPORTED_VERSION: 'UNSUPPORTED_FORMAT',
  JSON_TOO_LARGE: 'TOO_LARGE',
  JSON_TOO_DEEP: 'INVALID_PROJECT',
  JSON_FORBIDDEN_KEY: 'INVALID_PROJECT',
  JSON_INVALID: 'INVALID_PROJECT',
  SCHEMA_INVALID: 'INVALID_PROJECT',
  WRITE_INVALID_MODEL: 'INVALID_PROJECT',
  WRITE_FAILED: 'IMPORT_FAILED',
  CSV_INVALID: 'INVALID_CSV',
  CSV_ROW_INVALID: 'INVALID_CSV',
  CSV_TOO_LARGE: 'TOO_LARGE',
};

/** Disk or database out of room: ENOSPC/EDQUOT from the file system, SQLSTATE 53100 from PostgreSQL. */
export function isStorageFull(error: unknown): boolean {
  for (
    let current = error as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    current && depth < 5;
    current = current.cause as typeof current, depth++
  ) {
    if (current.code === 'ENOSPC' || current.code === 'EDQUOT' || current.code === '53100') return true;
  }
  return false;
}

/** The machine-readable reason of a failed import: the reader's refusal, a full disk, or anything else. */
export function uploadFailureCodeOf(error: unknown): UploadFailureCode {
  if (isEsxError(error)) return BY_ESX_CODE[(error as { code: EsxErrorCode }).code] ?? 'IMPORT_FAILED';
  return isStorageFull(error) ? 'STORAGE_FULL' : 'IMPORT_FAILED';
}
