import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Project } from '@airscope/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/error-state.tsx';
import { translateError } from '../../lib/i18n/translate-error.ts';
import { useDeleteProjectMutation } from './api/delete-project.mutation.ts';

interface DeleteProjectDialogProps {
  project: Pick<Project, 'projectId' | 'name'> | null;
  onClose: () => void;
  onDeleted: (project: Pick<Project, 'projectId' | 'name'>) => void;
}

/** Asks before deleting; the project goes for everyone it is shared with, so the dialog says so. */
export function DeleteProjectDialog({ project, onClose, onDeleted }: DeleteProjectDialogProps) {
  const { t } = useTranslation();
  const deletion = useDeleteProjectMutation();
  // The last project stays named while the dialog fades out after `project` became null.
  const [shown, setShown] = useState(project);
  if (project && project !== shown) setShown(project);
  const close = () => {
    deletion.reset();
    onClose();
  };
  const confirm = () => {
    if (!project) return;
    deletion.mutate(project.projectId, {
      onSuccess: () => {
        onDeleted(project);
        close();
      },
    });
  };
  const error = deletion.isError ? translateError(t, deletion.error) : null;

  return (
    <Modal
      opened={project !== null}
      onClose={close}
      title={t('projects.delete.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text>{t('projects.delete.body', { name: shown?.name ?? '' })}</Text>
        {error ? <ErrorState title={t('projects.delete.errorTitle')} message={error.message} detail={error.detail} /> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('projects.delete.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={deletion.isPending}>
            {t('projects.delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
