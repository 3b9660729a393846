import { Badge, EmptyState, Group, List, Stack, Text } from '@mantine/core';
import type { Recommendation } from '@airscope/contracts';
import { useTranslation } from 'react-i18next';

/** The shortfalls worst first: where, what fails on how much of it, and what to do about it. */
export function RecommendationsList({ recommendations }: { recommendations: Recommendation[] }) {
  const { t } = useTranslation();
  if (recommendations.length === 0) return <EmptyState py="md" title={t('dashboard.recommendations.empty')} />;
  return (
    <List spacing="sm" listStyleType="none" aria-label={t('dashboard.recommendations.title')}>
      {recommendations.map((item) => (
        <List.Item key={`${item.floorPlanRowId}:${item.areaId ?? ''}:${item.criterion}`} data-testid="recommendation">
          <Stack gap={2}>
            <Group gap="xs">
              <Badge color={item.severity === 'high' ? 'red.9' : 'gray.7'} variant="filled">
                {t(`dashboard.recommendations.severity.${item.severity}`)}
              </Badge>
              <Text fw={600} size="sm">
                {item.areaName
                  ? t('dashboard.recommendations.where', { area: item.areaName, floor: item.floorPlanName })
                  : t('dashboard.recommendations.wholeFloor', { floor: item.floorPlanName })}
              </Text>
              <Text size="sm" c="dimmed">
                {t('dashboard.recommendations.passes', { percent: item.passPercent })}
              </Text>
            </Group>
            <Text size="sm">{t(`dashboard.recommendations.advice.${item.criterion}`)}</Text>
          </Stack>
        </List.Item>
      ))}
    </List>
  );
}
