import type { AntennaPattern } from '@airscope/core';

/**
 * Small numbers for antenna patterns by value, so a pattern crosses to the worker once and every later
 * request names it by number (F1: 96 patterns of 240 gains were half of each drag frame's message).
 * Equal patterns in fresh objects get the same key; every object seen is remembered for a quick lookup.
 */
export function createAntennaKeys() {
  const byObject = new WeakMap<AntennaPattern, { key: number; canonical: AntennaPattern }>();
  const byHash = new Map<number, { key: number; canonical: AntennaPattern }[]>();
  let nextKey = 1;
  return {
    /**
     * The pattern's key; whether it is new (then the receiver needs the pattern itself); and the first object
     * seen with these gains, which stands for all of them where caches match antennas by identity.
     */
    keyOf(pattern: AntennaPattern): { key: number; isNew: boolean; canonical: AntennaPattern } {
      const known = byObject.get(pattern);
      if (known) return { ...known, isNew: false };
      const hash = patternHash(pattern);
      const candidates = byHash.get(hash) ?? [];
      const same = candidates.find((candidate) => isSamePattern(candidate.canonical, pattern));
      const entry = same ?? { key: nextKey++, canonical: pattern };
      if (!same) byHash.set(hash, [...candidates, entry]);
      byObject.set(pattern, entry);
      return { ...entry, isNew: !same };
    },
  };
}

/** FNV-1a over the gains in thousandths of a dB: a cheap key (JSON of every pattern cost milliseconds per request). */
function patternHash(pattern: AntennaPattern): number {
  let hash = 2166136261;
  for (const gains of [pattern.azimuthGainsDbi, pattern.elevationGainsDbi]) {
    hash = Math.imul(hash ^ gains.length, 16777619);
    for (const gain of gains) hash = Math.imul(hash ^ Math.round(gain * 1000), 16777619);
  }
  return hash >>> 0;
}

const isSameGains = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((gain, i) => gain === b[i]);
const isSamePattern = (a: AntennaPattern, b: AntennaPattern) =>
  isSameGains(a.azimuthGainsDbi, b.azimuthGainsDbi) && isSameGains(a.elevationGainsDbi, b.elevationGainsDbi);
