import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectUploadFiles } from './select-upload-files.ts';
import { UploadDropZone } from './upload-drop-zone.tsx';
import { isUploadFinished, type UploadRecord } from './upload-record.ts';
import { UploadRow } from './upload-row.tsx';

interface UploadDialogProps {
  opened: boolean;
  onClose: () => void;
  records: readonly UploadRecord[];
  onStartUploads: (files: File[]) => void;
  onClearFinished: () => void;
  projectHref: (projectId: string) => string;
}

/** The "Upload project" dialog: pick or drop .esx projects or survey .csv files and follow each upload in its own row. */
export function UploadDialog({ opened, onClose, records, onStartUploads, onClearFinished, projectHref }: UploadDialogProps) {
  const { t } = useTranslation();
  const [refusedNames, setRefusedNames] = useState<string[]>([]);

  const handleFiles = (files: File[]) => {
    const { accepted, refused } = selectUploadFiles(files);
    setRefusedNames(refused.map((file) => file.name));
    if (accepted.length > 0) onStartUploads(accepted);
  };
  const handleClose = () => {
    setRefusedNames([]);
    onClose();
  };
  const hasFinished = records.some(isUploadFinished);

  return (
    <Modal
      opened={opened}
      onClose={handleClose}
      title={t('uploads.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('uploads.intro')}
        </Text>
        <UploadDropZone onFiles={handleFiles} />
        {refusedNames.length > 0 ? (
          <Alert
            color="red"
            variant="light"
            title={t('uploads.refusedTitle')}
            role="alert"
            withCloseButton
            closeButtonLabel={t('common.close')}
            onClose={() => setRefusedNames([])}
          >
            <Stack gap={4}>
              <List size="sm">
                {refusedNames.map((name, index) => (
                  <List.Item key={`${name}-${index}`}>{t('uploads.refusedFile', { fileName: name })}</List.Item>
                ))}
              </List>
              <Text size="sm">{t('uploads.refusedHint')}</Text>
            </Stack>
          </Alert>
        ) : null}
        {records.length > 0 ? (
          <Stack component="ul" gap="xs" p={0} m={0} aria-label={t('uploads.listLabel')} style={{ listStyle: 'none' }}>
            {records.map((record) => (
              <UploadRow key={record.id} record={record} projectHref={projectHref} onOpenProject={handleClose} />
            ))}
          </Stack>
        ) : null}
        <Group justify="flex-end" gap="sm">
          {hasFinished ? (
            <Button variant="subtle" color="gray" onClick={onClearFinished}>
              {t('uploads.clearFinished')}
            </Button>
          ) : null}
          <Button variant="default" onClick={handleClose}>
            {t('common.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
