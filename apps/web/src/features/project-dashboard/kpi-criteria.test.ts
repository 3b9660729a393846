import type { Kpis } from '@airscope/contracts';
import { describe, expect, it } from 'vitest';
import { criterionValue, kpiColour, totalIssues } from './kpi-criteria.ts';

const kpis: Kpis = {
  rssi: { value: 95, issues: 1 },
  secondaryRssi: { value: 71, issues: 2 },
  snr: { value: null, issues: 0 },
  channelInterference: { value: 40, issues: 3 },
  networkHealth: { value: 60, issues: 4 },
  average: 67,
};

describe('KPI criteria', () => {
  it('reads the chosen criterion, the average included', () => {
    expect(criterionValue(kpis, 'rssi')).toBe(95);
    expect(criterionValue(kpis, 'snr')).toBeNull();
    expect(criterionValue(kpis, 'average')).toBe(67);
  });

  it('adds up the issues of every criterion', () => {
    expect(totalIssues(kpis)).toBe(10);
  });

  it('colours passing, borderline, failing and missing values', () => {
    expect([kpiColour(95), kpiColour(71), kpiColour(40), kpiColour(null)]).toEqual(['teal', 'yellow', 'red', 'gray']);
  });
});
