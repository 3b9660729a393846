import { Badge, Paper, Stack, Text, Title } from '@mantine/core';

interface PlaceholderPanelProps {
  testId: string;
  title: string;
  body: string;
  badge: string;
  /** Shown above the title, e.g. the project the page belongs to. */
  context?: string;
}

/** Marks a page whose content a later issue fills, saying what will appear there. */
export function PlaceholderPanel({ testId, title, body, badge, context }: PlaceholderPanelProps) {
  return (
    <Stack data-testid={testId} gap="lg">
      {context ? (
        <Text c="dimmed" size="sm">
          {context}
        </Text>
      ) : null}
      <Title order={1}>{title}</Title>
      <Paper withBorder radius="md" p="xl" role="region" aria-label={title} style={{ borderStyle: 'dashed' }}>
        <Stack gap="sm" align="flex-start">
          <Badge variant="light">{badge}</Badge>
          <Text>{body}</Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
