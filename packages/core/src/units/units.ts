// Branded numbers: the compiler keeps dBm, dB, mW, metres, pixels and MHz apart at zero runtime cost.
declare const unit: unique symbol;
type Branded<U extends string> = number & { readonly [unit]: U };

/** Absolute power in decibel-milliwatts. */
export type Dbm = Branded<'dBm'>;
/** Power ratio or loss in decibels. */
export type Db = Branded<'dB'>;
/** Linear power in milliwatts. */
export type Milliwatts = Branded<'mW'>;
/** Length on a floor in metres. */
export type Metres = Branded<'m'>;
/** Length on a floor-plan image in pixels (floor-plan units of the .esx image). */
export type Pixels = Branded<'px'>;
/** Frequency in megahertz. */
export type Mhz = Branded<'MHz'>;

/** Tags a number as dBm. */
export const dbm = (value: number): Dbm => value as Dbm;
/** Tags a number as dB. */
export const db = (value: number): Db => value as Db;
/** Tags a number as milliwatts. */
export const milliwatts = (value: number): Milliwatts => value as Milliwatts;
/** Tags a number as metres. */
export const metres = (value: number): Metres => value as Metres;
/** Tags a number as pixels. */
export const pixels = (value: number): Pixels => value as Pixels;
/** Tags a number as MHz. */
export const mhz = (value: number): Mhz => value as Mhz;

/** Converts dBm to mW: P(mW) = 10^(P(dBm)/10). */
export function dbmToMilliwatts(power: Dbm): Milliwatts {
  return milliwatts(10 ** (power / 10));
}

/** Converts mW to dBm: P(dBm) = 10·log10(P(mW)); 0 mW gives -Infinity. */
export function milliwattsToDbm(power: Milliwatts): Dbm {
  return dbm(10 * Math.log10(power));
}

/** Sums incoherent powers given in dBm (power addition in mW), e.g. noise plus interference. */
export function sumPowersDbm(powers: readonly Dbm[]): Dbm {
  let total = 0;
  for (const p of powers) total += 10 ** (p / 10);
  return dbm(10 * Math.log10(total));
}
