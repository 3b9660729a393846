import { EsxError, EsxErrorCode, notValidEsx } from './esx-error.ts';
import { quoteEntryName } from './check-entry-name.ts';

/** Turns a yauzl or zlib failure into the refusal a user sees; our own refusals pass through unchanged. */
export function describeZipFailure(error: unknown, entryName?: string): EsxError {
  if (error instanceof EsxError) return error;
  const text = error instanceof Error ? error.message : String(error);
  const where = entryName === undefined ? '' : ` (entry ${quoteEntryName(entryName)})`;
  const details = { cause: error, ...(entryName === undefined ? {} : { entryName }) };
  if (/encrypt/i.test(text)) {
    return notValidEsx(
      EsxErrorCode.ZIP_ENCRYPTED,
      `it is password-protected${where}. Save the project without encryption and upload it again.`,
      details,
    );
  }
  if (/unsupported compression method/i.test(text)) {
    return notValidEsx(EsxErrorCode.ZIP_UNSUPPORTED_COMPRESSION, `it uses a compression method Ekahau does not write${where}.`, details);
  }
  if (/too many bytes in the stream/i.test(text)) {
    return notValidEsx(
      EsxErrorCode.ZIP_UNCOMPRESSED_TOO_LARGE,
      `an entry unpacks to more data than its header declares${where}; the archive was crafted or damaged.`,
      details,
    );
  }
  return notValidEsx(EsxErrorCode.ZIP_CORRUPT, `the ZIP archive is damaged${where}: ${text}.`, details);
}
