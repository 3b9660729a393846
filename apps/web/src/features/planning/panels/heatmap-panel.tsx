import { computeLegendBins, DEFAULT_LEGENDS } from '@airscope/core';
import { Box, Group, NativeSelect, NumberInput, Paper, Slider, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFeatureFlag } from '../../../lib/page-config/page-config.query.ts';
import type { LiveHeatmap } from '../heatmap/use-building-heatmap.ts';
import type { PassRate } from '../heatmap/pass-rates.ts';
import { BAND_CHOICES, CLIENT_CHOICES, VISUALISATION_CHOICES, type HeatmapSettings } from './heatmap-choices.ts';

interface HeatmapPanelProps {
  settings: HeatmapSettings;
  onChange: (settings: HeatmapSettings) => void;
  heatmap: LiveHeatmap;
  passRates: { floor: number | null; areas: readonly PassRate[] } | null;
  /** Why there is no heatmap (no scale, no AP), or null. */
  blocked: string | null;
}

const percent = (share: number | null) => (share === null ? '–' : `${Math.round(share * 100)} %`);

/** Heatmap choices (type, band, opacity, height, client), the legend with floor shares and the requirement pass rates. */
export function HeatmapPanel({ settings, onChange, heatmap, passRates, blocked }: HeatmapPanelProps) {
  const { t } = useTranslation();
  const set = (patch: Partial<HeatmapSettings>) => onChange({ ...settings, ...patch });
  const bandChoices = useFeatureFlag('sixGhz') ? BAND_CHOICES : BAND_CHOICES.filter((band) => band !== '6');
  const legend = heatmap.values ? computeLegendBins(heatmap.values, DEFAULT_LEGENDS[heatmap.type]) : null;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-testid="heatmap-panel"
      data-heatmap-state={blocked ? 'blocked' : heatmap.pending ? 'computing' : heatmap.values ? 'ready' : 'empty'}
    >
      <Stack gap="xs">
        <Title order={2} size="h5">
          {t('planning.heatmap.title')}
        </Title>
        <NativeSelect
          label={t('planning.heatmap.type')}
          value={settings.type}
          onChange={(event) => set({ type: event.currentTarget.value as HeatmapSettings['type'] })}
          data={VISUALISATION_CHOICES.map((choice) => ({ value: choice.value, label: t(choice.labelKey as never) }))}
        />
        <NativeSelect
          label={t('planning.heatmap.band')}
          value={settings.band}
          onChange={(event) => set({ band: event.currentTarget.value as HeatmapSettings['band'] })}
          data={bandChoices.map((band) => ({
            value: band,
            label: t(`planning.heatmap.bands.${band === '2.4' ? 'b24' : band === '5' ? 'b5' : band === '6' ? 'b6' : 'any'}`),
          }))}
        />
        <NativeSelect
          label={t('planning.heatmap.client')}
          value={settings.client}
          onChange={(event) => set({ client: event.currentTarget.value })}
          data={CLIENT_CHOICES.map((choice) => ({
            value: choice.name,
            label: t('planning.heatmap.clientOption', { name: choice.name, offset: choice.offsetDb }),
          }))}
        />
        <NumberInput
          label={t('planning.heatmap.height')}
          value={settings.heightM}
          min={0}
          max={5}
          step={0.1}
          decimalScale={2}
          onChange={(value) => typeof value === 'number' && set({ heightM: value })}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('planning.heatmap.opacity')}
          </Text>
          <Slider
            value={settings.opacity}
            onChange={(opacity) => set({ opacity })}
            min={0}
            max={100}
            step={5}
            thumbLabel={t('planning.heatmap.opacity')}
            label={(value) => `${value} %`}
          />
        </Stack>
        {blocked ? (
          <Text size="sm" c="dimmed" data-testid="heatmap-blocked">
            {blocked}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed" role="status" aria-live="polite" data-testid="heatmap-timing">
          {heatmap.pending
            ? t('planning.heatmap.computing')
            : heatmap.lastMs !== null
              ? t('planning.heatmap.timing', { ms: Math.round(heatmap.lastMs) })
              : ''}
        </Text>
        {legend ? (
          <Stack
            component="ul"
            gap={4}
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('planning.heatmap.legend')}
            data-testid="planning-legend"
          >
            {[...legend.bins].reverse().map((bin) => (
              <Group component="li" key={bin.from} gap="xs" wrap="nowrap">
                <Box aria-hidden w={14} h={14} style={{ background: bin.colour, borderRadius: 3, flexShrink: 0 }} />
                <Text size="xs" style={{ flex: 1 }}>
                  {t('planning.heatmap.atLeast', { value: bin.from })}
                </Text>
                <Text size="xs" c="dimmed">
                  {percent(bin.share)}
                </Text>
              </Group>
            ))}
          </Stack>
        ) : null}
        {passRates ? (
          <Stack gap={2} data-testid="pass-rates">
            <Text size="sm" fw={500}>
              {t('planning.heatmap.passRates')}
            </Text>
            <Text size="xs" data-testid="pass-rate-floor">
              {t('planning.heatmap.passFloor', { rate: percent(passRates.floor) })}
            </Text>
            {passRates.areas.map((area) => (
              <Text size="xs" key={area.id} data-testid="pass-rate-area">
                {area.profile !== undefined
                  ? t('planning.heatmap.passAreaProfile', { name: area.name, profile: area.profile, rate: percent(area.passRate) })
                  : t('planning.heatmap.passArea', { name: area.name, rate: percent(area.passRate) })}
              </Text>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
