import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/error-state.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { translateError } from '../../lib/i18n/translate-error.ts';

interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  /** docs/product.md §8 context message, e.g. "Could not load floors". */
  errorTitle: string;
  loadingLabel: string;
  children(data: T): ReactNode;
}

/** The loading, error (with retry) or loaded state of one dashboard query. */
export function QueryView<T>({ query, errorTitle, loadingLabel, children }: QueryViewProps<T>) {
  const { t } = useTranslation();
  if (query.isError && query.data === undefined) {
    const { message, detail } = translateError(t, query.error);
    return (
      <ErrorState
        title={errorTitle}
        message={message}
        detail={detail}
        retry={{ label: t('common.retry'), onRetry: () => void query.refetch() }}
      />
    );
  }
  if (query.data === undefined) return <PageLoader label={loadingLabel} minHeight={120} />;
  return <div style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>{children(query.data)}</div>;
}
