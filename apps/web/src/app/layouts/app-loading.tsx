import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/page-loader.tsx';

/** Shown while the session starts and while the first route's guard runs. */
export function AppLoading() {
  const { t } = useTranslation();
  return <PageLoader label={t('startup.loading')} minHeight="100dvh" />;
}
