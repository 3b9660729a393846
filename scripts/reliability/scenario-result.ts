export { seededRandom } from '../../packages/core/src/testing/fixtures.ts';

/** One row of the reliability table. */
export interface ScenarioResult {
  readonly id: string;
  readonly scenario: string;
  readonly runs: number;
  /** Acknowledged work that did not survive (must be 0). */
  readonly lost: number;
  readonly partial: number;
  readonly orphanFiles: number;
  /** The longest time from a fault to the service answering again, seconds (NaN where it does not apply). */
  readonly recoverS: number;
  readonly pass: boolean;
  readonly notes: string;
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `work` over `items` with at most `limit` at a time, in order of the items. */
export async function mapWithLimit<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!, index);
      }
    }),
  );
  return results;
}

/** Polls `probe` until it is true; the seconds it took, or NaN after the deadline. */
export async function secondsUntil(probe: () => Promise<boolean>, deadlineS: number): Promise<number> {
  const started = performance.now();
  while ((performance.now() - started) / 1000 < deadlineS) {
    if (await probe().catch(() => false)) return (performance.now() - started) / 1000;
    await sleep(100);
  }
  return NaN;
}
