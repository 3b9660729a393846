import { useTranslation } from 'react-i18next';
import { PlaceholderPanel } from '../../components/placeholder-panel.tsx';

export function SecurityPreferencePage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPanel
      testId="page-security-preference"
      badge={t('placeholder.badge')}
      title={t('placeholder.securityPreference.title')}
      body={t('placeholder.securityPreference.body')}
    />
  );
}
