import { describe, expect, it } from 'vitest';
import { areaDbPerM, lossPerBand, withAreaBandLoss, withBandLoss, withThickness } from './material-library.ts';

const shelving = {
  id: 'shelves',
  status: 'CREATED',
  name: 'Shelving',
  propagationProperties: [
    { band: 'TWO', attenuationFactor: 2 },
    { band: 'FIVE', attenuationFactor: 4 },
    { band: 'SIX', attenuationFactor: 5 },
  ],
};
const concrete = {
  id: 'concrete',
  status: 'CREATED',
  name: 'Concrete',
  thickness: 0.2,
  propagationProperties: [
    { band: 'TWO', attenuationFactor: 50 },
    { band: 'FIVE', attenuationFactor: 60 },
    { band: 'SIX', attenuationFactor: 70 },
  ],
};

describe('material library edits', () => {
  it('changes the loss inside an area on one band only', () => {
    const edited = withAreaBandLoss(shelving, 'SIX', 9);
    expect([areaDbPerM(edited, 'TWO'), areaDbPerM(edited, 'FIVE'), areaDbPerM(edited, 'SIX')]).toEqual([2, 4, 9]);
  });

  it('changes a wall type’s loss per crossing on one band, and keeps each band’s loss when the thickness changes', () => {
    const edited = withBandLoss(concrete, 'FIVE', 20);
    expect(lossPerBand(edited)).toEqual({ TWO: 10, FIVE: 20, SIX: 14 });
    const thicker = withThickness(edited, 0.4);
    expect(lossPerBand(thicker).FIVE).toBeCloseTo(20, 9);
    expect(lossPerBand(thicker).TWO).toBeCloseTo(10, 9);
  });
});
