import type { HeatmapResult } from '@airscope/contracts';
import { Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useValueLabel } from './use-value-label.ts';

/** A point the user clicked: floor metres and the heatmap value there (null: no value). */
export interface InspectedPoint {
  xMetres: number;
  yMetres: number;
  value: number | null;
}

export function InspectPanel({ point, binType }: { point: InspectedPoint | null; binType: HeatmapResult['binType'] }) {
  const { t } = useTranslation();
  const { formatNumber, formatValue } = useValueLabel(binType);
  return (
    <Paper withBorder radius="md" p="sm" role="region" aria-label={t('floorPlanView.inspect.title')} aria-live="polite">
      <Title order={2} size="h5" mb={4}>
        {t('floorPlanView.inspect.title')}
      </Title>
      {point ? (
        <>
          <Text fw={700} size="lg" data-testid="inspect-value">
            {point.value === null ? t('floorPlanView.inspect.noValue') : formatValue(point.value)}
          </Text>
          <Text size="xs" c="dimmed">
            {t('floorPlanView.inspect.position', { x: formatNumber(point.xMetres), y: formatNumber(point.yMetres) })}
          </Text>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t('floorPlanView.inspect.hint')}
        </Text>
      )}
    </Paper>
  );
}
