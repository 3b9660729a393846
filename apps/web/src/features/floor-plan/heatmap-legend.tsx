import type { HeatmapResult } from '@airscope/contracts';
import { Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HeatmapBin } from './heatmap-colour.ts';
import { useValueLabel } from './use-value-label.ts';

/** Bins from the top down, each with its colour, range with unit and share of the floor. */
export function HeatmapLegend({ heatmap }: { heatmap: HeatmapResult }) {
  const { t } = useTranslation();
  const { unit, formatNumber } = useValueLabel(heatmap.binType);
  const rangeOf = (bin: HeatmapBin) => {
    if (heatmap.binType === 'pass') return bin.from >= 1 ? t('floorPlanView.legend.pass') : t('floorPlanView.legend.fail');
    if (bin.to === null) return t('floorPlanView.legend.atLeast', { from: formatNumber(bin.from), unit }).trim();
    return t('floorPlanView.legend.range', { from: formatNumber(bin.from), to: formatNumber(bin.to), unit }).trim();
  };
  return (
    <Paper withBorder radius="md" p="sm" data-testid="heatmap-legend" data-bin-type={heatmap.binType}>
      <Title order={2} size="h5" mb="xs">
        {t('floorPlanView.legend.title')}
      </Title>
      <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('floorPlanView.legend.tableLabel')}>
        {[...(heatmap.bins ?? [])].reverse().map((bin) => (
          <Group component="li" key={`${bin.from}:${bin.to}`} gap="xs" wrap="nowrap" data-testid="legend-bin">
            <Box
              aria-hidden
              w={18}
              h={18}
              style={{ background: bin.color, borderRadius: 4, flexShrink: 0, border: '1px solid rgba(0,0,0,0.2)' }}
            />
            <Text size="sm" style={{ flex: 1 }} data-testid="legend-range">
              {rangeOf(bin)}
            </Text>
            <Text size="sm" c="dimmed" ta="right" miw={48} data-testid="legend-share">
              {t('floorPlanView.legend.share', { share: formatNumber(bin.share * 100) })}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
