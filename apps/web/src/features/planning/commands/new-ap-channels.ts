import type { Band } from '@airscope/core';
import { buildFloorRfModel, channelToFrequency, toEsxBand, type FloorRfModel } from '@airscope/esx';
import { channelsForNewRadios } from '../access-points/new-radio-channels.ts';
import { applyChanges, createEmptyDocument, toEsxProject, type EditorDocument, type RecordChange } from '../document/editor-document.ts';
import type { EditorCommand } from '../document/editor-history.ts';

/**
 * The placing command with the new AP's radios on channels from the channel planner (see `channelsForNewRadios`)
 * instead of the template's. `models` are the building's scaled floors as they are before the AP; on a floor
 * without a scale (no model) the template's channels stay, as there is no distance to plan by.
 */
export function withPlannedChannels(
  document: EditorDocument,
  placed: EditorCommand,
  floorPlanId: string,
  models: readonly FloorRfModel[],
  allowed: Partial<Record<Band, readonly number[]>> = {},
): EditorCommand {
  const plan = document.floorPlans.get(floorPlanId);
  if (!plan || !models.some((model) => model.floorPlanId === floorPlanId)) return placed;
  const after = applyChanges(document, placed.changes);
  const placedOnly = (collection: 'accessPoints' | 'simulatedRadios') =>
    new Map(
      placed.changes.flatMap((change) =>
        change.op === 'put' && change.collection === collection ? [[change.record.id, change.record] as const] : [],
      ),
    );
  // A project of just the new AP, so the floor's walls are not rebuilt to read its radios.
  const single: EditorDocument = {
    ...createEmptyDocument(),
    floorPlans: new Map([[plan.id, plan]]),
    accessPoints: placedOnly('accessPoints'),
    simulatedRadios: placedOnly('simulatedRadios'),
    antennaTypes: after.antennaTypes,
  };
  const newRadios = buildFloorRfModel(toEsxProject(single), floorPlanId).radios;
  const floors = models.map((model) => ({ floor: model.floor, radios: model.radios }));
  let channels: Map<string, number[]>;
  try {
    channels = channelsForNewRadios(floors, newRadios, allowed);
  } catch {
    // No channel of the radio's width is allowed: it keeps the template's and the radio editor says why.
    return placed;
  }
  const changes = placed.changes.map((change): RecordChange => {
    const planned = change.op === 'put' && change.collection === 'simulatedRadios' ? channels.get(change.record.id) : undefined;
    if (!planned || change.op !== 'put') return change;
    const band = newRadios.find((radio) => radio.id === change.record.id)!.band;
    const record = { ...change.record, channel: planned };
    if (Array.isArray(change.record.channelByCenterFrequencyDefinedNarrowChannels))
      Object.assign(record, {
        channelByCenterFrequencyDefinedNarrowChannels: planned.map((c) => channelToFrequency(c, toEsxBand(band))),
      });
    return { ...change, record };
  });
  return { ...placed, changes };
}
