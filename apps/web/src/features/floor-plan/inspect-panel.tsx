import type { InspectResult } from '@airscope/contracts';
import { Loader, Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { VISUALIZATION_CHOICES, type ChosenVisualization } from './heatmap-choices.ts';
import { formatHeatmapValue, UNIT_OF } from './format-heatmap-value.ts';

interface InspectPanelProps {
  /** Null until the user points at the plan. */
  result: InspectResult | null;
  isLoading: boolean;
  isError: boolean;
  current: ChosenVisualization;
}

/** The inspect tool: every visualisation's value at the point (the one on screen first) and the radios heard there. */
export function InspectPanel({ result, isLoading, isError, current }: InspectPanelProps) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  // The inspect tool reads the fixed quantities; the requirement map depends on the chosen profile.
  const ordered = VISUALIZATION_CHOICES.filter(
    (choice): choice is Exclude<typeof choice, { value: 'requirement' }> => choice.value !== 'requirement',
  ).sort((a, b) => Number(b.value === current) - Number(a.value === current));
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      role="region"
      aria-label={t('floorPlanView.inspect.title')}
      aria-live="polite"
      data-testid="inspect-panel"
    >
      <Title order={2} size="h5" mb={4}>
        {t('floorPlanView.inspect.title')}
      </Title>
      {isError ? (
        <Text size="sm" c="red">
          {t('floorPlanView.inspect.failed')}
        </Text>
      ) : isLoading ? (
        <Loader size="sm" aria-label={t('floorPlanView.inspect.loading')} />
      ) : result ? (
        <>
          <Text size="xs" c="dimmed" mb={4}>
            {t('floorPlanView.inspect.position', { x: number.format(result.xMetres), y: number.format(result.yMetres) })}
            {result.inScope ? '' : ` · ${t('floorPlanView.inspect.outOfScope')}`}
          </Text>
          <Table fz="sm" verticalSpacing={2} horizontalSpacing={4} data-testid="inspect-values">
            <Table.Tbody>
              {ordered.map((choice) => {
                const value = result.values[choice.value];
                return (
                  <Table.Tr key={choice.value} data-vis={choice.value} fw={choice.value === current ? 700 : undefined}>
                    <Table.Td>{t(choice.labelKey)}</Table.Td>
                    <Table.Td ta="right" data-testid={choice.value === current ? 'inspect-value' : undefined}>
                      {value === null ? '–' : formatHeatmapValue(t, i18n.language, UNIT_OF[choice.value], value)}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
          <Title order={3} size="h6" mt="sm" mb={2}>
            {t('floorPlanView.inspect.radiosTitle', { count: result.radios.length })}
          </Title>
          {result.radios.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('floorPlanView.inspect.noRadios')}
            </Text>
          ) : (
            <Table fz="xs" verticalSpacing={2} horizontalSpacing={4} data-testid="inspect-radios">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('floorPlanView.inspect.ap')}</Table.Th>
                  <Table.Th>{t('floorPlanView.inspect.channel')}</Table.Th>
                  <Table.Th ta="right">{t('floorPlanView.units.dBm')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.radios.map((radio) => (
                  <Table.Tr key={radio.radioId}>
                    <Table.Td>{radio.apName || t('floorPlanView.inspect.unnamedAp')}</Table.Td>
                    <Table.Td>
                      {t('floorPlanView.inspect.channelValue', { channel: radio.channel, band: radio.band, width: radio.widthMhz })}
                    </Table.Td>
                    <Table.Td ta="right">{number.format(radio.rssiDbm)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t('floorPlanView.inspect.hint')}
        </Text>
      )}
    </Paper>
  );
}
