/** One BSSID heard once, as read from a `track-<id>.bin` entry. */
export interface TrackRecord {
  /** Milliseconds since the survey's startTime. */
  readonly timeMs: number;
  /** Index into the survey track's accessPointMeasurementIds. */
  readonly apIndex: number;
  /** dBm. */
  readonly rssiDbm: number;
  /** dBm, when the scanner reported it. */
  readonly noiseDbm: number | undefined;
  readonly frequencyMhz: number | undefined;
}

/** A decoded track: its records, and whether decoding stopped early at an unknown tag or a cut record. */
export interface DecodedTrack {
  readonly records: TrackRecord[];
  readonly complete: boolean;
}

/** Payload bytes after each tag of the layout (tag 0x01, 0x09, 0x10 carry none). */
const PAYLOAD_BYTES: Readonly<Record<number, number>> = { 0x00: 4, 0x01: 0, 0x02: 4, 0x04: 2, 0x05: 1, 0x06: 1, 0x09: 0, 0x10: 0, 0x11: 4 };

/**
 * Decodes the survey track layout of docs/esx-format.md (§9), as `survey-csv/encode-survey-track.ts`
 * writes it: big-endian, `02 01`, then per scan round `00 <int32 round>`, per record `01 02 <int32 ms>
 * 04 <uint16 apIndex> 05 <int8 rssi> [06 <int8 noise>] 11 <int32 MHz> 09`, and `10`. Stops cleanly
 * (complete: false) at a bad header, an unknown tag or a truncated value, keeping the records read so far;
 * records without time, apIndex or RSSI are dropped.
 */
export function decodeSurveyTrack(bytes: Uint8Array): DecodedTrack {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const records: TrackRecord[] = [];
  if (bytes.length < 2 || bytes[0] !== 0x02 || bytes[1] !== 0x01) return { records, complete: false };
  let offset = 2;
  let current: { timeMs?: number; apIndex?: number; rssiDbm?: number; noiseDbm?: number; frequencyMhz?: number } = {};
  while (offset < bytes.length) {
    const tag = bytes[offset]!;
    const size = PAYLOAD_BYTES[tag];
    if (size === undefined || offset + 1 + size > bytes.length) return { records, complete: false };
    const at = offset + 1;
    offset = at + size;
    switch (tag) {
      case 0x01:
      case 0x10:
        current = {};
        break;
      case 0x02:
        current.timeMs = view.getInt32(at);
        break;
      case 0x04:
        current.apIndex = view.getUint16(at);
        break;
      case 0x05:
        current.rssiDbm = view.getInt8(at);
        break;
      case 0x06:
        current.noiseDbm = view.getInt8(at);
        break;
      case 0x11:
        current.frequencyMhz = view.getInt32(at);
        break;
      case 0x09: {
        const { timeMs, apIndex, rssiDbm, noiseDbm, frequencyMhz } = current;
        if (timeMs !== undefined && apIndex !== undefined && rssiDbm !== undefined)
          records.push({ timeMs, apIndex, rssiDbm, noiseDbm, frequencyMhz });
        current = {};
        break;
      }
      default:
        break; // 0x00: scan round number, not needed
    }
  }
  return { records, complete: true };
}
