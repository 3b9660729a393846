import { describe, expect, it } from 'vitest';
import { buildFloorRfModel, capacityAreasOfFloor, planFloorCapacity, predictCapacityFields } from '@airscope/esx';
import { readEsx } from '../read-esx.ts';
import { FIXTURES } from '../test-support/fixtures.ts';

describe('planning the capacity of an .esx floor', () => {
  it("turns an area's capacity items into clients and gives the radio serving them their airtime", async () => {
    const project = await readEsx(FIXTURES.F1);
    const floorPlanId = project.collections.floorPlans[0]!.id;
    const rf = buildFloorRfModel(project, floorPlanId);
    const laptop = project.collections.deviceProfiles.find((p) => p.name === 'Generic Laptop')!;
    const usage = project.collections.usageProfiles.find((p) => p.name === 'Very High SLA (10 Mbps)')!;
    const area = project.collections.areas.find((a) => a.name === 'Area-2')!;
    const prepared = predictCapacityFields(rf);
    // F1 is under 20 000 m²: the 1 m cells the report also uses.
    expect(prepared.grid.cellSizeM).toBe(1);
    expect(planFloorCapacity(project, rf, prepared).areas).toEqual([]);

    area.capacityItems = [
      { deviceProfileId: laptop.id, usageProfileId: usage.id, clientCount: 10 },
      { deviceProfileId: 'missing', usageProfileId: usage.id, clientCount: 5 },
    ];
    const [capacityArea] = capacityAreasOfFloor(project, floorPlanId, rf.metersPerUnit);
    expect(capacityArea!.groups).toHaveLength(1);
    expect(capacityArea!.groups[0]!.count).toBe(10);
    const ten = planFloorCapacity(project, rf, prepared);
    const loaded = ten.result.radios.filter((row) => row.clients > 0);
    expect(loaded.reduce((sum, row) => sum + row.clients, 0) + ten.result.unservedClients).toBeCloseTo(10, 6);
    expect(loaded.every((row) => row.airtime > 0)).toBe(true);

    // Twice the clients on the same radios: twice the airtime.
    area.capacityItems = [{ deviceProfileId: laptop.id, usageProfileId: usage.id, clientCount: 20 }];
    const twenty = planFloorCapacity(project, rf, prepared);
    for (const row of loaded) expect(twenty.result.radios.find((r) => r.radioId === row.radioId)!.airtime).toBeCloseTo(2 * row.airtime, 9);
  });
});
