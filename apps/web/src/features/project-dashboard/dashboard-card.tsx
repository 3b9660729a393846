import { Paper, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** A titled section of the dashboard. */
export function DashboardCard({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="lg" data-testid={testId}>
      <Stack gap="md">
        <Title order={2} size="h3" id={headingId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
