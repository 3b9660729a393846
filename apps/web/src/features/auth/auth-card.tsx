import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AuthCardProps {
  testId: string;
  title: string;
  subtitle: string;
  children: ReactNode;
}

/** The card every sign-in related page sits in; its title is the page's h1. */
export function AuthCard({ testId, title, subtitle, children }: AuthCardProps) {
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
