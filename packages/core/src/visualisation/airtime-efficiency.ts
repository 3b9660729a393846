import type { Technology } from '../model/radio-model.ts';
import { phyOfTechnology } from './mcs-tables.ts';

/** IEEE 802.11-2020 OFDM timing: SIFS 16 µs, slot 9 µs, CWmin 15; AIFS[BE] = SIFS + 2 slots. */
const SIFS_US = 16;
const AIFS_US = SIFS_US + 2 * 9;
const MEAN_BACKOFF_US = (15 * 9) / 2;
/** A 1500-byte MSDU carries 44 bytes of MAC header, LLC/SNAP, FCS and A-MPDU delimiter. */
const MSDU_BYTES = 1500;
const MPDU_OVERHEAD_BYTES = 44;
/** Aggregated PPDUs are assumed to last up to 2 ms, a common TXOP-limited A-MPDU length. */
const TARGET_PPDU_US = 2000;

const PREAMBLE_US: Readonly<Record<string, number>> = { HT: 36, VHT: 40, HE: 48, EHT: 48, OFDM: 20, DSSS: 96 };
const MAX_AMPDU_BYTES: Readonly<Record<string, number>> = { HT: 65_535, VHT: 1_048_575, HE: 6_500_631, EHT: 15_523_198 };

/**
 * Share of airtime that carries user payload for one saturated client with no collisions: payload time /
 * (AIFS + mean backoff + preamble + PPDU + SIFS + block ack), times the MSDU/MPDU byte ratio. HT and newer
 * aggregate up to 2 ms or the A-MPDU byte limit; legacy a/b/g send one 1500-byte frame and an ACK.
 */
export function airtimeEfficiency(phyRateMbps: number, technology: Technology): number {
  if (!(phyRateMbps > 0)) return 0;
  const phy = phyOfTechnology(technology) ?? (technology === 'B' ? 'DSSS' : 'OFDM');
  const byteRatio = MSDU_BYTES / (MSDU_BYTES + MPDU_OVERHEAD_BYTES);
  const isAggregating = phy in MAX_AMPDU_BYTES;
  const payloadUs = isAggregating
    ? Math.min(TARGET_PPDU_US, (MAX_AMPDU_BYTES[phy]! * 8) / phyRateMbps)
    : ((MSDU_BYTES + MPDU_OVERHEAD_BYTES) * 8) / phyRateMbps;
  // Block ack / ack: legacy preamble plus 32 (BA) or 14 (ACK) bytes at 24 Mb/s, or 2 Mb/s on DSSS.
  const ackUs = phy === 'DSSS' ? 96 + (14 * 8) / 2 : 20 + ((isAggregating ? 32 : 14) * 8) / 24;
  const totalUs = AIFS_US + MEAN_BACKOFF_US + PREAMBLE_US[phy]! + payloadUs + SIFS_US + ackUs;
  return (payloadUs / totalUs) * byteRatio;
}

/** MAC throughput estimate in Mb/s: PHY rate × airtime efficiency (single client, no contention). */
export function estimateThroughputMbps(phyRateMbps: number, technology: Technology): number {
  return phyRateMbps * airtimeEfficiency(phyRateMbps, technology);
}
