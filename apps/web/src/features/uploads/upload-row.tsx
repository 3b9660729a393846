import { Badge, Button, Group, Paper, Progress, Stack, Text, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeUploadFailure } from './describe-upload-failure.ts';
import { toDisplayedProgress } from './upload-progress.ts';
import type { UploadRecord, UploadRecordStatus } from './upload-record.ts';

const STATUS_COLOR: Record<UploadRecordStatus, MantineColor> = { UPLOADING: 'blue', PROCESSING: 'cyan', COMPLETED: 'teal', FAILED: 'red' };

interface UploadRowProps {
  record: UploadRecord;
  projectHref: (projectId: string) => string;
  onOpenProject: () => void;
}

/** One file's upload: name, status, progress bar and, at the end, the way on or what went wrong. */
export function UploadRow({ record, projectHref, onOpenProject }: UploadRowProps) {
  const { t, i18n } = useTranslation();
  const value = toDisplayedProgress(record.progress);
  const isRunning = record.status === 'UPLOADING' || record.status === 'PROCESSING';
  const failure = record.failure ? describeUploadFailure(t, record.failure, record.fileName) : null;
  const percent = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en', { style: 'percent' }).format(value / 100);

  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="upload-row" data-status={record.status}>
      <Stack gap={8}>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text fw={500} truncate="end" title={record.fileName}>
            {record.fileName}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Text size="xs" c="dimmed" aria-hidden>
              {percent}
            </Text>
            <Badge color={STATUS_COLOR[record.status]} variant="outline" tt="none" aria-live="polite" data-testid="upload-status">
              {t(`uploads.status.${record.status}`)}
            </Badge>
          </Group>
        </Group>
        <Progress
          value={value}
          color={STATUS_COLOR[record.status]}
          striped={record.status === 'PROCESSING'}
          animated={record.status === 'PROCESSING'}
          aria-label={t('uploads.progressLabel', { fileName: record.fileName })}
          transitionDuration={isRunning ? 200 : 0}
        />
        {failure ? (
          <Stack gap={2} role="alert">
            <Text size="sm" c="red" fw={500}>
              {failure.message}
            </Text>
            {failure.detail ? (
              <Text size="sm" c="dimmed">
                {failure.detail}
              </Text>
            ) : null}
          </Stack>
        ) : null}
        {record.status === 'COMPLETED' && record.projectId ? (
          <Group justify="flex-end">
            <Button component={Link} to={projectHref(record.projectId)} size="xs" variant="light" onClick={onOpenProject}>
              {t('uploads.openProject')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
