import type { ProjectLocation } from '@airscope/contracts';

/** One row of the offline list: name, ISO country code, latitude, longitude, population. */
export type CityTuple = readonly [string, string, number, number, number];

export interface CityMatch {
  name: string;
  countryCode: string;
  latitude: number;
  longitude: number;
}

/** Lower case without accents, so "helsinki" finds "Helsinki" and "sao paulo" finds "São Paulo". */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/**
 * Cities whose name starts with the text first, then those containing it; the list is sorted by
 * population, so bigger places come first within each group. Empty text finds nothing.
 */
export function searchCities(cities: readonly CityTuple[], text: string, limit = 20): CityMatch[] {
  const needle = foldForSearch(text);
  if (!needle) return [];
  const starts: CityTuple[] = [];
  const contains: CityTuple[] = [];
  for (const city of cities) {
    const name = foldForSearch(city[0]);
    if (name.startsWith(needle)) starts.push(city);
    else if (contains.length < limit && name.includes(needle)) contains.push(city);
    if (starts.length >= limit) break;
  }
  return [...starts, ...contains]
    .slice(0, limit)
    .map(([name, countryCode, latitude, longitude]) => ({ name, countryCode, latitude, longitude }));
}

/** The country's name in a language (English is what the project stores), or the code when unknown. */
export function countryName(countryCode: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(countryCode) ?? countryCode;
  } catch {
    return countryCode;
  }
}

/** What the project stores: country in English, city and coordinates. */
export function toProjectLocation(city: CityMatch): ProjectLocation {
  return { country: countryName(city.countryCode, 'en'), city: city.name, latitude: city.latitude, longitude: city.longitude };
}

/** Loads the bundled list on first use, so it is not part of the first page load. */
export async function loadCities(): Promise<readonly CityTuple[]> {
  const module = await import('./cities.generated.json');
  return module.default as unknown as readonly CityTuple[];
}
