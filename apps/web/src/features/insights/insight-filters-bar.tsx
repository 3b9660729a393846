import { Group, Select, TextInput } from '@mantine/core';
import { INSIGHT_SEARCH_MAX_LENGTH, type FrequencyBand, type SurveyDateRange } from '@airscope/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeatureFlag } from '../../lib/page-config/page-config.query.ts';
import type { InsightFilters } from './api/insight-filters.ts';
import { DateRangeInputs } from '../../components/date-range/date-range-inputs.tsx';

const BANDS: FrequencyBand[] = ['FIVE', 'SIX', 'TWO', 'ANY'];

interface InsightFiltersBarProps {
  filters: InsightFilters;
  onChange(filters: InsightFilters): void;
  surveyRange: SurveyDateRange | undefined;
}

/** docs/product.md §3 shared search state: one search text, the survey date range and the band for every list of the page. */
export function InsightFiltersBar({ filters, onChange, surveyRange }: InsightFiltersBarProps) {
  const { t } = useTranslation();
  const bands = useFeatureFlag('sixGhz') ? BANDS : BANDS.filter((band) => band !== 'SIX');
  const min = surveyRange?.startDate ?? undefined;
  const max = surveyRange?.endDate ?? undefined;
  // Text the API would refuse stays in the field with one message; the lists keep the last search that fit, so
  // no panel shows a refused request.
  const [tooLong, setTooLong] = useState<string | null>(null);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        type="search"
        label={t('insights.filters.search')}
        placeholder={t('insights.filters.searchPlaceholder')}
        value={tooLong ?? filters.query}
        onChange={(event) => {
          const text = event.currentTarget.value;
          const fits = text.length <= INSIGHT_SEARCH_MAX_LENGTH;
          setTooLong(fits ? null : text);
          if (fits) onChange({ ...filters, query: text });
        }}
        error={tooLong === null ? undefined : t('insights.filters.searchTooLong', { max: INSIGHT_SEARCH_MAX_LENGTH })}
        w={280}
        data-testid="insights-search"
      />
      <DateRangeInputs
        value={{ startDate: filters.startDate, endDate: filters.endDate }}
        onChange={(range) => onChange({ ...filters, ...range })}
        fromLabel={t('insights.filters.from')}
        toLabel={t('insights.filters.to')}
        bounds={{ min, max }}
      />
      <Select
        label={t('insights.filters.band')}
        data={bands.map((band) => ({ value: band, label: t(`frequencyBands.${band}`) }))}
        value={filters.frequencyBand}
        onChange={(value) => value && onChange({ ...filters, frequencyBand: value as FrequencyBand })}
        allowDeselect={false}
        w={140}
      />
    </Group>
  );
}
