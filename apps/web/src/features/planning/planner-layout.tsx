import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './planner-layout.module.css';

/** The editor's frame: compact rows on top, the plan filling the rest of the window, the panels docked beside it. */
export function PlannerLayout({ top, stage, panel }: { top: ReactNode; stage: ReactNode; panel: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={classes.root} data-testid="page-planning-editor">
      {top}
      <div className={classes.body}>
        <div className={classes.stage}>{stage}</div>
        <aside className={classes.panel} aria-label={t('planning.panelLabel')}>
          <Stack gap="md">{panel}</Stack>
        </aside>
      </div>
    </div>
  );
}
