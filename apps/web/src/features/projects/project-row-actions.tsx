import { Button, Group } from '@mantine/core';
import type { Project } from '@airscope/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canDeleteProject } from './project-list.ts';

interface ProjectRowActionsProps {
  project: Project;
  href: string;
  isDownloading: boolean;
  /** Absent while project download is switched off. */
  onDownload?: (project: Project) => void;
  onDelete: (project: Project) => void;
  /** More actions composed in by the app (e.g. sharing), shown before Delete. */
  extra?: ReactNode;
}

/** Open, Download (.esx) and, for owners, Delete; each named after its project for screen readers. */
export function ProjectRowActions({ project, href, isDownloading, onDownload, onDelete, extra }: ProjectRowActionsProps) {
  const { t } = useTranslation();
  const name = project.name;
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      <Button component={Link} to={href} size="compact-sm" variant="light" aria-label={t('projects.actions.openNamed', { name })}>
        {t('projects.actions.open')}
      </Button>
      {onDownload ? (
        <Button
          size="compact-sm"
          variant="default"
          loading={isDownloading}
          onClick={() => onDownload(project)}
          aria-label={t('projects.actions.downloadNamed', { name })}
        >
          {t('projects.actions.download')}
        </Button>
      ) : null}
      {extra}
      {canDeleteProject(project) ? (
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          onClick={() => onDelete(project)}
          aria-label={t('projects.actions.deleteNamed', { name })}
        >
          {t('projects.actions.delete')}
        </Button>
      ) : null}
    </Group>
  );
}
