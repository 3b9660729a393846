import { Button } from '@mantine/core';
import type { Project } from '@airscope/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SharingDialog } from './sharing-dialog.tsx';

/** The projects table's Share action; shown only when the server says the caller may share. */
export function ShareProjectButton({ project }: { project: Pick<Project, 'projectId' | 'name' | 'canShare'> }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  if (!project.canShare) return null;
  return (
    <>
      <Button
        size="compact-sm"
        variant="default"
        onClick={() => setOpened(true)}
        aria-label={t('sharing.shareNamed', { name: project.name })}
      >
        {t('sharing.share')}
      </Button>
      <SharingDialog project={project} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
