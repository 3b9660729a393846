import { describe, expect, it } from 'vitest';
import { decodeProjectPlaces, encodeProjectPlaces } from './project-places.ts';

describe('project places in columnar form', () => {
  const list = [
    { id: '00000000-0000-4000-8000-00000000000a', latitude: 60.16952, longitude: 24.93545 },
    { id: 'f47ac10b-58cc-4372-a567-0e02b2c3d479', latitude: -33.86785, longitude: -151.20732 },
  ];

  it('decodes what it encodes, positions to a hundred-thousandth of a degree', () => {
    const places = encodeProjectPlaces(list);
    expect(places).toEqual({
      count: 2,
      ids: '0000000000004000800000000000000a' + 'f47ac10b58cc4372a5670e02b2c3d479',
      positions: '6016952,2493545,-3386785,-15120732',
    });
    expect(decodeProjectPlaces(places)).toEqual(list);
    expect(decodeProjectPlaces(encodeProjectPlaces([{ id: list[0]!.id, latitude: 1.234567, longitude: 0 }]))[0]).toEqual({
      id: list[0]!.id,
      latitude: 1.23457,
      longitude: 0,
    });
  });

  it('answers no places for none, and refuses a malformed answer', () => {
    expect(decodeProjectPlaces({ count: 0, ids: '', positions: '' })).toEqual([]);
    expect(() => decodeProjectPlaces({ count: 1, ids: 'ab', positions: '1,2' })).toThrow(/Malformed/);
    expect(() => decodeProjectPlaces({ ...encodeProjectPlaces(list), positions: '1,2,3' })).toThrow(/Malformed/);
  });
});
