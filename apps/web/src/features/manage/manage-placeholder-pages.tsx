import { useTranslation } from 'react-i18next';
import { PlaceholderPanel } from '../../components/placeholder-panel.tsx';

// The tables of these pages come with later issues; routing and access checks are already real.

export function ManageProjectsPage() {
  const { t } = useTranslation();
  return <PlaceholderPanel testId="page-manage-projects" badge={t('placeholder.badge')} title={t('placeholder.manageProjects.title')} body={t('placeholder.manageProjects.body')} />;
}

export function ManageLicensesPage() {
  const { t } = useTranslation();
  return <PlaceholderPanel testId="page-manage-licenses" badge={t('placeholder.badge')} title={t('placeholder.manageLicenses.title')} body={t('placeholder.manageLicenses.body')} />;
}

export function OrganizationSettingsPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPanel
      testId="page-organization-settings"
      badge={t('placeholder.badge')}
      title={t('placeholder.organizationSettings.title')}
      body={t('placeholder.organizationSettings.body')}
    />
  );
}
