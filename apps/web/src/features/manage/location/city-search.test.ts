import { describe, expect, it } from 'vitest';
import { countryName, searchCities, toProjectLocation, type CityTuple } from './city-search.ts';
import cities from './cities.generated.json';

const list = cities as unknown as readonly CityTuple[];

describe('offline city search', () => {
  it('finds a city by the start of its name, ignoring case and accents', () => {
    expect(searchCities(list, 'helsin')[0]).toMatchObject({ name: 'Helsinki', countryCode: 'FI' });
    expect(searchCities(list, 'sao paulo')[0]).toMatchObject({ name: 'São Paulo', countryCode: 'BR' });
  });

  it('lists names that start with the text before names that only contain it', () => {
    const names = searchCities(list, 'york').map((city) => city.name);
    expect(names[0]?.toLowerCase().startsWith('york')).toBe(true);
    expect(names).toContain('New York City');
  });

  it('finds nothing for empty text and caps the number of results', () => {
    expect(searchCities(list, '   ')).toEqual([]);
    expect(searchCities(list, 'a', 5)).toHaveLength(5);
  });

  it('stores the country in English with the coordinates of the city', () => {
    const [paris] = searchCities(list, 'paris');
    const location = toProjectLocation(paris!);
    expect(location).toMatchObject({ country: 'France', city: 'Paris' });
    expect(location.latitude).toBeCloseTo(48.85, 1);
    expect(location.longitude).toBeCloseTo(2.35, 1);
    expect(countryName('FI', 'de')).toBe('Finnland');
  });
});
