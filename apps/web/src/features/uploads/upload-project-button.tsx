import { Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { describeUploadFailure } from './describe-upload-failure.ts';
import { UploadDialog } from './upload-dialog.tsx';
import { isUploadFinished, type UploadRecord } from './upload-record.ts';
import { useUploadQueue } from './use-upload-queue.ts';

interface UploadProjectButtonProps {
  /** Called when an upload became a project, e.g. to refresh a project list. */
  onProjectCreated?: (projectId: string) => void;
  projectHref: (projectId: string) => string;
}

function UploadIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M12 16V4M7 9l5-5 5 5M5 20h14" />
    </svg>
  );
}

/** The "Upload project" button and its dialog; uploads keep running, and report their end, while it is closed. */
export function UploadProjectButton({ onProjectCreated, projectHref }: UploadProjectButtonProps) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const openedRef = useRef(opened);
  useEffect(() => {
    openedRef.current = opened;
  }, [opened]);

  const handleFinished = (record: UploadRecord) => {
    if (record.status === 'COMPLETED' && record.projectId) onProjectCreated?.(record.projectId);
    // The open dialog shows the outcome in its row; a closed one would leave it unseen.
    if (openedRef.current) return;
    if (record.failure) {
      const { message, detail } = describeUploadFailure(t, record.failure, record.fileName);
      notifications.show({
        color: 'red',
        title: t('uploads.notifyFailed', { fileName: record.fileName }),
        message: detail ? `${message} ${detail}` : message,
      });
    } else {
      notifications.show({ color: 'teal', message: t('uploads.notifyCompleted', { fileName: record.fileName }) });
    }
  };
  const { records, startUploads, clearFinished } = useUploadQueue({ onFinished: handleFinished });
  const running = records.filter((record) => !isUploadFinished(record)).length;

  return (
    <Group gap="sm" wrap="nowrap">
      <span role="status">
        {running > 0 && !opened ? (
          <Text component="span" size="sm" c="dimmed">
            {t('uploads.running', { count: running })}
          </Text>
        ) : null}
      </span>
      <Button leftSection={<UploadIcon />} onClick={open}>
        {t('uploads.open')}
      </Button>
      <UploadDialog
        opened={opened}
        onClose={close}
        records={records}
        onStartUploads={startUploads}
        onClearFinished={clearFinished}
        projectHref={projectHref}
      />
    </Group>
  );
}
