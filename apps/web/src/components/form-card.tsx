import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface FormCardProps {
  testId: string;
  title: string;
  subtitle: string;
  children: ReactNode;
}

/** The centred card of the sign-in pages and the secure-share recipient's pages; its title is the page's h1. */
export function FormCard({ testId, title, subtitle, children }: FormCardProps) {
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
