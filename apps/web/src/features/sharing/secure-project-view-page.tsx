import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PlaceholderPanel } from '../../components/placeholder-panel.tsx';
import { SECURE_PROJECT_VIEW_KEY } from '../../lib/session/session-storage.ts';

/** The request page of a securely shared project; it keeps the share key for the guest session (spec §5). */
export function SecureProjectViewPage({ keyId }: { keyId: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    window.localStorage.setItem(SECURE_PROJECT_VIEW_KEY, keyId);
  }, [keyId]);
  return (
    <PlaceholderPanel
      testId="page-secure-project-view"
      badge={t('placeholder.badge')}
      title={t('placeholder.secureProjectView.title')}
      body={t('placeholder.secureProjectView.body')}
    />
  );
}
