import { describe, expect, it } from 'vitest';
import { attenuationDbPerMeter, wallLossDb, wallSegmentPointIds } from './normalize-attenuation.ts';

describe('reading material losses across schema versions', () => {
  it('reads floor and area losses per band (1.5) or from the legacy fields (≤ 1.4)', () => {
    const perBand = [
      { band: 'TWO', attenuationFactor: 30 },
      { band: 'FIVE', attenuationFactor: 40 },
    ];
    expect(attenuationDbPerMeter({ propagationProperties: perBand }, 'FIVE')).toBe(40);
    expect(attenuationDbPerMeter({ attenuationPerMeter: 36 }, 'SIX')).toBe(36);
    expect(attenuationDbPerMeter({ attenuation: 3 }, 'TWO')).toBe(3);
    expect(attenuationDbPerMeter({}, 'TWO')).toBeUndefined();
  });

  it('computes one wall crossing as dB/m × thickness, or takes the legacy total', () => {
    expect(wallLossDb({ id: 'w', thickness: 0.5, propagationProperties: [{ band: 'TWO', attenuationFactor: 24 }] }, 'TWO')).toBe(12);
    expect(wallLossDb({ id: 'w', thickness: 0.3, totalAttenuation: 10 }, 'SIX')).toBe(10);
  });

  it('reads both wall segment encodings', () => {
    expect(wallSegmentPointIds({ id: 's', wallTypeId: 't', point1Id: 'a', point2Id: 'b' })).toEqual(['a', 'b']);
    expect(wallSegmentPointIds({ id: 's', wallTypeId: 't', wallPoints: ['c', 'd'] })).toEqual(['c', 'd']);
  });
});
