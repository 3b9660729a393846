import { describe, expect, it } from 'vitest';
import { applyChanges, createEmptyDocument, type EditorRecord } from '../document/editor-document.ts';
import { addCapacityItem, capacityItemsOf, removeCapacityItem, updateCapacityItem } from './capacity-commands.ts';

const area: EditorRecord = { id: 'a-1', floorPlanId: 'f-1', name: 'Hall', area: [] };
const withProfiles = applyChanges(createEmptyDocument(), [
  { op: 'put', collection: 'deviceProfiles', record: { id: 'd-laptop', name: 'Generic Laptop' } },
  { op: 'put', collection: 'deviceProfiles', record: { id: 'd-phone', name: 'Generic Smartphone' } },
  { op: 'put', collection: 'usageProfiles', record: { id: 'u-web', name: 'Web', applicationProfileIds: [] } },
]);
const itemsAfter = (command: { changes: readonly { op: string; record?: EditorRecord }[] }) =>
  capacityItemsOf(command.changes.at(-1)!.record!);

describe('capacity items of an area', () => {
  it('adds ten clients of the first device and usage profile', () => {
    const command = addCapacityItem(withProfiles, area);
    expect(command.label).toBe('setCapacityItems');
    expect(itemsAfter(command)).toEqual([{ deviceProfileId: 'd-laptop', usageProfileId: 'u-web', clientCount: 10 }]);
  });

  it('gives a project without profiles a stock set first, in the same command', () => {
    const command = addCapacityItem(createEmptyDocument(), area);
    const put = (collection: string) =>
      command.changes
        .filter((change) => change.op === 'put' && change.collection === collection)
        .map((change) => (change as { record: EditorRecord }).record);
    expect(put('deviceProfiles').map((record) => record.name)).toContain('Generic Laptop');
    expect(put('usageProfiles').length).toBeGreaterThan(0);
    expect(put('applicationProfiles').length).toBeGreaterThan(0);
    const [item] = capacityItemsOf(put('areas')[0]!);
    expect(item).toEqual({ deviceProfileId: put('deviceProfiles')[0]!.id, usageProfileId: put('usageProfiles')[0]!.id, clientCount: 10 });
    // Every application a stock usage profile names is among the stock applications.
    const appIds = new Set(put('applicationProfiles').map((record) => record.id));
    for (const usage of put('usageProfiles')) for (const id of usage.applicationProfileIds as string[]) expect(appIds.has(id)).toBe(true);
  });

  it('changes one item, keeps counts whole and never negative, and removes an item', () => {
    const two = {
      ...area,
      capacityItems: [
        { deviceProfileId: 'd-laptop', usageProfileId: 'u-web', clientCount: 10 },
        { deviceProfileId: 'd-phone', usageProfileId: 'u-web', clientCount: 5 },
      ],
    };
    expect(itemsAfter(updateCapacityItem(two, 1, { clientCount: 12.6 }))[1]!.clientCount).toBe(13);
    expect(itemsAfter(updateCapacityItem(two, 0, { clientCount: -4 }))[0]!.clientCount).toBe(0);
    expect(itemsAfter(updateCapacityItem(two, 0, { deviceProfileId: 'd-phone' }))[0]!.deviceProfileId).toBe('d-phone');
    expect(itemsAfter(removeCapacityItem(two, 0))).toEqual([{ deviceProfileId: 'd-phone', usageProfileId: 'u-web', clientCount: 5 }]);
  });

  it('reads only items naming both profiles', () => {
    expect(
      capacityItemsOf({
        ...area,
        capacityItems: [{ deviceProfileId: 'd' }, null, { deviceProfileId: 'd', usageProfileId: 'u', clientCount: 3 }],
      }),
    ).toEqual([{ deviceProfileId: 'd', usageProfileId: 'u', clientCount: 3 }]);
  });
});
