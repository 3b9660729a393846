import { useTranslation } from 'react-i18next';
import { PlaceholderPanel } from '../../components/placeholder-panel.tsx';

/** The insights main view (map and list of projects) arrives with a later issue. */
export function InsightsPage() {
  const { t } = useTranslation();
  return <PlaceholderPanel testId="page-insights" badge={t('placeholder.badge')} title={t('placeholder.insights.title')} body={t('placeholder.insights.body')} />;
}
