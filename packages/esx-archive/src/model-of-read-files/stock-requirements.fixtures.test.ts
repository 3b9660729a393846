import { randomUUID } from 'node:crypto';
import { createStockRequirements, type Requirement, type RequirementCriterion } from '@airscope/esx';
import { describe, expect, it } from 'vitest';
import { readEsx } from '../read-esx.ts';
import { FIXTURES } from '../test-support/fixtures.ts';

const stock = createStockRequirements(randomUUID);
const byKey = (key: string): Requirement => stock.find((record) => record.key === key)!;

describe('the stock requirement catalogue against an Ekahau file', () => {
  it('matches the requirements.json of the 10.3 test fixture on the 2.4 and 5 GHz bands', async () => {
    const project = await readEsx(FIXTURES.TEST);
    // The fixture writes some ping rows without a band (= every band); spell them out to compare.
    const rows = (criteria: readonly RequirementCriterion[]) =>
      [
        ...new Set(
          criteria.flatMap((c) =>
            (c.frequencyBand ? [c.frequencyBand] : ['TWO', 'FIVE'])
              .filter((band) => band !== 'SIX')
              .map((band) => JSON.stringify([band, c.type, c.function, c.value, c.additionalLimit ?? null])),
          ),
        ),
      ].sort();
    const vendor = project.collections.requirements;
    expect(vendor.map((record) => record.key).sort()).toEqual(stock.map((record) => record.key).sort());
    for (const record of vendor) {
      const ours = byKey(record.key!);
      expect(ours.name).toBe(record.name);
      expect(ours.isDefault).toBe(record.isDefault);
      expect(rows(ours.criteria!), record.key).toEqual(rows(record.criteria!));
    }
  });
});
