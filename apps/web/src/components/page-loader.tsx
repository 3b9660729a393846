import { Center, Loader, Stack, Text } from '@mantine/core';

interface PageLoaderProps {
  /** Visible and announced text, e.g. "Loading…". */
  label: string;
  minHeight?: number | string;
}

/** A centred spinner with a polite live label for screen readers. */
export function PageLoader({ label, minHeight = 240 }: PageLoaderProps) {
  return (
    <Center mih={minHeight} role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader aria-hidden />
        <Text c="dimmed" size="sm">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
