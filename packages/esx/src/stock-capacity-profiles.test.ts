import { describe, expect, it } from 'vitest';
import { ESX_COLLECTION_SCHEMAS } from './esx-collections.ts';
import { createStockCapacityProfiles } from './stock-capacity-profiles.ts';
import { clientOfDeviceProfile } from './rf-model/capacity-areas.ts';

describe('the stock capacity profiles', () => {
  let next = 0;
  const stock = createStockCapacityProfiles(() => `id-${next++}`);

  it('are valid .esx records of their collections', () => {
    for (const collection of ['deviceProfiles', 'applicationProfiles', 'usageProfiles'] as const) {
      for (const record of stock[collection])
        expect(ESX_COLLECTION_SCHEMAS[collection].safeParse(record).success, `${collection} ${String(record.name)}`).toBe(true);
    }
  });

  it('read back as the engine clients they stand for', () => {
    const laptop = clientOfDeviceProfile(stock.deviceProfiles.find((record) => record.name === 'Generic Laptop')!);
    expect(laptop).toMatchObject({ offsetDb: { '2.4': -3, '5': -3, '6': -3 }, streams: 3, maxWidthMhz: 80 });
    expect(laptop.technologies).toContain('AC');
    const voice = stock.applicationProfiles.find((record) => record.accessCategory === 'AC_VO')!;
    expect(voice.fullDuplex).toBe(true);
  });
});
