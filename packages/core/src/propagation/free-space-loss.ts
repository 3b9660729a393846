import { db, type Db, type Metres, type Mhz } from '../units/units.ts';

/**
 * Free-space basic transmission loss in dB for distance d (m) and frequency f (MHz):
 * L = 32.4 + 20·log10(f) + 20·log10(d/1000); far field, isotropic antennas (ITU-R P.525-4, eq. 4).
 */
export function freeSpaceLossDb(distanceM: Metres, frequencyMhz: Mhz): Db {
  return db(freeSpaceLossAt1mDb(frequencyMhz) + 20 * Math.log10(distanceM));
}

/** Free-space loss at the 1 m reference distance in dB (ITU-R P.525-4, eq. 4 with d = 1 m): 20·log10(f MHz) − 27.6. */
export function freeSpaceLossAt1mDb(frequencyMhz: number): number {
  return 20 * Math.log10(frequencyMhz) - 27.6;
}
