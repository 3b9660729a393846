import { describe, expect, it } from 'vitest';
import type { Technology } from '../model/radio-model.ts';
import { airtimeEfficiency, estimateThroughputMbps } from './airtime-efficiency.ts';
import { DSSS_RATES, mcsDataRateMbps, OFDM_RATES, PHY_LIMITS, type McsPhy } from './mcs-tables.ts';

const TECHNOLOGY_OF: Readonly<Record<McsPhy, Technology>> = { HT: 'N', VHT: 'AC', HE: 'AX', EHT: 'BE' };
const WIDTHS = [20, 40, 80, 160, 320];

interface Row {
  technology: Technology;
  label: string;
  rate: number;
  streams: number;
  widthMhz: number;
}

/** Every row of the MCS tables (PHY, MCS, width, streams and guard interval with a defined rate) and the legacy OFDM rates. */
function everyMcsRow(): Row[] {
  const rows: Row[] = [];
  for (const phy of Object.keys(PHY_LIMITS) as McsPhy[]) {
    const limits = PHY_LIMITS[phy];
    const guards = phy === 'HT' || phy === 'VHT' ? [0.8, 0.4] : [0.8, 1.6, 3.2];
    for (let mcs = 0; mcs <= limits.maxMcs; mcs++)
      for (const width of WIDTHS)
        for (let streams = 1; streams <= limits.maxStreams; streams++)
          for (const gi of guards) {
            const rate = mcsDataRateMbps(phy, mcs, width, streams, gi);
            if (rate === undefined) continue;
            rows.push({
              technology: TECHNOLOGY_OF[phy],
              label: `${phy} MCS ${mcs} ${width} MHz ${streams}ss GI ${gi}`,
              rate,
              streams,
              widthMhz: width,
            });
          }
  }
  for (const [rate] of OFDM_RATES)
    for (const technology of ['A', 'G'] as const)
      rows.push({ technology, label: `${technology} ${rate} Mb/s`, rate, streams: 1, widthMhz: 20 });
  return rows;
}

describe('MAC-efficiency model', () => {
  const rows = everyMcsRow();

  it('puts TCP throughput at no more than 70 % of the PHY rate on every MCS row', () => {
    expect(rows.length).toBeGreaterThan(1000);
    const over = rows.filter((row) => estimateThroughputMbps(row.rate, row.technology) > 0.7 * row.rate).map((row) => row.label);
    expect(over).toEqual([]);
  });

  it('keeps the links clients use (aggregating, 1–2 streams, up to 80 MHz) within the 50–70 % practice reports', () => {
    const aggregating = rows.filter((row) => row.technology !== 'A' && row.technology !== 'G' && row.streams <= 2 && row.widthMhz <= 80);
    const shares = aggregating.map((row) => airtimeEfficiency(row.rate, row.technology));
    expect(Math.min(...shares)).toBeGreaterThanOrEqual(0.5);
    expect(Math.max(...shares)).toBeLessThanOrEqual(0.7);
  });

  it('matches the hand-computed exchange of 802.11a at 54 Mb/s', () => {
    // Downlink: AIFS 43 + backoff 67.5 + preamble 20 + 1544 B at 54 Mb/s (228.74) + SIFS 16 + ACK 24.67 = 399.91 µs.
    // Half a TCP-ack exchange: (43 + 67.5 + 20 + 84 B at 54 Mb/s (12.44) + 16 + 24.67) / 2 = 91.81 µs.
    // Goodput 1460 B × 0.9 at 54 Mb/s = 194.67 µs; × 15/16 for collisions, / 491.72 µs = 0.3711.
    expect(airtimeEfficiency(54, 'A')).toBeCloseTo(0.3711, 3);
    expect(estimateThroughputMbps(54, 'A')).toBeCloseTo(20.04, 1);
  });

  it('loses more to channel access on slower legacy DSSS rates than the MCS rows, never reaching the PHY rate', () => {
    const shares = DSSS_RATES.map(([rate]) => airtimeEfficiency(rate, 'B'));
    expect(shares).toEqual([...shares].sort((a, b) => b - a));
    expect(shares.every((share) => share > 0.4 && share < 0.8)).toBe(true);
  });

  it('caps VHT by its 64-MPDU block-ack window: the fastest VHT rows keep less than HE at the same rate', () => {
    expect(airtimeEfficiency(3120, 'AC')).toBeLessThan(airtimeEfficiency(3120, 'AX') - 0.2);
  });

  it('rises with aggregation: an HE link gets a larger share than legacy OFDM at a similar rate', () => {
    expect(airtimeEfficiency(68.8, 'AX')).toBeGreaterThan(airtimeEfficiency(54, 'G') + 0.15);
  });

  it('gives nothing without a rate', () => {
    expect(estimateThroughputMbps(0, 'AX')).toBe(0);
    expect(airtimeEfficiency(Number.NaN, 'AC')).toBe(0);
  });
});
