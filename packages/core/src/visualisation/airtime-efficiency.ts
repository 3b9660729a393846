import type { Technology } from '../model/radio-model.ts';
import { phyOfTechnology } from './mcs-tables.ts';

/**
 * MAC-efficiency model (docs/decisions/0042-mac-efficiency-model.md): what share of the PHY rate one client gets as
 * TCP payload on an otherwise idle channel. Each downlink transmit opportunity (TXOP) pays EDCA access (AIFS + mean
 * backoff), the preamble, the MAC framing of every MPDU, SIFS and the (block) ack; the client then contends for the
 * medium to return TCP acknowledgements (one per two segments, RFC 5681 §4.2), and either side's TXOP collides with
 * the other's with probability 1 / (CWmin + 1); 10 % of the MPDUs are resent, the frame error rate at which the
 * 802.11 receiver sensitivities behind the SNR → MCS tables are defined (IEEE 802.11-2020, e.g. 19.3.19.1).
 */

/** Channel access and preamble timing (µs) and the block-ack window of one PHY family. */
interface PhyTiming {
  readonly sifsUs: number;
  readonly slotUs: number;
  readonly cwMin: number;
  readonly preambleUs: number;
  /** The (block) ack that closes a TXOP, µs. */
  readonly ackUs: number;
  /** MPDUs one A-MPDU may carry (block-ack window); 1 = no aggregation. */
  readonly maxMpdus: number;
  readonly maxAmpduBytes: number;
}

// Block ack: legacy preamble (20 µs) + 32-byte compressed BA at 24 Mb/s; legacy ACK: 14 bytes at 24 Mb/s.
const BLOCK_ACK_US = 20 + (32 * 8) / 24;
const OFDM_ACK_US = 20 + (14 * 8) / 24;
const OFDM = { sifsUs: 16, slotUs: 9, cwMin: 15 } as const;

/** IEEE 802.11-2020 clause 15–21 timing, 802.11ax-2021 and 802.11be-2024 block-ack windows and A-MPDU limits. */
const TIMING: Readonly<Record<'DSSS' | 'OFDM' | 'HT' | 'VHT' | 'HE' | 'EHT', PhyTiming>> = {
  // 802.11b short preamble (96 µs), ACK at 2 Mb/s.
  DSSS: { sifsUs: 10, slotUs: 20, cwMin: 31, preambleUs: 96, ackUs: 96 + (14 * 8) / 2, maxMpdus: 1, maxAmpduBytes: 0 },
  OFDM: { ...OFDM, preambleUs: 20, ackUs: OFDM_ACK_US, maxMpdus: 1, maxAmpduBytes: 0 },
  HT: { ...OFDM, preambleUs: 36, ackUs: BLOCK_ACK_US, maxMpdus: 64, maxAmpduBytes: 65_535 },
  VHT: { ...OFDM, preambleUs: 40, ackUs: BLOCK_ACK_US, maxMpdus: 64, maxAmpduBytes: 1_048_575 },
  HE: { ...OFDM, preambleUs: 48, ackUs: BLOCK_ACK_US, maxMpdus: 256, maxAmpduBytes: 6_500_631 },
  EHT: { ...OFDM, preambleUs: 48, ackUs: BLOCK_ACK_US, maxMpdus: 1024, maxAmpduBytes: 15_523_198 },
};

/** AC_BE of the default EDCA parameter set: AIFSN 3 (IEEE 802.11-2020 Table 9-155). */
const AIFSN_BEST_EFFORT = 3;
/** A 1500-byte MSDU (1460 bytes of TCP payload after 40 bytes of IP and TCP headers) in an MPDU with 44 bytes of MAC header, LLC/SNAP, FCS and A-MPDU delimiter. */
const TCP_PAYLOAD_BYTES = 1460;
const MPDU_BYTES = 1500 + 44;
/** A TCP acknowledgement: 40 bytes of IP and TCP headers in its own MPDU. */
const TCP_ACK_MPDU_BYTES = 40 + 44;
/** Aggregates are sent up to 2 ms long, a common TXOP-limited A-MPDU length. */
const TARGET_PPDU_US = 2000;
/** Share of MPDUs resent: receiver sensitivity, hence each MCS's SNR threshold, is defined at 10 % frame error rate. */
const FRAME_ERROR_RATE = 0.1;

/** One TXOP of `mpdus` frames of `bytes` each at `rateMbps`, from channel access to its (block) ack (µs). */
function txopUs(t: PhyTiming, mpdus: number, bytes: number, rateMbps: number): number {
  const aifsUs = t.sifsUs + AIFSN_BEST_EFFORT * t.slotUs;
  const meanBackoffUs = (t.cwMin * t.slotUs) / 2;
  return aifsUs + meanBackoffUs + t.preambleUs + (mpdus * bytes * 8) / rateMbps + t.sifsUs + t.ackUs;
}

/**
 * Share (0–1) of the PHY rate one client gets as TCP goodput, the model above: downlink A-MPDUs of as many 1544-byte
 * MPDUs as the block-ack window, the A-MPDU byte limit and 2 ms allow (one frame for legacy a/b/g); the client's
 * TCP acknowledgements in one uplink TXOP per downlink TXOP (one per two without aggregation), at the same rate;
 * each TXOP repeated 1 / (1 − 1/(CWmin+1)) times for collisions between the two; 10 % of the payload resent.
 */
export function airtimeEfficiency(phyRateMbps: number, technology: Technology): number {
  if (!(phyRateMbps > 0)) return 0;
  const t = TIMING[phyOfTechnology(technology) ?? (technology === 'B' ? 'DSSS' : 'OFDM')];
  const mpdus = Math.max(
    1,
    Math.min(t.maxMpdus, Math.floor(t.maxAmpduBytes / MPDU_BYTES), Math.floor((TARGET_PPDU_US * phyRateMbps) / 8 / MPDU_BYTES)),
  );
  const tcpAcks = mpdus / 2;
  const uplinkTxops = t.maxMpdus > 1 ? Math.min(1, tcpAcks) : tcpAcks;
  const exchangeUs =
    txopUs(t, mpdus, MPDU_BYTES, phyRateMbps) + uplinkTxops * txopUs(t, tcpAcks / uplinkTxops, TCP_ACK_MPDU_BYTES, phyRateMbps);
  const collision = 1 / (t.cwMin + 1);
  const goodputUs = (mpdus * TCP_PAYLOAD_BYTES * 8 * (1 - FRAME_ERROR_RATE)) / phyRateMbps;
  return (goodputUs * (1 - collision)) / exchangeUs;
}

/** TCP goodput estimate in Mb/s of one client: PHY rate × airtime efficiency (the MAC-efficiency model above). */
export function estimateThroughputMbps(phyRateMbps: number, technology: Technology): number {
  return phyRateMbps * airtimeEfficiency(phyRateMbps, technology);
}
