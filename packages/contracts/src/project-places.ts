import type { InsightProjectPlaces } from './insight.schemas.ts';

/** A project on the insights map: its id and position in degrees. */
export interface ProjectPlace {
  id: string;
  latitude: number;
  longitude: number;
}

/** Positions travel in hundred-thousandths of a degree (about a metre at the equator). */
export const PLACE_POSITION_SCALE = 100_000;

const HEX_PER_ID = 32;

/** 32 hex digits back into the usual 8-4-4-4-12 form of a UUID. */
const uuidOf = (hex: string) => `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;

/** The columnar places answer (InsightProjectPlacesSchema) as one entry per project; throws on a malformed answer. */
export function decodeProjectPlaces(places: InsightProjectPlaces): ProjectPlace[] {
  const { count, ids, positions } = places;
  const numbers = count === 0 ? [] : positions.split(',').map(Number);
  if (ids.length !== count * HEX_PER_ID || numbers.length !== count * 2 || numbers.some((n) => !Number.isInteger(n)))
    throw new Error(`Malformed project places: ${count} projects, ${ids.length} id digits, ${numbers.length} coordinates`);
  const result: ProjectPlace[] = new Array(count);
  for (let i = 0; i < count; i += 1)
    result[i] = {
      id: uuidOf(ids.slice(i * HEX_PER_ID, (i + 1) * HEX_PER_ID)),
      latitude: numbers[2 * i]! / PLACE_POSITION_SCALE,
      longitude: numbers[2 * i + 1]! / PLACE_POSITION_SCALE,
    };
  return result;
}

/** The columnar form of a list of places (what the server's query builds in SQL; for tests and mocks). */
export function encodeProjectPlaces(list: readonly ProjectPlace[]): InsightProjectPlaces {
  return {
    count: list.length,
    ids: list.map((place) => place.id.replaceAll('-', '').toLowerCase()).join(''),
    positions: list
      .map((place) => `${Math.round(place.latitude * PLACE_POSITION_SCALE)},${Math.round(place.longitude * PLACE_POSITION_SCALE)}`)
      .join(','),
  };
}
