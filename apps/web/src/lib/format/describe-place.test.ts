import { describe, expect, it } from 'vitest';
import { describePlace } from './describe-place.ts';

describe('describePlace', () => {
  it('names Helsinki once when the location already holds the city', () => {
    expect(describePlace({ city: 'Helsinki', location: 'Helsinki, Helsinki, Finland', country: 'Finland' })).toBe('Helsinki, Finland');
    expect(describePlace({ city: 'Helsinki', location: 'Helsinki, Finland', country: 'FI' })).toBe('Helsinki, Finland');
  });
  it('uses the country when there is no location', () => {
    expect(describePlace({ city: 'Espoo', location: null, country: 'Finland' })).toBe('Espoo, Finland');
  });
  it('answers an empty text when nothing is known', () => {
    expect(describePlace({ city: null, location: null, country: null })).toBe('');
  });
});
