import { useTranslation } from 'react-i18next';
import { PlaceholderPanel } from '../../components/placeholder-panel.tsx';

export function DemoPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPanel
      testId="page-demo"
      badge={t('placeholder.badge')}
      title={t('placeholder.demo.title')}
      body={t('placeholder.demo.body')}
    />
  );
}
