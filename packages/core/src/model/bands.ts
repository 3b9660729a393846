/** Wi-Fi frequency bands: 2.4 GHz (.esx TWO), 5 GHz (FIVE), 6 GHz (SIX). */
export type Band = '2.4' | '5' | '6';

/** A band filter for visualisations; `any` keeps every band (docs/product.md §7: radio-band 5, 6, 2.4 or any). */
export type BandSelection = Band | 'any';

/** Every band in display order. */
export const BANDS: readonly Band[] = ['2.4', '5', '6'];

/** One value per band, e.g. a wall's dB/m on 2.4, 5 and 6 GHz. */
export type BandValues<T> = Readonly<Record<Band, T>>;

/** The same value on every band (Ekahau's stock wall types have no frequency dependence). */
export function sameOnAllBands<T>(value: T): BandValues<T> {
  return { '2.4': value, '5': value, '6': value };
}

/** Band of a frequency in MHz: 2400–2500 → 2.4, 4900–5900 → 5, 5925–7125 → 6 (BadgerWiFi's split at 5900/5901). */
export function bandOfFrequency(frequencyMhz: number): Band | undefined {
  if (frequencyMhz >= 2400 && frequencyMhz <= 2500) return '2.4';
  if (frequencyMhz >= 4900 && frequencyMhz <= 5900) return '5';
  if (frequencyMhz > 5900 && frequencyMhz <= 7200) return '6';
  return undefined;
}

/** Whether a band passes a band filter. */
export function isBandSelected(band: Band, selection: BandSelection): boolean {
  return selection === 'any' || selection === band;
}
