import type { EsxArchiveFile } from '@airscope/esx';

/** What a caller may pass to `readEsx` besides limits: a sink for the binary entries, and progress counters. */
export interface ReadEsxOptions {
  /**
   * Receives every image, track and uninterpreted entry right after it is inflated and checked, so a caller
   * can store it and let the bytes go instead of holding the whole archive in memory. The read waits for
   * each call; a rejection ends the read with that error. With a sink, the project's `imageFiles`,
   * `trackFiles` and `otherFiles` hold only what the sink did not receive (unknown JSON files that turned
   * out not to be collections). Entries come before the archive is fully validated: a read that fails
   * later has already handed some files over, which the caller must discard.
   */
  onFile?: (file: EsxArchiveFile) => Promise<void>;
  /**
   * Counters the read fills in as it goes, also when it ends in a refusal: how much of the archive was
   * looked at before the verdict. They show that a bomb is refused from its directory or stopped at its cap.
   */
  progress?: EsxReadProgress;
}

/** What a read has looked at so far; see `ReadEsxOptions.progress`. */
export interface EsxReadProgress {
  /** Central-directory records read and checked. */
  entriesInspected: number;
  /** Bytes produced by inflating (or copying stored) entries, counting the one byte past a cap that stops an entry. */
  bytesInflated: number;
}

/** Fresh counters for `ReadEsxOptions.progress`. */
export function createEsxReadProgress(): EsxReadProgress {
  return { entriesInspected: 0, bytesInflated: 0 };
}
