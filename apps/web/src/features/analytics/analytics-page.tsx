import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Alert, Button, Card, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnalyticsSummary } from './api/analytics-summary.query.ts';
import { toEventsPerDay } from './events-per-day.ts';

const RANGES = ['7', '30', '90'] as const;
const PALETTE = ['cyan.7', 'indigo.6', 'orange.6', 'teal.7', 'grape.6', 'red.7', 'lime.8', 'blue.7', 'pink.6', 'yellow.7'];

/** Admin page: the organisation's analytics events per day and type. */
export function AnalyticsPage() {
  const { t } = useTranslation();
  const [range, setRange] = useState<(typeof RANGES)[number]>('30');
  const summary = useAnalyticsSummary(Number(range));
  const chart = summary.data ? toEventsPerDay(summary.data) : null;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('analytics.title')}</Title>
          <Text c="dimmed">{t('analytics.subtitle')}</Text>
        </div>
        <SegmentedControl
          aria-label={t('analytics.range')}
          value={range}
          onChange={(value) => setRange(value as (typeof RANGES)[number])}
          data={RANGES.map((days) => ({ value: days, label: t('analytics.lastDays', { count: Number(days) }) }))}
        />
      </Group>
      <Card withBorder padding="lg">
        {summary.isPending ? <Loader aria-label={t('common.loading')} /> : null}
        {summary.isError ? (
          <Alert color="red" title={t('analytics.loadError')}>
            <Button variant="light" onClick={() => void summary.refetch()}>
              {t('common.retry')}
            </Button>
          </Alert>
        ) : null}
        {chart && chart.total === 0 ? <Text>{t('analytics.empty')}</Text> : null}
        {chart && chart.total > 0 ? (
          <Stack gap="sm">
            <Text fw={600}>{t('analytics.total', { count: chart.total })}</Text>
            <BarChart
              h={320}
              data={chart.rows}
              dataKey="day"
              type="stacked"
              withLegend
              series={chart.types.map((type, index) => ({ name: type, color: PALETTE[index % PALETTE.length] ?? 'gray.6' }))}
              aria-label={t('analytics.chartLabel')}
            />
          </Stack>
        ) : null}
      </Card>
    </Stack>
  );
}
