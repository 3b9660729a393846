import { useEffect, useRef, useState } from 'react';
import { useProjectPreference } from '../../lib/preferences/use-project-preference.ts';
import type { DashboardFilters } from './api/dashboard-filters.ts';
import { DEFAULT_CRITERION, type Criterion } from './kpi-criteria.ts';

const INITIAL_FILTERS: DashboardFilters = { startDate: null, endDate: null, frequencyBand: 'FIVE' };

/** The dashboard's date range, band and criterion, restored from the user's kept preference for the project and kept on change. */
export function useKeptDashboardFilters(projectId: string) {
  const kept = useProjectPreference(projectId, 'dashboard');
  const [filters, setFilters] = useState(INITIAL_FILTERS);
  const [criterion, setCriterion] = useState<Criterion>(DEFAULT_CRITERION);
  const [isRestored, setRestored] = useState(false);
  const restoring = useRef(false);

  useEffect(() => {
    if (restoring.current || !kept.isSettled) return;
    restoring.current = true;
    const stored = kept.stored;
    if (stored) {
      setFilters((current) => ({
        startDate: stored.startDate !== undefined ? stored.startDate : current.startDate,
        endDate: stored.endDate !== undefined ? stored.endDate : current.endDate,
        frequencyBand: stored.frequencyBand ?? current.frequencyBand,
      }));
      if (stored.criterion) setCriterion(stored.criterion);
    }
    setRestored(true);
  }, [kept.isSettled, kept.stored]);

  const { save } = kept;
  useEffect(() => {
    if (isRestored) save({ ...filters, criterion });
  }, [isRestored, filters, criterion, save]);

  return { filters, setFilters, criterion, setCriterion, isRestored };
}
