import type { Band } from '@airscope/core';
import type { FloorRfModel } from '@airscope/esx';
import { planBuildingChannels } from '../access-points/auto-channel-plan.ts';
import type { EditorDocument, RecordChange } from '../document/editor-document.ts';
import type { EditorCommand } from '../document/editor-history.ts';

/**
 * The automatic channel plan of the building as one undoable command, with the co-channel overlaps before and after;
 * with `allowed` (the project's country), only the channels it allows.
 */
export function planChannels(
  document: EditorDocument,
  models: readonly FloorRfModel[],
  allowed: Partial<Record<Band, readonly number[]>> = {},
): { command: EditorCommand; before: number; after: number } {
  const plan = planBuildingChannels(models, allowed);
  const changes: RecordChange[] = [];
  for (const planned of plan.planned) {
    const radio = document.simulatedRadios.get(planned.radioId);
    if (radio && planned.isChanged)
      changes.push({ op: 'put', collection: 'simulatedRadios', record: { ...radio, channel: [...planned.channels] } });
  }
  return { command: { label: 'planChannels', changes }, before: plan.overlappingPairsBefore, after: plan.overlappingPairsAfter };
}
