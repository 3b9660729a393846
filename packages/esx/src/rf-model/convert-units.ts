import { BANDS, pointM, type Band, type BandValues, type PointM } from '@airscope/core';
import type { FrequencyBand } from '../normalize-channel.ts';
import type { Coord } from '../schemas/common.schema.ts';

const CORE_BAND: Readonly<Record<FrequencyBand, Band>> = { TWO: '2.4', FIVE: '5', SIX: '6' };
const ESX_BAND: Readonly<Record<Band, FrequencyBand>> = { '2.4': 'TWO', '5': 'FIVE', '6': 'SIX' };

/** The engine's band of an Ekahau band (TWO → 2.4, FIVE → 5, SIX → 6). */
export function toCoreBand(band: FrequencyBand): Band {
  return CORE_BAND[band];
}

/** The Ekahau band of an engine band (2.4 → TWO, 5 → FIVE, 6 → SIX). */
export function toEsxBand(band: Band): FrequencyBand {
  return ESX_BAND[band];
}

/** One value per engine band, computed from the Ekahau band; `undefined` becomes 0 (no loss). */
export function mapBands(valueOf: (band: FrequencyBand) => number | undefined): BandValues<number> {
  const entries = BANDS.map((band) => [band, valueOf(ESX_BAND[band]) ?? 0] as const);
  return Object.fromEntries(entries) as Record<Band, number>;
}

/** A floor-plan coordinate (units = pixels of the plan image) in metres: unit × metersPerUnit. */
export function coordToMetres(coord: Coord, metersPerUnit: number): PointM {
  return pointM(coord.x * metersPerUnit, coord.y * metersPerUnit);
}

/** A polygon in floor-plan units, in metres. */
export function polygonToMetres(polygon: readonly Coord[], metersPerUnit: number): PointM[] {
  return polygon.map((coord) => coordToMetres(coord, metersPerUnit));
}
