import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/error-state.tsx';
import { translateError } from '../../lib/i18n/translate-error.ts';

/** docs/product.md §8: a failed loader shows its context message ("Could not load surveys") with the reason and a retry. */
export function LoadErrorState({ title, error, onRetry }: { title: string; error: unknown; onRetry(): void }) {
  const { t } = useTranslation();
  const { message, detail } = translateError(t, error);
  return <ErrorState title={title} message={message} detail={detail} retry={{ label: t('common.retry'), onRetry }} />;
}
