import { Modal, Tabs } from '@mantine/core';
import type { Project } from '@airscope/contracts';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session/use-session.ts';
import { ProjectUsersPanel } from './project-users-panel.tsx';
import { SecureSharesPanel } from './secure-shares-panel.tsx';

interface SharingDialogProps {
  project: Pick<Project, 'projectId' | 'name'>;
  opened: boolean;
  onClose: () => void;
}

/** Sharing of one project: with product users, and view-only by e-mailed one-time password. */
export function SharingDialog({ project, opened, onClose }: SharingDialogProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={t('sharing.dialog.title', { name: project.name })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened ? (
        <Tabs defaultValue="users" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="users">{t('sharing.dialog.usersTab')}</Tabs.Tab>
            <Tabs.Tab value="secure">{t('sharing.dialog.secureTab')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="users">
            <ProjectUsersPanel projectId={project.projectId} myUserId={user?.userId ?? ''} />
          </Tabs.Panel>
          <Tabs.Panel value="secure">
            <SecureSharesPanel projectId={project.projectId} />
          </Tabs.Panel>
        </Tabs>
      ) : null}
    </Modal>
  );
}
