import { Badge, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { Project } from '@airscope/contracts';
import { useTranslation } from 'react-i18next';

interface ManageProjectsTableProps {
  projects: readonly Project[];
  showTags: boolean;
  showUsers: boolean;
  downloadingId: string | null;
  onUpdate: (project: Project) => void;
  onManageTags: (project: Project) => void;
  /** Absent while project download is switched off. */
  onDownload?: (project: Project) => void;
}

/** The manage page's project rows: name with date, location, tags and users (when toggled on), row actions. */
export function ManageProjectsTable({
  projects,
  showTags,
  showUsers,
  downloadingId,
  onUpdate,
  onManageTags,
  onDownload,
}: ManageProjectsTableProps) {
  const { t, i18n } = useTranslation();
  const dates = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', { dateStyle: 'medium' });

  return (
    <Table.ScrollContainer minWidth={900}>
      <Table aria-label={t('manage.projects.tableLabel')} verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('manage.projects.columns.project')}</Table.Th>
            <Table.Th>{t('manage.projects.columns.location')}</Table.Th>
            <Table.Th>{t('manage.projects.columns.type')}</Table.Th>
            {showTags ? <Table.Th>{t('manage.projects.columns.tags')}</Table.Th> : null}
            {showUsers ? <Table.Th>{t('manage.projects.columns.users')}</Table.Th> : null}
            <Table.Th>
              <VisuallyHidden>{t('manage.projects.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {projects.map((project) => {
            const name = project.name;
            return (
              <Table.Tr key={project.projectId} data-testid="manage-project-row" data-project-id={project.projectId}>
                <Table.Th scope="row">
                  <Text fw={600} size="sm" lineClamp={2} title={name}>
                    {name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('manage.projects.updatedOn')} <time dateTime={project.updatedAt}>{dates.format(new Date(project.updatedAt))}</time>
                  </Text>
                </Table.Th>
                <Table.Td>
                  {project.city && project.country ? (
                    `${project.city}, ${project.country}`
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('manage.projects.noLocation')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{t(`projects.types.${project.projectType}`)}</Table.Td>
                {showTags ? (
                  <Table.Td>
                    <Group gap={4}>
                      {(project.tags ?? []).map((tag) => (
                        <Badge key={tag} variant="default" radius="sm" tt="none">
                          {tag}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                ) : null}
                {showUsers ? (
                  <Table.Td>
                    <Text size="sm">{(project.users ?? []).map((user) => user.email).join(', ')}</Text>
                  </Table.Td>
                ) : null}
                <Table.Td>
                  <Group gap={6} wrap="nowrap" justify="flex-end">
                    {project.canWrite ? (
                      <>
                        <Button
                          size="compact-sm"
                          variant="light"
                          onClick={() => onUpdate(project)}
                          aria-label={t('manage.projects.actions.updateNamed', { name })}
                        >
                          {t('manage.projects.actions.update')}
                        </Button>
                        <Button
                          size="compact-sm"
                          variant="light"
                          onClick={() => onManageTags(project)}
                          aria-label={t('manage.projects.actions.tagsNamed', { name })}
                        >
                          {t('manage.projects.actions.tags')}
                        </Button>
                      </>
                    ) : null}
                    {onDownload ? (
                      <Button
                        size="compact-sm"
                        variant="default"
                        loading={downloadingId === project.projectId}
                        onClick={() => onDownload(project)}
                        aria-label={t('manage.projects.actions.downloadNamed', { name })}
                      >
                        {t('manage.projects.actions.download')}
                      </Button>
                    ) : null}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
