import type { TFunction } from 'i18next';
import { translateError } from '../../lib/i18n/translate-error.ts';
import type { UploadFailure } from './upload-record.ts';

/** The docs/product.md §8 text of a failed upload, and the server's reason behind it when there is one. */
export function describeUploadFailure(t: TFunction, failure: UploadFailure, fileName: string): { message: string; detail: string | null } {
  const translateDetail = (detail: string | null) => (detail ? translateError(t, new Error(detail)).message : null);
  switch (failure.kind) {
    case 'start':
      return { message: t('uploads.errors.start'), detail: translateDetail(failure.detail) };
    case 'transfer':
      return { message: t('uploads.errors.transfer', { fileName }), detail: translateDetail(failure.detail) };
    case 'convert':
      return { message: t('uploads.errors.convert', { fileName }), detail: translateDetail(failure.detail) };
    case 'network':
      return { message: t('errors.networkError'), detail: null };
    case 'rejected':
      // The server's reason is shown as written; without one, the generic text.
      return { message: failure.rollbackReason || t('errors.uploadFailed'), detail: null };
  }
}
