import { useTranslation } from 'react-i18next';
import { PlaceholderPanel } from '../../components/placeholder-panel.tsx';

export function SamlConsumePage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPanel
      testId="page-saml-consume"
      badge={t('placeholder.badge')}
      title={t('placeholder.samlConsume.title')}
      body={t('placeholder.samlConsume.body')}
    />
  );
}
