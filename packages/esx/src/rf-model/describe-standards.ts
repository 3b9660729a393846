import type { Band, Technology } from '@airscope/core';

/** Amendments in naming order, oldest first (core's Technology). */
const ORDER: readonly Technology[] = ['B', 'A', 'G', 'N', 'AC', 'AX', 'BE'];

/** Amendments a radio can use on each band. */
const ON_BAND: Readonly<Record<Band, readonly Technology[]>> = {
  '2.4': ['B', 'G', 'N', 'AX', 'BE'],
  '5': ['A', 'N', 'AC', 'AX', 'BE'],
  '6': ['AX', 'BE'],
};

/** Whether a string is one of core's amendment letters. */
export function isTechnology(value: unknown): value is Technology {
  return typeof value === 'string' && (ORDER as readonly string[]).includes(value);
}

/**
 * Amendments a planned radio supports on its band: every amendment valid on the band up to the radio's
 * `technology` (Ekahau stores only the newest, e.g. "AC" on 5 GHz → A, N, AC; "AX" on 2.4 GHz → B, G, N, AX).
 * Empty when the technology is unknown (the engine then assumes the band's newest common amendment).
 */
export function describeStandards(technology: string | undefined, band: Band): Technology[] {
  if (!isTechnology(technology)) return [];
  const newest = ORDER.indexOf(technology);
  return ON_BAND[band].filter((amendment) => ORDER.indexOf(amendment) <= newest);
}

/** Amendments heard in a measured BSSID's beacons (`technologies`), kept to those valid on the band, oldest first. */
export function describeMeasuredStandards(technologies: readonly string[] | undefined, band: Band): Technology[] {
  const heard = new Set((technologies ?? []).filter(isTechnology));
  return ON_BAND[band].filter((amendment) => heard.has(amendment)).sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));
}
