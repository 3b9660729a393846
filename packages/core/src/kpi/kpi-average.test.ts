import { describe, expect, it } from 'vitest';
import { averageKpis, kpisFromHealth } from './kpi-average.ts';
import type { NetworkHealthResult } from '../visualisation/network-health.ts';

describe('KPI average', () => {
  it('is the rounded mean of the criteria that are present', () => {
    expect(averageKpis({ rssi: 90, rssi2: 80, snr: 75 })).toBe(82);
    expect(averageKpis({ rssi: 90, rssi2: null, snr: undefined, channelInterference: 61, networkHealth: 0 })).toBe(50);
  });

  it('is undefined when the sum of present criteria is 0', () => {
    expect(averageKpis({})).toBeUndefined();
    expect(averageKpis({ rssi: 0, snr: 0 })).toBeUndefined();
  });

  it('turns pass rates into percentages, pooling bands by area', () => {
    const health = {
      overallPassShare: 0.5,
      criteria: [
        { criterion: { type: 'SIGNAL_STRENGTH' }, isEvaluated: true, applicableCells: 30, passShare: 1 },
        { criterion: { type: 'SIGNAL_STRENGTH' }, isEvaluated: true, applicableCells: 10, passShare: 0.6 },
        { criterion: { type: 'PING_RTT' }, isEvaluated: false, applicableCells: 40, passShare: 1 },
      ],
    } as unknown as NetworkHealthResult;
    expect(kpisFromHealth(health)).toEqual({
      rssi: 90,
      rssi2: undefined,
      snr: undefined,
      channelInterference: undefined,
      networkHealth: 50,
    });
  });
});
