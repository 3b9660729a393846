import { Alert, Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ErrorStateProps {
  title: string;
  message: string;
  detail?: string | null;
  /** Label and action of an optional retry button. */
  retry?: { label: string; onRetry: () => void };
  children?: ReactNode;
}

/** An error panel announced to assistive technology as an alert. */
export function ErrorState({ title, message, detail, retry, children }: ErrorStateProps) {
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        {detail ? (
          <Text size="sm" c="dimmed">
            {detail}
          </Text>
        ) : null}
        {retry ? (
          <Button size="xs" variant="light" color="red" onClick={retry.onRetry}>
            {retry.label}
          </Button>
        ) : null}
        {children}
      </Stack>
    </Alert>
  );
}
