import type { Kpis } from '@airscope/contracts';
import { describe, expect, it } from 'vitest';
import { recommendFixes, type KpiPlace } from './recommend-fixes.ts';

const kpis = (
  rssi: number | null,
  snr: number | null = 100,
  secondaryRssi: number | null = null,
  channelInterference: number | null = null,
): Kpis => ({
  rssi: { value: rssi, issues: rssi !== null && rssi < 100 ? 1 : 0 },
  secondaryRssi: { value: secondaryRssi, issues: 0 },
  snr: { value: snr, issues: 0 },
  channelInterference: { value: channelInterference, issues: 0 },
  networkHealth: { value: rssi, issues: 0 },
  average: rssi,
});
const floor = (row: number, name: string, k: Kpis): KpiPlace => ({
  floorPlanRowId: row,
  floorPlanName: name,
  areaId: null,
  areaName: null,
  kpis: k,
});
const area = (row: number, name: string, id: string, k: Kpis): KpiPlace => ({
  ...floor(row, name, k),
  areaId: id,
  areaName: id.toUpperCase(),
});

describe('recommendFixes', () => {
  it('names each criterion below the target, the worst first, with its severity', () => {
    const found = recommendFixes([floor(1, 'Ground', kpis(60, 90)), floor(2, 'First', kpis(99, 80, 50))]);
    expect(found.map((r) => [r.floorPlanName, r.criterion, r.passPercent, r.severity])).toEqual([
      ['First', 'secondaryRssi', 50, 'high'],
      ['Ground', 'rssi', 60, 'high'],
      ['First', 'snr', 80, 'medium'],
      ['Ground', 'snr', 90, 'medium'],
    ]);
  });

  it('says nothing of criteria the profile lacks or that pass the target', () => {
    expect(recommendFixes([floor(1, 'Ground', kpis(95, null, null, 100))])).toEqual([]);
  });

  it('judges a floor that has areas by its areas, not by its own row', () => {
    const found = recommendFixes([
      floor(1, 'Ground', kpis(40)),
      area(1, 'Ground', 'lobby', kpis(85)),
      area(1, 'Ground', 'hall', kpis(100)),
    ]);
    expect(found).toEqual([
      expect.objectContaining({ floorPlanRowId: 1, areaId: 'lobby', areaName: 'LOBBY', criterion: 'rssi', passPercent: 85, issues: 1 }),
    ]);
  });
});
