import { createStockCapacityProfiles, type CapacityItem } from '@airscope/esx';
import type { EditorDocument, EditorRecord, RecordChange } from '../document/editor-document.ts';
import type { EditorCommand } from '../document/editor-history.ts';
import { newRecordId } from './new-record-id.ts';

/** Most clients one capacity item may hold: beyond any real room, small enough to keep the maths finite. */
export const MAX_CLIENTS_PER_ITEM = 100_000;

/** The capacity items of an area that name a device and a usage profile (others are dropped by the next edit). */
export function capacityItemsOf(area: EditorRecord): CapacityItem[] {
  const raw = Array.isArray(area.capacityItems) ? (area.capacityItems as unknown[]) : [];
  return raw.flatMap((item) => {
    if (!item || typeof item !== 'object') return [];
    const { deviceProfileId, usageProfileId, clientCount } = item as Record<string, unknown>;
    if (typeof deviceProfileId !== 'string' || typeof usageProfileId !== 'string') return [];
    return [
      { deviceProfileId, usageProfileId, clientCount: typeof clientCount === 'number' && Number.isFinite(clientCount) ? clientCount : 0 },
    ];
  });
}

/** Replaces an area's capacity items; counts are whole clients from 0 to the maximum. */
export function setCapacityItems(area: EditorRecord, items: readonly CapacityItem[]): EditorCommand {
  const clean = items.map((item) => ({ ...item, clientCount: Math.min(MAX_CLIENTS_PER_ITEM, Math.max(0, Math.round(item.clientCount))) }));
  return { label: 'setCapacityItems', changes: [{ op: 'put', collection: 'areas', record: { ...area, capacityItems: clean } }] };
}

/**
 * A new item for the area: the project's first device and usage profiles, ten clients. A project without
 * profiles (a new design) first gets a small stock set, in the same command, so one undo takes both away.
 */
export function addCapacityItem(document: EditorDocument, area: EditorRecord): EditorCommand {
  const changes: RecordChange[] = [];
  let device = document.deviceProfiles.values().next().value;
  let usage = document.usageProfiles.values().next().value;
  if (!device || !usage) {
    const stock = createStockCapacityProfiles(newRecordId);
    for (const collection of ['deviceProfiles', 'applicationProfiles', 'usageProfiles'] as const) {
      for (const record of stock[collection]) changes.push({ op: 'put', collection, record: record as EditorRecord });
    }
    device = stock.deviceProfiles[0] as EditorRecord;
    usage = stock.usageProfiles[0] as EditorRecord;
  }
  const item = setCapacityItems(area, [
    ...capacityItemsOf(area),
    { deviceProfileId: device.id, usageProfileId: usage.id, clientCount: 10 },
  ]);
  return { label: 'setCapacityItems', changes: [...changes, ...item.changes] };
}

/** The area with item `index` changed by `patch`. */
export function updateCapacityItem(area: EditorRecord, index: number, patch: Partial<CapacityItem>): EditorCommand {
  return setCapacityItems(
    area,
    capacityItemsOf(area).map((item, k) => (k === index ? { ...item, ...patch } : item)),
  );
}

/** The area without item `index`. */
export function removeCapacityItem(area: EditorRecord, index: number): EditorCommand {
  return setCapacityItems(
    area,
    capacityItemsOf(area).filter((_, k) => k !== index),
  );
}
