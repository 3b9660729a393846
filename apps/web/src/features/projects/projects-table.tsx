import { Table, Text, VisuallyHidden } from '@mantine/core';
import type { Project } from '@airscope/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProjectRowActions } from './project-row-actions.tsx';
import { ProjectThumbnail } from './project-thumbnail.tsx';

interface ProjectsTableProps {
  projects: readonly Project[];
  projectHref: (projectId: string) => string;
  downloadingId: string | null;
  onDownload?: (project: Project) => void;
  onDelete: (project: Project) => void;
  rowActions?: (project: Project) => ReactNode;
}

function formatDate(format: Intl.DateTimeFormat, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}

/** The user's projects, one row each, with what they may do to them. */
export function ProjectsTable({ projects, projectHref, downloadingId, onDownload, onDelete, rowActions }: ProjectsTableProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const dates = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const numbers = new Intl.NumberFormat(language);

  return (
    <Table.ScrollContainer minWidth={960}>
      <Table aria-label={t('projects.tableLabel')} verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={88}>
              <VisuallyHidden>{t('projects.columns.thumbnail')}</VisuallyHidden>
            </Table.Th>
            <Table.Th>{t('projects.columns.name')}</Table.Th>
            <Table.Th>{t('projects.columns.type')}</Table.Th>
            <Table.Th ta="right">{t('projects.columns.floors')}</Table.Th>
            <Table.Th ta="right">{t('projects.columns.accessPoints')}</Table.Th>
            <Table.Th>{t('projects.columns.owner')}</Table.Th>
            <Table.Th>{t('projects.columns.updatedAt')}</Table.Th>
            <Table.Th>{t('projects.columns.role')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('projects.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {projects.map((project) => (
            <Table.Tr key={project.projectId} data-testid="project-row" data-project-id={project.projectId}>
              <Table.Td>
                <ProjectThumbnail project={project} />
              </Table.Td>
              <Table.Th scope="row" fw={600}>
                <Text fw={600} size="sm" lineClamp={2} title={project.name}>
                  {project.name}
                </Text>
              </Table.Th>
              <Table.Td>{t(`projects.types.${project.projectType}`)}</Table.Td>
              <Table.Td ta="right">{numbers.format(project.floorPlanCount)}</Table.Td>
              <Table.Td ta="right">{numbers.format(project.accessPointCount)}</Table.Td>
              <Table.Td>
                <Text size="sm" truncate="end" maw={220} title={project.ownerEmail}>
                  {project.ownerEmail}
                </Text>
              </Table.Td>
              <Table.Td>
                <time dateTime={project.updatedAt}>{formatDate(dates, project.updatedAt)}</time>
              </Table.Td>
              <Table.Td>{t(`projects.roles.${project.role}`)}</Table.Td>
              <Table.Td>
                <ProjectRowActions
                  project={project}
                  href={projectHref(project.projectId)}
                  isDownloading={downloadingId === project.projectId}
                  {...(onDownload ? { onDownload } : {})}
                  onDelete={onDelete}
                  extra={rowActions?.(project)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
