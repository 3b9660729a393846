import { Group, Paper, RingProgress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Kpis } from '@airscope/contracts';
import { useTranslation } from 'react-i18next';
import { CRITERIA, criterionValue, kpiColour, type Criterion } from './kpi-criteria.ts';

/** The project's KPI panel: the chosen criterion as a ring, every criterion with its issues beside it. */
export function KpiPanels({ kpis, criterion }: { kpis: Kpis; criterion: Criterion }) {
  const { t } = useTranslation();
  const chosen = criterionValue(kpis, criterion);
  return (
    <Group align="stretch" gap="md" wrap="wrap" data-testid="kpi-panels">
      <Paper withBorder radius="md" p="md" miw={200}>
        <Stack align="center" gap={4}>
          <RingProgress
            size={140}
            thickness={14}
            roundCaps
            sections={[{ value: chosen ?? 0, color: kpiColour(chosen) }]}
            label={
              <Text ta="center" fw={700} size="xl">
                {chosen === null ? t('dashboard.kpi.none') : `${Math.round(chosen)} %`}
              </Text>
            }
          />
          <Text size="sm" fw={600}>
            {t(`dashboard.criteria.${criterion}`)}
          </Text>
        </Stack>
      </Paper>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" style={{ flex: 1 }}>
        {CRITERIA.map((name) => {
          const value = criterionValue(kpis, name);
          return (
            <Paper
              key={name}
              withBorder
              radius="md"
              p="sm"
              data-testid={`kpi-panel-${name}`}
              bg={name === criterion ? 'var(--mantine-color-default-hover)' : undefined}
            >
              <Text size="xs" c="dimmed">
                {t(`dashboard.criteria.${name}`)}
              </Text>
              <Text fw={700} size="lg">
                {value === null ? t('dashboard.kpi.none') : `${Math.round(value)} %`}
              </Text>
              {name !== 'average' && (
                <Text size="xs" c="dimmed">
                  {t('dashboard.kpi.issues', { count: kpis[name].issues })}
                </Text>
              )}
            </Paper>
          );
        })}
      </SimpleGrid>
    </Group>
  );
}
