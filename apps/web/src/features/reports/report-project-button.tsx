import { Button } from '@mantine/core';
import type { Project } from '@airscope/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportDialog } from './report-dialog.tsx';

/** The projects table's Report action: opens the report and bill-of-materials dialog. */
export function ReportProjectButton({ project }: { project: Pick<Project, 'projectId' | 'name'> }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        size="compact-sm"
        variant="default"
        onClick={() => setOpened(true)}
        aria-label={t('reports.buttonNamed', { name: project.name })}
      >
        {t('reports.button')}
      </Button>
      <ReportDialog project={project} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
