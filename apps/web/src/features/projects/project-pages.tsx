import { useTranslation } from 'react-i18next';
import { PlaceholderPanel } from '../../components/placeholder-panel.tsx';

export function ProjectDashboardPage({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  return (
    <PlaceholderPanel
      testId="page-project-dashboard"
      context={t('project.label', { projectId })}
      badge={t('placeholder.badge')}
      title={t('placeholder.projectDashboard.title')}
      body={t('placeholder.projectDashboard.body')}
    />
  );
}

export function IntegrationsPage({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  return (
    <PlaceholderPanel
      testId="page-integrations"
      context={t('project.label', { projectId })}
      badge={t('placeholder.badge')}
      title={t('placeholder.integrations.title')}
      body={t('placeholder.integrations.body')}
    />
  );
}
