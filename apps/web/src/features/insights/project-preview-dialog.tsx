import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { InsightProject } from '@airscope/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describePlace } from '../../lib/format/describe-place.ts';
import { projectUserName } from './tables/project-sorting.ts';

const KPI_FIELDS = ['rssi', 'rssi2', 'snr', 'channelInterference', 'networkHealth', 'average'] as const;

interface ProjectPreviewDialogProps {
  project: InsightProject | null;
  projectHref(projectId: string): string;
  onClose(): void;
}

/** The project preview dialog (release notes): where it is, who owns it and its KPIs, with the way into its dashboard. */
export function ProjectPreviewDialog({ project, projectHref, onClose }: ProjectPreviewDialogProps) {
  const { t, i18n } = useTranslation();
  const dates = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', { dateStyle: 'medium' });
  const place = project ? describePlace(project) : '';
  return (
    <Modal
      opened={project !== null}
      onClose={onClose}
      title={project?.name ?? ''}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {project && (
        <Stack gap="md" data-testid="project-preview">
          <Text size="sm" c="dimmed">
            {[t(`projects.types.${project.projectType}`), place, projectUserName(project)].filter(Boolean).join(' · ')}
          </Text>
          <Text size="sm">
            {project.lastSurveyDate
              ? t('insights.preview.lastSurvey', { date: dates.format(new Date(project.lastSurveyDate)) })
              : t('insights.preview.noSurvey')}
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            {KPI_FIELDS.map((field) => (
              <Stack key={field} gap={0}>
                <Text size="xs" c="dimmed">
                  {t(`insights.kpi.${field}`)}
                </Text>
                <Text fw={700} size="lg">
                  {project[field] === null ? t('insights.kpi.none') : `${Math.round(project[field])} %`}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.close')}
            </Button>
            <Button component={Link} to={projectHref(project.id)}>
              {t('insights.preview.open')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
