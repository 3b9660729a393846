import { Group, Select, TextInput } from '@mantine/core';
import type { FrequencyBand } from '@airscope/contracts';
import { useTranslation } from 'react-i18next';
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
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid="dashboard-filters">
      <TextInput
        type="date"
        label={t('dashboard.filters.from')}
        value={filters.startDate ?? ''}
        onChange={(event) => onChange({ ...filters, startDate: event.currentTarget.value || null })}
      />
      <TextInput
        type="date"
        label={t('dashboard.filters.to')}
        value={filters.endDate ?? ''}
        onChange={(event) => onChange({ ...filters, endDate: event.currentTarget.value || null })}
      />
      <Select
        label={t('dashboard.filters.band')}
        data={BANDS.map((band) => ({ value: band, label: t(`frequencyBands.${band}`) }))}
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
