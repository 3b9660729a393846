import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A label above its value, for read-only details. */
export function DetailItem({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div" size="sm">
        {value}
      </Text>
    </Stack>
  );
}
