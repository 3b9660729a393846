import type { CriterionCount, KpiCounts } from '@airscope/core';
import { describe, expect, it } from 'vitest';
import { recommendFixes, type KpiPlace } from './recommend-fixes.ts';

const CELLS = 100;
/** A count on 100 cells where `percent` pass (null: the profile has no such criterion). */
const of = (percent: number | null): CriterionCount =>
  percent === null ? { cells: 0, passed: 0, issues: 0 } : { cells: CELLS, passed: percent, issues: percent < 100 ? 1 : 0 };

/** Counts of one place; health defaults to the worst of the kinds, as a cell fails health when any criterion fails. */
const counts = (k: Partial<Record<Exclude<keyof KpiCounts, 'networkHealth'>, number | null>> & { health?: number }): KpiCounts => {
  const kinds = { rssi: of(k.rssi ?? null), rssi2: of(k.rssi2 ?? null), snr: of(k.snr ?? null) };
  const rest = {
    channelInterference: of(k.channelInterference ?? null),
    dataRate: of(k.dataRate ?? null),
    accessPoints: of(k.accessPoints ?? null),
  };
  const present = Object.values(k).filter((v): v is number => typeof v === 'number');
  return { ...kinds, ...rest, networkHealth: of(k.health ?? (present.length > 0 ? Math.min(...present) : null)) };
};
const floor = (row: number, name: string, c: KpiCounts): KpiPlace => ({
  floorPlanRowId: row,
  floorPlanName: name,
  areaId: null,
  areaName: null,
  counts: c,
});
const area = (row: number, name: string, id: string, c: KpiCounts): KpiPlace => ({
  ...floor(row, name, c),
  areaId: id,
  areaName: id.toUpperCase(),
});

describe('recommendFixes', () => {
  it('names each criterion below the target, the worst first, with its severity', () => {
    const found = recommendFixes([
      floor(1, 'Ground', counts({ rssi: 60, snr: 90 })),
      floor(2, 'First', counts({ rssi: 99, snr: 80, rssi2: 50 })),
    ]);
    expect(found.map((r) => [r.floorPlanName, r.criterion, r.passPercent, r.severity])).toEqual([
      ['First', 'secondaryRssi', 50, 'high'],
      ['Ground', 'rssi', 60, 'high'],
      ['First', 'snr', 80, 'medium'],
      ['Ground', 'snr', 90, 'medium'],
    ]);
  });

  it('says nothing of criteria the profile lacks or that pass the target', () => {
    expect(recommendFixes([floor(1, 'Ground', counts({ rssi: 95, channelInterference: 100 }))])).toEqual([]);
  });

  it('judges a floor that has areas by its areas, not by its own row', () => {
    const found = recommendFixes([
      floor(1, 'Ground', counts({ rssi: 40 })),
      area(1, 'Ground', 'lobby', counts({ rssi: 85 })),
      area(1, 'Ground', 'hall', counts({ rssi: 100 })),
    ]);
    expect(found).toEqual([
      expect.objectContaining({ floorPlanRowId: 1, areaId: 'lobby', areaName: 'LOBBY', criterion: 'rssi', passPercent: 85, issues: 1 }),
    ]);
  });

  // Issue 37: areas at 0 % network health because too few access points are heard (an RTLS profile), while signal,
  // SNR and channel interference pass everywhere, were reported as "Nothing to fix".
  it('recommends for every area whose network health fails, naming the criterion that fails it', () => {
    const found = recommendFixes([
      floor(1, 'Ground', counts({ rssi: 89, snr: 92, channelInterference: 99, dataRate: 96, accessPoints: 3, health: 32 })),
      area(1, 'Ground', 'reception', counts({ rssi: 100, snr: 100, channelInterference: 100, dataRate: 100, accessPoints: 0 })),
      area(1, 'Ground', 'office', counts({ rssi: 100, snr: 100, channelInterference: 99, dataRate: 100, accessPoints: 53 })),
    ]);
    expect(found.map((r) => [r.areaName, r.criterion, r.passPercent, r.severity])).toEqual([
      ['RECEPTION', 'accessPoints', 0, 'high'],
      ['OFFICE', 'accessPoints', 53, 'high'],
    ]);
  });

  it('names network health itself when each criterion passes alone but too few cells pass them all', () => {
    const found = recommendFixes([floor(1, 'Ground', counts({ rssi: 96, snr: 96, dataRate: 97, health: 89 }))]);
    expect(found.map((r) => [r.areaName, r.criterion, r.passPercent, r.severity])).toEqual([[null, 'networkHealth', 89, 'medium']]);
  });

  it("speaks for a floor's own row when its health fails outside every area and no area explains it", () => {
    const found = recommendFixes([floor(1, 'Ground', counts({ rssi: 70 })), area(1, 'Ground', 'hall', counts({ rssi: 100 }))]);
    expect(found.map((r) => [r.areaName, r.criterion, r.passPercent])).toEqual([[null, 'rssi', 70]]);
  });

  it('leaves no place whose network health is short without a recommendation', () => {
    const places = [
      floor(1, 'Ground', counts({ rssi: 50, health: 40 })),
      area(1, 'Ground', 'a', counts({ snr: 94 })),
      area(1, 'Ground', 'b', counts({ rssi: 97, snr: 97, health: 90 })),
      area(1, 'Ground', 'c', counts({ accessPoints: 100 })),
      floor(2, 'First', counts({ dataRate: 10 })),
    ];
    const found = recommendFixes(places);
    const named = new Set(found.map((r) => `${r.floorPlanRowId}:${r.areaId}`));
    expect([...named].sort()).toEqual(['1:a', '1:b', '2:null']);
  });
});
