import { describe, expect, it } from 'vitest';
import type { NetworkHealthResult } from '../visualisation/network-health.ts';
import { isRfCriterion, type CriterionType } from '../visualisation/requirements.ts';
import { countKpiPasses, CRITERION_OF, kpiValuesFromCounts, sumKpiCounts } from './kpi-counts.ts';

const health = (criteria: Array<[string, number, number, boolean?]>, overall: number, inScope: number) =>
  ({
    overallPassShare: overall,
    inScopeCells: inScope,
    criteria: criteria.map(([type, applicableCells, passShare, isEvaluated = true]) => ({
      criterion: { type },
      isEvaluated,
      applicableCells,
      passShare,
    })),
  }) as unknown as NetworkHealthResult;

describe('KPI counts', () => {
  it('pools a criterion kind over bands by cells and counts the criteria not met everywhere as issues', () => {
    const counts = countKpiPasses(
      health(
        [
          ['SIGNAL_STRENGTH', 30, 1],
          ['SIGNAL_STRENGTH', 10, 0.6],
          ['PING_RTT', 40, 0.1, false],
        ],
        0.5,
        40,
      ),
    );
    expect(counts.rssi).toEqual({ cells: 40, passed: 36, issues: 1 });
    expect(counts.snr).toEqual({ cells: 0, passed: 0, issues: 0 });
    expect(counts.networkHealth).toEqual({ cells: 40, passed: 20, issues: 1 });
  });

  it('turns summed counts into percentages, so two days pool by area, not by mean of days', () => {
    const day1 = countKpiPasses(health([['SIGNAL_STRENGTH', 100, 1]], 1, 100));
    const day2 = countKpiPasses(health([['SIGNAL_STRENGTH', 300, 0.5]], 0.5, 300));
    const values = kpiValuesFromCounts(sumKpiCounts([day1, day2]));
    expect(values.rssi).toBe(63);
    expect(values.networkHealth).toBe(63);
    expect(values.snr).toBeNull();
    expect(values.average).toBe(63);
  });

  it('has no average when every present KPI is 0, and none at all without counts', () => {
    expect(kpiValuesFromCounts(countKpiPasses(health([['SIGNAL_STRENGTH', 10, 0]], 0, 10))).average).toBeUndefined();
    expect(kpiValuesFromCounts(sumKpiCounts([])).rssi).toBeNull();
  });

  it('counts every criterion network health evaluates, so whatever fails health has a count that names it', () => {
    const all: CriterionType[] = [
      'SIGNAL_STRENGTH',
      'SECONDARY_SIGNAL_STRENGTH',
      'SIGNAL_TO_NOISE_RATIO',
      'DATA_RATE',
      'CHANNEL_OVERLAP',
      'NUMBER_OF_ACCESS_POINTS',
      'PING_RTT',
      'RELATIVE_PING_PACKET_LOSS',
    ];
    const evaluated = all.filter((type) => isRfCriterion({ type, comparison: 'AT_LEAST', value: 0 }));
    expect(Object.values(CRITERION_OF).sort()).toEqual(evaluated.sort());
    const counts = countKpiPasses(
      health(
        [
          ['NUMBER_OF_ACCESS_POINTS', 20, 0],
          ['DATA_RATE', 20, 0.5],
        ],
        0,
        20,
      ),
    );
    expect(counts.accessPoints).toEqual({ cells: 20, passed: 0, issues: 1 });
    expect(counts.dataRate).toEqual({ cells: 20, passed: 10, issues: 1 });
    expect(sumKpiCounts([counts, counts]).accessPoints).toEqual({ cells: 40, passed: 0, issues: 2 });
  });
});
