import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The card of the recipient's pages (secure project view, one-time password); its title is the page's h1. */
export function SharingCard({ testId, title, subtitle, children }: { testId: string; title: string; subtitle: string; children: ReactNode }) {
  return (
    <Paper data-testid={testId} withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={460} mx="auto">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            {subtitle}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
