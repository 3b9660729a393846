import { randomUUID } from 'node:crypto';
import { EKAHAU_BEST_PRACTICES, type RequirementCriterion } from '@airscope/core';
import { describe, expect, it } from 'vitest';
import { convertRequirement } from './rf-model/build-requirements.ts';
import type { Requirement } from './schemas/profile.schema.ts';
import { RequirementSchema } from './schemas/profile.schema.ts';
import { createStockRequirements } from './stock-requirements.ts';

const stock = createStockRequirements(randomUUID);
const byKey = (key: string): Requirement => stock.find((record) => record.key === key)!;
const sortCriteria = (criteria: readonly RequirementCriterion[]) =>
  [...criteria].map((c) => JSON.stringify([c.type, c.band, c.comparison, c.value, c.additionalLimit ?? null])).sort();
/** The value of one criterion of a stock record on one band (undefined = none there). */
const valueOf = (record: Requirement, type: string, band: 'TWO' | 'FIVE' | 'SIX') =>
  record.criteria!.filter((c) => c.type === type && c.frequencyBand === band).map((c) => [c.value, c.additionalLimit]);

describe('the stock requirement catalogue', () => {
  it('holds the eleven stock profiles as valid records with unique ids and one default', () => {
    expect(stock).toHaveLength(11);
    for (const record of stock) expect(RequirementSchema.safeParse(record).success, record.name).toBe(true);
    expect(new Set(stock.map((record) => record.id)).size).toBe(11);
    expect(stock.filter((record) => record.isDefault).map((record) => record.name)).toEqual(['Ekahau Best Practices']);
  });

  it("maps Ekahau Best Practices to the engine's default profile, criterion for criterion", () => {
    const profile = convertRequirement(byKey('DataVoIP'));
    expect(profile).toMatchObject({ name: EKAHAU_BEST_PRACTICES.name, key: EKAHAU_BEST_PRACTICES.key, isDefault: true });
    expect(sortCriteria(profile.criteria)).toEqual(sortCriteria(EKAHAU_BEST_PRACTICES.criteria));
  });

  it('gives Cisco Design Guideline and Location Tracking the values of the format table', () => {
    const cisco = byKey('VoiceCisco');
    expect(cisco.name).toBe('Cisco Design Guideline');
    for (const band of ['TWO', 'FIVE', 'SIX'] as const) {
      expect(valueOf(cisco, 'SIGNAL_STRENGTH', band)).toEqual([[-65, undefined]]);
      expect(valueOf(cisco, 'SECONDARY_SIGNAL_STRENGTH', band)).toEqual([[-75, undefined]]);
      expect(valueOf(cisco, 'SIGNAL_TO_NOISE_RATIO', band)).toEqual([[25, 1]]);
      expect(valueOf(cisco, 'DATA_RATE', band)).toEqual([[12, undefined]]);
      expect(valueOf(cisco, 'CHANNEL_OVERLAP', band)).toEqual([[1, -86]]);
      expect(valueOf(cisco, 'PING_RTT', band)).toEqual([[300, undefined]]);
      expect(valueOf(cisco, 'RELATIVE_PING_PACKET_LOSS', band)).toEqual([[0.02, undefined]]);
    }
    const rtls = byKey('LocationTracking');
    expect(rtls.name).toBe('Location Tracking (RTLS)');
    expect(valueOf(rtls, 'SIGNAL_STRENGTH', 'FIVE')).toEqual([[-62, undefined]]);
    expect(valueOf(rtls, 'SECONDARY_SIGNAL_STRENGTH', 'FIVE')).toEqual([]);
    expect(valueOf(rtls, 'SIGNAL_TO_NOISE_RATIO', 'TWO')).toEqual([[7, 1]]);
    expect(valueOf(rtls, 'DATA_RATE', 'TWO')).toEqual([[2, undefined]]);
    expect(valueOf(rtls, 'NUMBER_OF_ACCESS_POINTS', 'SIX')).toEqual([[3, -75]]);
    expect(valueOf(rtls, 'CHANNEL_OVERLAP', 'TWO')).toEqual([[5, -80]]);
    expect(valueOf(rtls, 'RELATIVE_PING_PACKET_LOSS', 'TWO')).toEqual([[0.05, undefined]]);
  });
});
