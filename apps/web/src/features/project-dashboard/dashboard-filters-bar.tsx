import { Group, Select } from '@mantine/core';
import { DateRangeInputs } from '../../components/date-range/date-range-inputs.tsx';
import type { FrequencyBand } from '@airscope/contracts';
import { useTranslation } from 'react-i18next';
import { useFeatureFlag } from '../../lib/page-config/page-config.query.ts';
import type { DashboardFilters } from './api/dashboard-filters.ts';
import { CRITERIA, type Criterion } from './kpi-criteria.ts';

const BANDS: FrequencyBand[] = ['FIVE', 'SIX', 'TWO', 'ANY'];

interface DashboardFiltersBarProps {
  filters: DashboardFilters;
  onChange(filters: DashboardFilters): void;
  criterion: Criterion;
  onCriterion(criterion: Criterion): void;
}

/** Date range, band and criterion selectors of the project dashboard. */
export function DashboardFiltersBar({ filters, onChange, criterion, onCriterion }: DashboardFiltersBarProps) {
  const { t } = useTranslation();
  const bands = useFeatureFlag('sixGhz') ? BANDS : BANDS.filter((band) => band !== 'SIX');
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid="dashboard-filters">
      <DateRangeInputs
        value={{ startDate: filters.startDate, endDate: filters.endDate }}
        onChange={(range) => onChange({ ...filters, ...range })}
        fromLabel={t('dashboard.filters.from')}
        toLabel={t('dashboard.filters.to')}
      />
      <Select
        label={t('dashboard.filters.band')}
        data={bands.map((band) => ({ value: band, label: t(`frequencyBands.${band}`) }))}
        value={filters.frequencyBand}
        onChange={(value) => value && onChange({ ...filters, frequencyBand: value as FrequencyBand })}
        allowDeselect={false}
        w={140}
      />
      <Select
        label={t('dashboard.filters.criterion')}
        data={CRITERIA.map((name) => ({ value: name, label: t(`dashboard.criteria.${name}`) }))}
        value={criterion}
        onChange={(value) => value && onCriterion(value as Criterion)}
        allowDeselect={false}
        w={220}
      />
    </Group>
  );
}
