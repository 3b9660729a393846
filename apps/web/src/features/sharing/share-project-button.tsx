import { Button } from '@mantine/core';
import type { Project } from '@airscope/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeatureFlag } from '../../lib/page-config/page-config.query.ts';
import { SharingDialog } from './sharing-dialog.tsx';

/** The projects table's Share action; shown only while sharing is switched on and the server says the caller may share. */
export function ShareProjectButton({ project }: { project: Pick<Project, 'projectId' | 'name' | 'canShare'> }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const sharingOn = useFeatureFlag('shareApi');
  if (!project.canShare || !sharingOn) return null;
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
