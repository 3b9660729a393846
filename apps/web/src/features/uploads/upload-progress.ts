/** docs/product.md §9 upload progress: the transfer fills 0–80, processing starts at 80 and creeps toward a cap. */
export const TRANSFER_END = 80;
export const IN_PROGRESS_CAP = 95;
export const COMMITTING_CAP = 99;
export const FINISHED = 100;

const POLL_WAIT_STEP_MS = 50;
const POLL_WAIT_MAX_MS = 2000;
// Each status poll closes this share of the gap to the cap, so the bar slows as it nears it and never arrives.
const CREEP_SHARE = 0.1;

/** Progress while the bytes are sent: 80 × sent / total, within 0–80. */
export function computeTransferProgress(sentBytes: number, totalBytes: number): number {
  if (!(totalBytes > 0)) return sentBytes > 0 ? TRANSFER_END : 0;
  const share = Math.min(Math.max(sentBytes / totalBytes, 0), 1);
  return TRANSFER_END * share;
}

/** One step toward `cap`: never past the cap and never backwards. */
export function creepTowardCap(current: number, cap: number): number {
  if (current >= cap) return current;
  return Math.min(cap, current + (cap - current) * CREEP_SHARE);
}

/** The wait before status poll number `pollIndex` (0-based): 50 ms more per poll, at most 2000 ms. */
export function computeStatusPollWait(pollIndex: number): number {
  return Math.min(POLL_WAIT_STEP_MS * (Math.max(pollIndex, 0) + 1), POLL_WAIT_MAX_MS);
}

/** The whole-number percentage a progress bar shows; rounding keeps a rising series rising. */
export function toDisplayedProgress(progress: number): number {
  return Math.round(Math.min(Math.max(progress, 0), FINISHED));
}
