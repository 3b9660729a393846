import { describe, expect, it } from 'vitest';
import { EsxError, EsxErrorCode } from '@airscope/esx-archive';
import { uploadFailureCodeOf } from './upload-failure-code.ts';

describe('the machine-readable reason of a failed upload', () => {
  it.each([
    [new EsxError(EsxErrorCode.ZIP_NOT_ZIP, 'not a zip'), 'INVALID_ARCHIVE'],
    [new EsxError(EsxErrorCode.ZIP_RATIO_TOO_HIGH, 'bomb'), 'TOO_LARGE'],
    [new EsxError(EsxErrorCode.ZIP_UNCOMPRESSED_TOO_LARGE, 'too large'), 'TOO_LARGE'],
    [new EsxError(EsxErrorCode.ESX_LEGACY_XML, 'legacy'), 'UNSUPPORTED_FORMAT'],
    [new EsxError(EsxErrorCode.SCHEMA_INVALID, 'schema'), 'INVALID_PROJECT'],
    [new EsxError(EsxErrorCode.CSV_ROW_INVALID, 'row'), 'INVALID_CSV'],
    [Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }), 'STORAGE_FULL'],
    [new Error('wrapped', { cause: Object.assign(new Error('could not extend file'), { code: '53100' }) }), 'STORAGE_FULL'],
    [new Error('anything else'), 'IMPORT_FAILED'],
  ])('%s → %s', (error, code) => {
    expect(uploadFailureCodeOf(error)).toBe(code);
  });
});
