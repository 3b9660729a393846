import { useTranslation } from 'react-i18next';
import { PlaceholderPanel } from '../../components/placeholder-panel.tsx';

export function DeviceAuthSuccessfulPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPanel
      testId="page-device-auth-successful"
      badge={t('placeholder.badge')}
      title={t('placeholder.deviceAuth.title')}
      body={t('placeholder.deviceAuth.body')}
    />
  );
}
