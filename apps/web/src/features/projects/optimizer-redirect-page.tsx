import { Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/error-state.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { translateError } from '../../lib/i18n/translate-error.ts';
import { usePageConfig } from '../../lib/page-config/page-config.query.ts';
import { buildOptimizerUrl } from './optimizer-url.ts';

/** Leaves the app for the external optimizer's page of the project (docs/product.md §2). */
export function OptimizerRedirectPage({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const config = usePageConfig();
  const baseUrl = config.data?.optimizerBaseUrl;

  useEffect(() => {
    if (baseUrl) window.location.assign(buildOptimizerUrl(baseUrl, projectId));
  }, [baseUrl, projectId]);

  const failed = config.isError || (config.isSuccess && !baseUrl);
  return (
    <Stack data-testid="page-optimizer">
      {failed ? (
        <ErrorState
          title={t('optimizer.errorTitle')}
          message={config.error ? translateError(t, config.error).message : t('errors.unexpected')}
          retry={{ label: t('common.retry'), onRetry: () => void config.refetch() }}
        />
      ) : (
        <PageLoader label={t('optimizer.leaving')} />
      )}
    </Stack>
  );
}
