import { describe, expect, it } from 'vitest';
import { computeStatusPollWait, computeTransferProgress, creepTowardCap, toDisplayedProgress } from './upload-progress.ts';

describe('computeTransferProgress (docs/product.md §9: the transfer fills 0 to 80)', () => {
  it.each([
    [0, 1000, 0],
    [250, 1000, 20],
    [500, 1000, 40],
    [1000, 1000, 80],
  ])('%i of %i bytes sent → %i', (sent, total, expected) => {
    expect(computeTransferProgress(sent, total)).toBe(expected);
  });

  it('stays within 0 to 80 for odd reports', () => {
    expect(computeTransferProgress(2000, 1000)).toBe(80);
    expect(computeTransferProgress(-5, 1000)).toBe(0);
    expect(computeTransferProgress(0, 0)).toBe(0);
    expect(computeTransferProgress(10, 0)).toBe(80);
  });
});

describe('creepTowardCap', () => {
  it('moves toward the cap, slower as it gets closer, and never reaches or passes it', () => {
    let progress = 80;
    let lastStep = Infinity;
    for (let poll = 0; poll < 200; poll += 1) {
      const next = creepTowardCap(progress, 95);
      expect(next).toBeGreaterThanOrEqual(progress);
      expect(next).toBeLessThanOrEqual(95);
      expect(next - progress).toBeLessThanOrEqual(lastStep);
      lastStep = next - progress;
      progress = next;
    }
    expect(progress).toBeGreaterThan(94.9);
  });

  it('never goes backwards when already past the cap', () => {
    expect(creepTowardCap(97, 95)).toBe(97);
    expect(creepTowardCap(99, 99)).toBe(99);
  });
});

describe('computeStatusPollWait (docs/product.md §7: +50 ms per poll up to 2000 ms)', () => {
  it('grows by 50 ms per poll and stops at 2000 ms', () => {
    expect([0, 1, 2, 3].map(computeStatusPollWait)).toEqual([50, 100, 150, 200]);
    expect(computeStatusPollWait(39)).toBe(2000);
    expect(computeStatusPollWait(40)).toBe(2000);
    expect(computeStatusPollWait(500)).toBe(2000);
  });
});

describe('toDisplayedProgress', () => {
  it('rounds to whole percent within 0 to 100', () => {
    expect(toDisplayedProgress(94.99)).toBe(95);
    expect(toDisplayedProgress(80.4)).toBe(80);
    expect(toDisplayedProgress(120)).toBe(100);
    expect(toDisplayedProgress(-1)).toBe(0);
  });
});
