/** One BSSID heard once, as a `track-<id>.bin` record holds it. */
export interface TrackSample {
  /** Milliseconds since the survey's startTime. */
  timeMs: number;
  /** Index into the survey track's accessPointMeasurementIds. */
  apIndex: number;
  /** Whole dBm. */
  rssi: number;
  noise: number | undefined;
  frequencyMhz: number;
}

const RECORD_BYTES = 17; // 01, 02+int32, 04+uint16, 05+int8, 11+int32, 09
const NOISE_BYTES = 2; // 06+int8
const ROUND_BYTES = 6; // 00+int32 ... 10

/**
 * Encodes samples in the survey track layout of docs/esx-format.md (§9, big-endian, tag-prefixed):
 * `02 01`, then per scan round `00 <int32 round>`, per sample `01 02 <int32 ms> 04 <uint16 apIndex>
 * 05 <int8 rssi> [06 <int8 noise>] 11 <int32 MHz> 09`, and `10` to close the round. Samples with the
 * same time form one round; samples must be sorted by time.
 */
export function encodeSurveyTrack(samples: readonly TrackSample[]): Buffer {
  let size = 2;
  let rounds = 0;
  samples.forEach((sample, index) => {
    if (index === 0 || samples[index - 1]!.timeMs !== sample.timeMs) rounds += 1;
    size += RECORD_BYTES + (sample.noise === undefined ? 0 : NOISE_BYTES);
  });
  size += rounds * ROUND_BYTES;
  const buffer = Buffer.alloc(size);
  let offset = buffer.writeUInt8(0x02, 0);
  offset = buffer.writeUInt8(0x01, offset);
  let round = -1;
  samples.forEach((sample, index) => {
    if (index === 0 || samples[index - 1]!.timeMs !== sample.timeMs) {
      if (round >= 0) offset = buffer.writeUInt8(0x10, offset);
      round += 1;
      offset = buffer.writeUInt8(0x00, offset);
      offset = buffer.writeInt32BE(round, offset);
    }
    offset = buffer.writeUInt8(0x01, offset);
    offset = buffer.writeUInt8(0x02, offset);
    offset = buffer.writeInt32BE(sample.timeMs, offset);
    offset = buffer.writeUInt8(0x04, offset);
    offset = buffer.writeUInt16BE(sample.apIndex, offset);
    offset = buffer.writeUInt8(0x05, offset);
    offset = buffer.writeInt8(sample.rssi, offset);
    if (sample.noise !== undefined) {
      offset = buffer.writeUInt8(0x06, offset);
      offset = buffer.writeInt8(sample.noise, offset);
    }
    offset = buffer.writeUInt8(0x11, offset);
    offset = buffer.writeInt32BE(sample.frequencyMhz, offset);
    offset = buffer.writeUInt8(0x09, offset);
  });
  if (round >= 0) buffer.writeUInt8(0x10, offset);
  return buffer;
}
