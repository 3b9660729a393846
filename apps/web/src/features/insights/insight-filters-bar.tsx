import { Group, Select, TextInput } from '@mantine/core';
import type { FrequencyBand, SurveyDateRange } from '@airscope/contracts';
import { useTranslation } from 'react-i18next';
import type { InsightFilters } from './api/insight-filters.ts';

const BANDS: FrequencyBand[] = ['FIVE', 'SIX', 'TWO', 'ANY'];

interface InsightFiltersBarProps {
  filters: InsightFilters;
  onChange(filters: InsightFilters): void;
  surveyRange: SurveyDateRange | undefined;
}

/** Spec §3 shared search state: one search text, the survey date range and the band for every list of the page. */
export function InsightFiltersBar({ filters, onChange, surveyRange }: InsightFiltersBarProps) {
  const { t } = useTranslation();
  const min = surveyRange?.startDate ?? undefined;
  const max = surveyRange?.endDate ?? undefined;
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        type="search"
        label={t('insights.filters.search')}
        placeholder={t('insights.filters.searchPlaceholder')}
        value={filters.query}
        onChange={(event) => onChange({ ...filters, query: event.currentTarget.value })}
        w={280}
        data-testid="insights-search"
      />
      <TextInput
        type="date"
        label={t('insights.filters.from')}
        value={filters.startDate ?? ''}
        min={min}
        max={max}
        onChange={(event) => onChange({ ...filters, startDate: event.currentTarget.value || null })}
      />
      <TextInput
        type="date"
        label={t('insights.filters.to')}
        value={filters.endDate ?? ''}
        min={min}
        max={max}
        onChange={(event) => onChange({ ...filters, endDate: event.currentTarget.value || null })}
      />
      <Select
        label={t('insights.filters.band')}
        data={BANDS.map((band) => ({ value: band, label: t(`frequencyBands.${band}`) }))}
        value={filters.frequencyBand}
        onChange={(value) => value && onChange({ ...filters, frequencyBand: value as FrequencyBand })}
        allowDeselect={false}
        w={140}
      />
    </Group>
  );
}
