import { Button, Paper, Stack, Text } from '@mantine/core';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './upload-drop-zone.module.css';

function UploadIcon() {
  return (
    <svg
      className={classes.icon}
      width="40"
      height="40"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M7 18a4.5 4.5 0 0 1-.6-8.96A6 6 0 0 1 18 8.5a4 4 0 0 1-.5 9.5" />
      <path d="M12 12v9M8.5 15.5 12 12l3.5 3.5" />
    </svg>
  );
}

/** A file picker for .esx projects and survey .csv files that also takes files dropped onto it. */
export function UploadDropZone({ onFiles }: { onFiles: (files: File[]) => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [isDragging, setDragging] = useState(false);

  const handleDragOver = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const handleDragLeave = (event: DragEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <Stack gap={6}>
      <Text component="label" htmlFor={inputId} fw={500} size="sm">
        {t('uploads.fileLabel')}
      </Text>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept=".esx,.csv,.tar.gz,.tgz,.zip"
        multiple
        hidden
        aria-describedby={hintId}
        onChange={(event) => {
          onFiles(Array.from(event.currentTarget.files ?? []));
          // Cleared so choosing the same file again starts another upload.
          event.currentTarget.value = '';
        }}
      />
      <Paper
        className={classes.zone}
        data-active={isDragging || undefined}
        radius="md"
        p="xl"
        onDragEnter={handleDragOver}
        onDragOver={handleDragOver}
        onDragLeave={handleDragLeave}
        onDrop={handleDrop}
        data-testid="upload-drop-zone"
      >
        <Stack align="center" gap="xs">
          <UploadIcon />
          <Text fw={600}>{t('uploads.dropTitle')}</Text>
          <Text size="sm" c="dimmed" ta="center" id={hintId}>
            {t('uploads.dropHint')}
          </Text>
          <Button variant="light" mt={4} onClick={() => inputRef.current?.click()}>
            {t('uploads.choose')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
