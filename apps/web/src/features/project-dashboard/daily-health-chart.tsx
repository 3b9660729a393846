import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { EmptyState } from '@mantine/core';
import type { DailyHealth } from '@airscope/contracts';
import { useTranslation } from 'react-i18next';

/** Network health per survey day as a line, 0–100 %. */
export function DailyHealthChart({ days }: { days: readonly DailyHealth[] }) {
  const { t, i18n } = useTranslation();
  if (days.length === 0)
    return (
      <EmptyState
        py="lg"
        title={t('dashboard.health.emptyTitle')}
        description={t('dashboard.health.emptyBody')}
        data-testid="daily-health-empty"
      />
    );
  const dates = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', { dateStyle: 'medium', timeZone: 'UTC' });
  const data = days.map((day) => ({ day: dates.format(new Date(`${day.date}T00:00:00Z`)), health: Math.round(day.value * 10) / 10 }));
  const seriesName = t('dashboard.health.series');
  return (
    <figure style={{ margin: 0 }} data-testid="daily-health-chart" data-points={days.length}>
      <LineChart
        h={240}
        data={data}
        dataKey="day"
        series={[{ name: 'health', label: seriesName, color: 'teal.7' }]}
        yAxisProps={{ domain: [0, 100] }}
        unit=" %"
        curveType="monotone"
        withDots={days.length < 60}
      />
      <figcaption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {t('dashboard.health.caption', { count: days.length, first: data[0]?.day ?? '', last: data[data.length - 1]?.day ?? '' })}
      </figcaption>
    </figure>
  );
}
